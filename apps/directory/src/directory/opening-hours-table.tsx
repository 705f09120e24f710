import type { Locale } from "@alentour/domain/locale";
import type { OpeningHours, TimeRange } from "@alentour/domain/opening-hours";
import { type Weekday, weekdayLabels, weekdays } from "@alentour/domain/taxonomy";
import { translator } from "@alentour/ui/translator";
import { Table, TableTbody, TableTd, TableTh, TableTr } from "@mantine/core";

/** The ranges of each weekday; an empty list means closed, null means open round the clock. */
export function hoursByDay(hours: OpeningHours): Record<Weekday, TimeRange[] | null> {
  const result = Object.fromEntries(weekdays.map((day) => [day, [] as TimeRange[]])) as Record<Weekday, TimeRange[] | null>;
  if (hours.mode === "per-day") for (const day of weekdays) result[day] = hours.days[day] ?? [];
  else for (const day of hours.days) result[day] = hours.mode === "24h" ? null : hours.ranges;
  return result;
}

export function OpeningHoursTable({ hours, locale }: { hours: OpeningHours; locale: Locale }) {
  const t = translator(locale);
  const days = hoursByDay(hours);
  return (
    <Table data-testid="opening-hours" withRowBorders={false} verticalSpacing={4}>
      <TableTbody>
        {weekdays.map((day) => {
          const ranges = days[day];
          return (
            <TableTr key={day}>
              <TableTh scope="row" fw={600}>
                {weekdayLabels[day][locale]}
              </TableTh>
              <TableTd>
                {ranges === null
                  ? t("directory.activity.open24")
                  : ranges.length === 0
                    ? t("directory.activity.closedDay")
                    : ranges.map((range) => `${range.start} – ${range.end}`).join(", ")}
              </TableTd>
            </TableTr>
          );
        })}
      </TableTbody>
    </Table>
  );
}
