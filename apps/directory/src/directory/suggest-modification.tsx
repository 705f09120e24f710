"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createDirectoryApi } from "@alentour/backend-client/directory";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formErrors } from "../auth/form-errors.ts";

/** Anyone may tell the support team what is wrong with a listing; it lands in their queue. */
export function SuggestModification({ slug }: { slug: string }) {
  const t = useT();
  const locale = useLocale();
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      await createDirectoryApi(createApiClient({ baseUrl: "", locale })).suggestModification(slug, message, email || undefined);
      setSent(true);
      notifyInfo({ title: t("directory.activity.suggestSentTitle"), description: t("directory.activity.suggestSent") });
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <Alert color="alentour" data-testid="suggestion-sent">
        {t("directory.activity.suggestSent")}
      </Alert>
    );
  return (
    <form method="post" onSubmit={submit} noValidate data-testid="suggest-form">
      <Stack>
        <Text>{t("directory.activity.suggestLead")}</Text>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Textarea
          label={t("directory.activity.suggestMessage")}
          required
          minRows={3}
          autosize
          value={message}
          error={errors.fields.message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <TextInput
          label={t("directory.activity.suggestEmail")}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.fields.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} variant="outline" style={{ alignSelf: "flex-start" }}>
          {t("directory.activity.suggestSubmit")}
        </Button>
      </Stack>
    </form>
  );
}
