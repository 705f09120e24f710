import { useLocale, useT } from "@alentour/ui/i18n";
import { AreaChart } from "@mantine/charts";
import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { ActivityPerDay, ActivityTotals, FiguresTable, useLiveFigures } from "../console/activity-figures.tsx";
import { showStatisticsCsvPath } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/show-statistics";
import { PageHeading } from "./show-layout.tsx";

const periods = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** `?days=`: 7, 30 (default) or 90, as the support console's analytics. */
function daysFrom(url: URL): number {
  const days = Number(url.searchParams.get("days"));
  return (periods as readonly number[]).includes(days) ? days : 30;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const days = daysFrom(new URL(request.url));
  return { days, slug: params.slug, statistics: await orNotFound(serverTradeShowApi(request).statistics(params.slug, days)) };
}

export default function ShowStatistics({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const number = new Intl.NumberFormat(locale);
  const dayFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayLabel = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  const { statistics, days, slug } = loaderData;
  // Days without a view are days at zero, not gaps in the line.
  const start = Date.parse(statistics.since);
  const perDay = new Map(statistics.perDay.map((row) => [row.day, row.views]));
  const series = Array.from({ length: days }, (_, index) => {
    const day = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    return { day, views: perDay.get(day) ?? 0 };
  });
  const total = series.reduce((sum, row) => sum + row.views, 0);
  const { activity } = statistics;
  useLiveFigures(activity.live);
  const hallName = new Map(activity.halls.map((hall) => [hall.id, hall.name ?? hall.theme]));
  return (
    <Stack>
      <Group justify="space-between">
        <PageHeading title="ts.stats.title" />
        <SegmentedControl
          aria-label={t("ts.period.label")}
          value={String(days)}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set("days", value);
            setParams(next);
          }}
          data={periods.map((value) => ({ value: String(value), label: t("ts.period.days", { days: value }) }))}
        />
      </Group>
      <Text data-testid="views-total">{t("ts.stats.lead", { views: number.format(total), days })}</Text>
      <Paper component="figure" withBorder p="md" m={0} aria-labelledby={id}>
        <Title order={2} size="h4" id={id} mb="md">
          {t("ts.stats.perDay")}
        </Title>
        <AreaChart
          h={260}
          data={series}
          dataKey="day"
          curveType="monotone"
          xAxisProps={{ tickFormatter: dayLabel }}
          valueFormatter={(value) => number.format(value)}
          series={[{ name: "views", label: t("ts.stats.views"), color: "alentour.7" }]}
        />
        {/* The same figures for whoever cannot see the chart. */}
        <details>
          <summary>{t("ts.stats.figures")}</summary>
          <Table striped mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("ts.stats.day")}</Table.Th>
                <Table.Th scope="col">{t("ts.stats.views")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map((row) => (
                <Table.Tr key={row.day}>
                  <Table.Td>{dayLabel(row.day)}</Table.Td>
                  <Table.Td>{number.format(row.views)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </Paper>
      <Stack component="section" aria-labelledby={`${id}-booths`} gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id={`${id}-booths`}>
            {t("stats.booths.title")}
          </Title>
          <Button component="a" href={showStatisticsCsvPath(slug)} download variant="light">
            {t("stats.csv")}
          </Button>
        </Group>
        <Text size="sm">{t("stats.booths.lead", { timeZone: activity.timeZone })}</Text>
        {activity.live && (
          <Text size="sm" c="dimmed" data-testid="live-note">
            {t("stats.live")}
          </Text>
        )}
        <ActivityTotals totals={activity.totals} />
        <ActivityPerDay perDay={activity.perDay} order={3} />
        <FiguresTable
          caption={t("stats.perHall")}
          testId="per-hall"
          heads={[t("stats.hall")]}
          rows={activity.halls.map((hall) => ({ key: hall.id, names: [hall.name ?? hall.theme], counts: hall.counts }))}
        />
        <FiguresTable
          caption={t("stats.perBooth")}
          testId="per-booth"
          heads={[t("stats.hall"), t("stats.booth")]}
          rows={activity.booths.map((booth) => ({
            key: booth.id,
            names: [hallName.get(booth.hallId ?? "") ?? "", booth.companyName],
            counts: booth.counts,
          }))}
        />
      </Stack>
      <Text size="sm" c="dimmed">
        {t("ts.stats.privacy")}
      </Text>
    </Stack>
  );
}
