"use client";
import { useAuth } from "@alentour/ui/auth-provider";
import { useT } from "@alentour/ui/i18n";
import { notifyError, notifyInfo } from "@alentour/ui/notify";
import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formFields } from "../components/form-fields.ts";
import { EmailField } from "../components/form-parts.tsx";
import { formErrors } from "./form-errors.ts";

/** The resend action of the verification screens; asks for the address when it is not known. */
export function ResendVerification({ email: known, redirectTo }: { email: string | null; redirectTo?: string | null }) {
  const t = useT();
  const { api } = useAuth();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the page's scripts ran counts too.
    const email = known ?? formFields(event.currentTarget, ["email"]).email;
    setBusy(true);
    setError(undefined);
    try {
      await api.resendVerification(email, redirectTo ?? undefined);
      notifyInfo({ title: t("auth.verify.resentTitle"), description: t("auth.verify.resent") });
    } catch (failure) {
      const { fields, form } = formErrors(failure, t("error.description"));
      if (fields.email) setError(fields.email);
      else notifyError({ title: t("auth.errorTitle"), description: form ?? t("error.description") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack>
        {!known && <EmailField name="email" error={error} />}
        <Button type="submit" variant="outline" loading={busy}>
          {t("auth.verify.resend")}
        </Button>
      </Stack>
    </form>
  );
}
