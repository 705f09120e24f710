import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { AreaChart, BarChart } from "@mantine/charts";
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { ChartFigure, useDayLabel } from "../components/chart-figure.tsx";
import { daysFrom, PeriodPicker } from "../components/period-picker.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/overview";

export async function loader({ request }: Route.LoaderArgs) {
  const days = daysFrom(new URL(request.url));
  return { days, overview: await load(() => consoleApiFor(request).overview(days)) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const dayLabel = useDayLabel();
  const { totals, series } = loaderData.overview;
  const number = new Intl.NumberFormat(locale);
  const cards: Array<{ label: MessageId; value: number; to: string; testId: string }> = [
    { label: "admin.overview.activities", value: totals.activities, to: "/activities", testId: "total-activities" },
    { label: "admin.overview.published", value: totals.published, to: "/activities?published=yes", testId: "total-published" },
    { label: "admin.overview.users", value: totals.users, to: "/users", testId: "total-users" },
    { label: "admin.overview.openSuggestions", value: totals.openSuggestions, to: "/suggestions", testId: "total-suggestions" },
    {
      label: "admin.overview.openMessages",
      value: totals.openMessages,
      to: "/contact-messages?status=open",
      testId: "total-messages",
    },
    { label: "admin.overview.openRequests", value: totals.openRequests, to: "/data-rights", testId: "total-requests" },
  ];
  const chartProps = {
    h: 220,
    data: series,
    dataKey: "day",
    xAxisProps: { tickFormatter: dayLabel },
    valueFormatter: (value: number) => number.format(value),
    gridAxis: "xy" as const,
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("admin.overview.title")}</Title>
        <PeriodPicker days={loaderData.days} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        {cards.map((card) => (
          <Paper key={card.label} withBorder p="md">
            <Anchor component={Link} to={card.to} size="sm">
              {t(card.label)}
            </Anchor>
            <Text fz={28} fw={700} data-testid={card.testId}>
              {number.format(card.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <ChartFigure
          title={t("admin.overview.chartActivities")}
          rows={series}
          columns={[{ key: "activities", label: t("admin.overview.newActivities") }]}
          chart={
            <BarChart
              {...chartProps}
              series={[{ name: "activities", label: t("admin.overview.newActivities"), color: "alentour.7" }]}
            />
          }
        />
        <ChartFigure
          title={t("admin.overview.chartSignUps")}
          rows={series}
          columns={[{ key: "signUps", label: t("admin.overview.signUps") }]}
          chart={
            <BarChart {...chartProps} series={[{ name: "signUps", label: t("admin.overview.signUps"), color: "indigo.7" }]} />
          }
        />
        <ChartFigure
          title={t("admin.overview.chartPageViews")}
          rows={series}
          columns={[{ key: "pageViews", label: t("admin.overview.pageViews") }]}
          chart={
            <AreaChart
              {...chartProps}
              curveType="monotone"
              series={[{ name: "pageViews", label: t("admin.overview.pageViews"), color: "orange.8" }]}
            />
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
