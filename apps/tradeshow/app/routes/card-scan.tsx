import type { Locale } from "@alentour/domain/locale";
import { useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { translator } from "@alentour/ui/translator";
import { Alert, Button, Container, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/card-scan";

// The address an attendee's QR code holds (docs/trade-shows.md#attendees), opened by an exhibitor's phone camera:
// the card goes to the leads of one of the caller's validated booths. The page shows nothing of the card before
// then: the code is all it knows, and it names nobody.
export async function loader({ request }: Route.LoaderArgs) {
  const booths = (await serverTradeShowApi(request).myBooths()).filter((booth) => booth.status === "validated");
  return { booths: booths.map((booth) => ({ id: booth.id, companyName: booth.companyName, showName: booth.showName })) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("attendees.scan.title")} · Alentour` }, { name: "referrer", content: "no-referrer" }];
};

export default function CardScan({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const api = useTradeShowApi();
  const navigate = useNavigate();
  const { booths } = loaderData;
  const [boothId, setBoothId] = useState(booths[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await api.scanCard(boothId, params.token);
      notifyInfo({ title: t("booths.leads.title"), description: t("attendees.leads.scanned") });
      await navigate(`/booths/${boothId}/leads`);
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg">
        <Stack>
          <Title order={1} size="h2">
            {t("attendees.scan.title")}
          </Title>
          {booths.length === 0 ? (
            <Alert color="gray" data-testid="no-booth">
              {t("attendees.scan.noBooth")}
            </Alert>
          ) : (
            <form onSubmit={submit}>
              <Stack>
                <Text>{t("attendees.scan.lead")}</Text>
                {booths.length > 1 && (
                  <Radio.Group label={t("attendees.scan.booth")} value={boothId} onChange={setBoothId} required>
                    <Stack gap="xs" mt="xs">
                      {booths.map((booth) => (
                        <Radio key={booth.id} value={booth.id} label={`${booth.companyName} · ${booth.showName}`} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
                  {booths.length > 1
                    ? t("attendees.scan.submit")
                    : t("attendees.scan.submitTo", { booth: booths[0]?.companyName ?? "" })}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
