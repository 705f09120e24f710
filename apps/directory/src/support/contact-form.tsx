"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createSupportApi } from "@alentour/backend-client/support";
import { CONTACT_MESSAGE_MIN_LENGTH } from "@alentour/domain/constants";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formErrors } from "../auth/form-errors.ts";
import { formFields } from "../components/form-fields.ts";
import { FormError } from "../components/form-parts.tsx";
import classes from "./support.module.css";

/**
 * The contact page's form: stored and mailed to the support team; every field is required.
 * The fields are uncontrolled and read from the form when it is sent, so what a visitor typed before the
 * page's scripts ran is sent too (React keeps it on screen, but a controlled field's state would be empty).
 */
export function ContactForm() {
  const t = useT();
  const locale = useLocale();
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = formFields(event.currentTarget, ["name", "email", "subject", "message", "website"]);
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      await createSupportApi(createApiClient({ baseUrl: "", locale })).sendContactMessage(form);
      setSent(true);
      notifyInfo({ title: t("contact.sentTitle"), description: t("contact.sent") });
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Stack>
        <Alert color="alentour" title={t("contact.sentTitle")} role="status">
          {t("contact.sent")}
        </Alert>
        <Button variant="default" onClick={() => setSent(false)}>
          {t("contact.another")}
        </Button>
      </Stack>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-describedby={errors.form ? "contact-error" : undefined}>
      <Stack>
        <FormError message={errors.form} id="contact-error" />
        <TextInput label={t("contact.name")} name="name" autoComplete="name" required error={errors.fields.name} />
        <TextInput
          label={t("contact.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.fields.email}
        />
        <TextInput label={t("contact.subject")} name="subject" required error={errors.fields.subject} />
        <Textarea
          label={t("contact.message")}
          description={t("contact.messageHint", { min: CONTACT_MESSAGE_MIN_LENGTH })}
          name="message"
          required
          autosize
          minRows={5}
          error={errors.fields.message}
        />
        {/* Hidden from people and from assistive technology; only scripts fill it in. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t("contact.honeypot")}</label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {t("contact.send")}
        </Button>
      </Stack>
    </form>
  );
}
