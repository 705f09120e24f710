import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { AreaChart } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { load } from "../actions.server.ts";
import { ChartFigure, useDayLabel } from "../components/chart-figure.tsx";
import { daysFrom, PeriodPicker } from "../components/period-picker.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const days = daysFrom(new URL(request.url));
  return { days, analytics: await load(() => consoleApiFor(request).analytics(days)) };
}

function TopList(props: { title: MessageId; column: MessageId; rows: Array<{ name: string; views: number }> }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t(props.title)}
      </Title>
      {props.rows.length === 0 ? (
        <Text c="dimmed">{t("admin.analytics.none")}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(props.column)}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("admin.analytics.views")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td style={{ wordBreak: "break-all" }}>{row.name}</Table.Td>
                <Table.Td ta="right">{number.format(row.views)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  const dayLabel = useDayLabel();
  const { analytics, days } = loaderData;
  // Days without a view are days at zero, not gaps in the line.
  const start = Date.parse(analytics.since);
  const perDay = new Map(analytics.perDay.map((row) => [row.day, row.views]));
  const series = Array.from({ length: days }, (_, index) => {
    const day = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    return { day, views: perDay.get(day) ?? 0 };
  });
  const total = series.reduce((sum, row) => sum + row.views, 0);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("admin.analytics.title")}</Title>
        <PeriodPicker days={days} />
      </Group>
      <Text>{t("admin.analytics.lead", { views: number.format(total), days })}</Text>
      <ChartFigure
        title={t("admin.analytics.perDay")}
        rows={series}
        columns={[{ key: "views", label: t("admin.analytics.views") }]}
        chart={
          <AreaChart
            h={260}
            data={series}
            dataKey="day"
            curveType="monotone"
            xAxisProps={{ tickFormatter: dayLabel }}
            valueFormatter={(value) => number.format(value)}
            series={[{ name: "views", label: t("admin.analytics.views"), color: "alentour.7" }]}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <TopList
          title="admin.analytics.topPages"
          column="admin.analytics.page"
          rows={analytics.paths.map((row) => ({ name: row.path, views: row.views }))}
        />
        <TopList
          title="admin.analytics.referrers"
          column="admin.analytics.referrer"
          rows={analytics.referrers.map((row) => ({ name: row.referrer, views: row.views }))}
        />
        <TopList
          title="admin.analytics.campaigns"
          column="admin.analytics.campaign"
          rows={analytics.campaigns.map((row) => ({ name: row.campaign, views: row.views }))}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t("admin.analytics.privacy")}
      </Text>
    </Stack>
  );
}
