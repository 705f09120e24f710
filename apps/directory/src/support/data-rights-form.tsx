"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createSupportApi } from "@alentour/backend-client/support";
import type { DataRightsType } from "@alentour/domain/support";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Fieldset, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formErrors } from "../auth/form-errors.ts";
import { formFields } from "../components/form-fields.ts";
import { FormError } from "../components/form-parts.tsx";

// The order of the form; zod-free so the page ships no schema library.
const types: DataRightsType[] = ["access", "rectification", "limitation", "objection", "erasure", "portability"];

/**
 * The data-rights request: which right, and "What are your contact details?". Uncontrolled fields read when the
 * form is sent (see `formFields`), so nothing typed before the scripts ran is lost.
 */
export function DataRightsForm() {
  const t = useT();
  const locale = useLocale();
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<{ reference: string; email: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { type, name, email, details } = formFields(event.currentTarget, ["type", "name", "email", "details"]);
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      const answer = await createSupportApi(createApiClient({ baseUrl: "", locale })).requestDataRights({
        type: type as DataRightsType,
        name,
        email,
        details,
      });
      // Nothing is done before the requester opens the link mailed to that address (ADR 051).
      const sent = { reference: answer.reference, email: email.trim() };
      setReceipt(sent);
      notifyInfo({ title: t("dataRights.sentTitle"), description: t("dataRights.sent", sent) });
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  if (receipt) {
    return (
      <Alert color="alentour" title={t("dataRights.sentTitle")} role="status" data-testid="data-rights-receipt">
        {t("dataRights.sent", receipt)}
      </Alert>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={errors.form} />
        <Radio.Group label={t("dataRights.type")} name="type" error={errors.fields.type} required>
          <Stack gap="xs" mt="xs">
            {types.map((value) => (
              <Radio key={value} value={value} label={t(`dataRights.type.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Fieldset legend={t("dataRights.contactDetails")}>
          <Stack>
            <TextInput label={t("dataRights.name")} autoComplete="name" required name="name" error={errors.fields.name} />
            <TextInput
              label={t("dataRights.email")}
              description={t("dataRights.emailHint")}
              type="email"
              autoComplete="email"
              required
              name="email"
              error={errors.fields.email}
            />
          </Stack>
        </Fieldset>
        <Textarea label={t("dataRights.details")} autosize minRows={3} name="details" error={errors.fields.details} />
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {t("dataRights.send")}
        </Button>
      </Stack>
    </form>
  );
}
