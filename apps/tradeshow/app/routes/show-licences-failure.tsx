import { useT } from "@alentour/ui/i18n";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { PageHeading, useShow } from "./show-layout.tsx";

/** Where Stripe Checkout sends the buyer back when the payment did not happen (docs/licences.md). */
export default function LicencesFailure() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const [params] = useSearchParams();
  const orderId = params.get("order");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const licencesPage = `/tradeshow/shows/${encodeURIComponent(show.slug)}/licences`;

  async function retry() {
    if (!orderId) return;
    setBusy(true);
    setError(null);
    try {
      const { checkoutUrl } = await api.retryLicenceOrder(show.slug, orderId);
      window.location.assign(checkoutUrl ?? licencesPage);
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
      setBusy(false);
    }
  }

  return (
    <Stack>
      <PageHeading title="licences.failure.title" />
      <Paper withBorder p="lg">
        <Stack align="flex-start">
          <Text fw={600} data-testid="payment-failed">
            {t("licences.failure.body")}
          </Text>
          <Text>{t("licences.failure.later")}</Text>
          <Group>
            {orderId && (
              <Button onClick={retry} loading={busy}>
                {t("licences.failure.retry")}
              </Button>
            )}
            <Button component="a" href={licencesPage} variant="default">
              {t("licences.back")}
            </Button>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
