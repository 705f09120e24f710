"use client";
import { ApiError } from "@alentour/backend-client/api-client";
import { safeRedirectPath } from "@alentour/domain/safe-redirect";
import { useAuth } from "@alentour/ui/auth-provider";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useState } from "react";
import { formFields } from "../components/form-fields.ts";
import { EmailField, FormError, PasswordField } from "../components/form-parts.tsx";
import { AuthCard } from "./auth-card.tsx";
import { formErrors } from "./form-errors.ts";

export function LoginScreen() {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams() ?? new URLSearchParams();
  const { state, store } = useAuth();
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const target = safeRedirectPath(params.get("redirectTo"), "/dashboard/activities");

  // Already signed in (a session still alive): straight on to where the visitor was going.
  useEffect(() => {
    if (state) window.location.assign(target);
  }, [state, target]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the page's scripts ran counts too.
    const { email, password } = formFields(event.currentTarget, ["email", "password"]);
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      await store.signIn(email, password);
    } catch (error) {
      if (error instanceof ApiError && error.code === "auth/email-not-verified") {
        router.push(`${localizePath("/auth/verify-email", locale)}?email=${encodeURIComponent(email)}`);
        return;
      }
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("auth.login.title")}>
      <form method="post" onSubmit={submit} noValidate>
        <Stack>
          <FormError message={errors.form} />
          <EmailField name="email" error={errors.fields.email} />
          <PasswordField
            label={t("auth.field.password")}
            autoComplete="current-password"
            required
            name="password"
            error={errors.fields.password}
          />
          <Anchor href={localizePath("/reset-password", locale)} size="sm">
            {t("auth.login.forgot")}
          </Anchor>
          <Button type="submit" loading={busy}>
            {t("auth.login.submit")}
          </Button>
          <Text size="sm" ta="center">
            {t("auth.login.noAccount")}{" "}
            <Anchor
              href={`${localizePath("/signup", locale)}${params.get("redirectTo") ? `?redirectTo=${encodeURIComponent(target)}` : ""}`}
            >
              {t("auth.login.toSignup")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
