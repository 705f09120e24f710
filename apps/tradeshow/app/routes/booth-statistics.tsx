import { useT } from "@alentour/ui/i18n";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { ActivityPerDay, ActivityTotals, useLiveFigures } from "../console/activity-figures.tsx";
import { boothStatisticsCsvPath } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/booth-statistics";

// A booth's statistics (docs/trade-shows.md#statistics, ADR 102): visits, cards, messages, calls and the views of
// its conferences, per day, for its exhibitor and accredited colleagues; refreshed while the show is open.
export async function loader({ request, params }: Route.LoaderArgs) {
  return { statistics: await orNotFound(serverTradeShowApi(request).boothStatistics(params.boothId)) };
}

export default function BoothStatisticsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { statistics } = loaderData;
  useLiveFigures(statistics.live);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t("booths.stats.title")}
        </Title>
        <Button component="a" href={boothStatisticsCsvPath(statistics.boothId)} download variant="light">
          {t("stats.csv")}
        </Button>
      </Group>
      <Text>{t("booths.stats.lead", { timeZone: statistics.timeZone })}</Text>
      {statistics.live && (
        <Text size="sm" c="dimmed" data-testid="live-note">
          {t("stats.live")}
        </Text>
      )}
      <ActivityTotals totals={statistics.totals} />
      <ActivityPerDay perDay={statistics.perDay} order={2} />
    </Stack>
  );
}
