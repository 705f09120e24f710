import { useT } from "@alentour/ui/i18n";
import { Stack, Text, Title } from "@mantine/core";
import { serverConferenceApi } from "../console/conference-api.server.ts";
import { ExhibitorConferencesPanel } from "../console/exhibitor-conferences-panel.tsx";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/booth-conferences";

// "My conferences" of the exhibitor console: the one screen where a booth's conferences are proposed and followed
// (docs/trade-shows.md#exhibitors). Its exhibitor and accredited colleagues propose once the booth is validated; the
// show's team sees the booth's conferences here and decides them on the show's conferences page.
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const booth = await orNotFound(api.booth(params.boothId));
  if (booth.status !== "validated") return { booth, show: null, conferences: [] };
  const [show, all] = await Promise.all([
    orNotFound(api.get(booth.showSlug)),
    orNotFound(serverConferenceApi(request).list(booth.showSlug)),
  ]);
  return { booth, show, conferences: all.filter((conference) => conference.boothId === booth.id) };
}

export default function BoothConferences({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { booth, show, conferences } = loaderData;
  if (!show) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t("conferences.mine.title")}
        </Title>
        <Text data-testid="section-notice">{t("boothConsole.conferences.notValidated")}</Text>
      </Stack>
    );
  }
  return <ExhibitorConferencesPanel show={show} conferences={conferences} canPropose={booth.myRole !== null} />;
}
