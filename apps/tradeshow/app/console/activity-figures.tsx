import type { ActivityStatistics, StatisticCounts, StatisticKind } from "@alentour/domain/statistics";
import { statisticKinds } from "@alentour/domain/statistics";
import { useLocale, useT } from "@alentour/ui/i18n";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId } from "react";
import { useRevalidator } from "react-router";

// The statistics of a show's booths (docs/trade-shows.md#statistics, ADR 102), as the organisers' and the
// exhibitors' pages show them: the totals, a chart per day with its figures as a table, and the refresh.

/** Chart keys without dashes, and a colour each. */
const chartKey: Record<StatisticKind, string> = {
  visit: "visit",
  card: "card",
  message: "message",
  "call-accepted": "callAccepted",
  "call-missed": "callMissed",
  "conference-view": "conferenceView",
};
const colour: Record<StatisticKind, string> = {
  visit: "alentour.7",
  card: "teal.8",
  message: "blue.8",
  "call-accepted": "grape.8",
  "call-missed": "orange.9",
  "conference-view": "indigo.8",
};

/** While the show is open the page asks for its figures again every 30 seconds (when the tab is seen). */
export function useLiveFigures(live: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, 30_000);
    return () => clearInterval(timer);
  }, [live, revalidator]);
}

/**
 * A wide table that scrolls sideways on a phone: a labelled region the keyboard can reach and scroll (axe's
 * scrollable-region-focusable), rather than a page wider than the window.
 */
function ScrollBox({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the keyboard.
    <section aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}

export function ActivityTotals({ totals }: { totals: StatisticCounts }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
      {statisticKinds.map((kind) => (
        <Paper key={kind} withBorder p="sm" data-testid={`total-${kind}`}>
          <Text component="dt" size="sm">
            {t(`stats.kind.${kind}`)}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {number.format(totals[kind])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** `order`: the heading's level under the page's (2 on a booth's page, 3 under the organisers' section). */
export function ActivityPerDay({ perDay, order }: { perDay: ActivityStatistics["perDay"]; order: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const number = new Intl.NumberFormat(locale);
  const dayFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayLabel = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  const data = perDay.map(({ day, counts }) => ({
    day,
    ...Object.fromEntries(statisticKinds.map((kind) => [chartKey[kind], counts[kind]])),
  }));
  return (
    <Paper component="figure" withBorder p="md" m={0} aria-labelledby={id}>
      <Title order={order} size="h4" id={id} mb="md">
        {t("stats.perDay")}
      </Title>
      {perDay.length === 0 ? (
        <Text data-testid="no-figures">{t("stats.none")}</Text>
      ) : (
        <>
          <BarChart
            h={260}
            data={data}
            dataKey="day"
            xAxisProps={{ tickFormatter: dayLabel }}
            valueFormatter={(value) => number.format(value)}
            withLegend
            series={statisticKinds.map((kind) => ({ name: chartKey[kind], label: t(`stats.kind.${kind}`), color: colour[kind] }))}
          />
          {/* The same figures for whoever cannot see the chart. */}
          <details>
            <summary>{t("stats.figures")}</summary>
            <ScrollBox label={t("stats.perDay")} minWidth={640}>
              <Table striped mt="xs" data-testid="per-day">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("stats.day")}</Table.Th>
                    {statisticKinds.map((kind) => (
                      <Table.Th scope="col" key={kind}>
                        {t(`stats.kind.${kind}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {perDay.map(({ day, counts }) => (
                    <Table.Tr key={day}>
                      <Table.Th scope="row">{dayLabel(day)}</Table.Th>
                      {statisticKinds.map((kind) => (
                        <Table.Td key={kind}>{number.format(counts[kind])}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
          </details>
        </>
      )}
    </Paper>
  );
}

/** A table of figures, one row per hall or booth, its name in the first column(s). */
export function FiguresTable({
  caption,
  testId,
  heads,
  rows,
}: {
  caption: string;
  testId: string;
  heads: string[];
  rows: Array<{ key: string; names: string[]; counts: StatisticCounts }>;
}) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  return (
    <ScrollBox label={caption} minWidth={720}>
      <Table striped data-testid={testId}>
        <Table.Caption style={{ captionSide: "top", textAlign: "start" }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {[...heads, ...statisticKinds.map((kind) => t(`stats.kind.${kind}`))].map((head) => (
              <Table.Th scope="col" key={head}>
                {head}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-row={row.key}>
              {row.names.map((name, index) =>
                index === row.names.length - 1 ? (
                  <Table.Th scope="row" key={`${index}-${name}`}>
                    {name}
                  </Table.Th>
                ) : (
                  <Table.Td key={`${index}-${name}`}>{name}</Table.Td>
                ),
              )}
              {statisticKinds.map((kind) => (
                <Table.Td key={kind} data-kind={kind}>
                  {number.format(row.counts[kind])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
