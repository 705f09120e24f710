"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createSupportApi } from "@alentour/backend-client/support";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { formErrors } from "../auth/form-errors.ts";

type Outcome = { ok: true; reference: string; deadline: string } | { ok: false; message: string };

/**
 * The page the link of a data-rights request opens: it confirms the request came from the holder of the address,
 * so the support team may act on it (ADR 051). Sent once, when the page runs: a mail scanner fetching the link
 * confirms nothing.
 */
export function DataRightsConfirm() {
  const t = useT();
  const locale = useLocale();
  const params = useSearchParams() ?? new URLSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    createSupportApi(createApiClient({ baseUrl: "", locale }))
      .confirmDataRights(token)
      .then((answer) =>
        setOutcome({
          ok: true,
          reference: answer.reference,
          deadline: new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long" }).format(
            new Date(answer.deadlineAt),
          ),
        }),
      )
      .catch((error: unknown) =>
        setOutcome({ ok: false, message: formErrors(error, t("error.description")).form ?? t("error.description") }),
      );
  }, [locale, token, t]);

  const title = !outcome
    ? t("dataRights.confirm.title")
    : outcome.ok
      ? t("dataRights.confirm.successTitle")
      : t("dataRights.confirm.errorTitle");
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {!outcome && (
          <Stack align="center">
            <Loader aria-hidden />
            <Text>{t("dataRights.confirm.checking")}</Text>
          </Stack>
        )}
        {outcome?.ok && (
          <Alert color="alentour" role="status" data-testid="data-rights-confirmed">
            {t("dataRights.confirm.success", { reference: outcome.reference, deadline: outcome.deadline })}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <>
            <Alert color="red" role="alert" data-testid="data-rights-confirm-error">
              {outcome.message}
            </Alert>
            <Anchor href={localizePath("/data-rights", locale)}>{t("dataRights.confirm.again")}</Anchor>
          </>
        )}
      </Stack>
    </Container>
  );
}
