import { useLocale, useT } from "@alentour/ui/i18n";
import { Paper, Table, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A chart with its title, and the same figures as a table for whoever cannot see the chart. */
export function ChartFigure(props: {
  title: string;
  chart: ReactNode;
  rows: Array<{ day: string } & Record<string, number | string>>;
  columns: Array<{ key: string; label: string }>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const format = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <Paper component="figure" withBorder p="md" m={0} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {props.title}
      </Title>
      {props.chart}
      <details>
        <summary>{t("admin.chart.figures")}</summary>
        <Table striped mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.chart.day")}</Table.Th>
              {props.columns.map((column) => (
                <Table.Th scope="col" key={column.key}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td>{day.format(new Date(`${row.day}T00:00:00Z`))}</Table.Td>
                {props.columns.map((column) => (
                  <Table.Td key={column.key}>{format.format(Number(row[column.key]))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Paper>
  );
}

/** The day axis' labels: "21 nov." / "Nov 21". */
export function useDayLabel() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (value: string) => format.format(new Date(`${value}T00:00:00Z`));
}
