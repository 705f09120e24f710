import type { Locale } from "@alentour/domain/locale";
import type { OpeningHours, TimeRange } from "@alentour/domain/opening-hours";
import { type Weekday, weekdayLabels, weekdays } from "@alentour/domain/taxonomy";
import { translator } from "@alentour/ui/translator";
import classes from "./opening-hours-table.module.css";

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
    <table className={classes.table} data-testid="opening-hours">
      <tbody>
        {weekdays.map((day) => {
          const ranges = days[day];
          return (
            <tr key={day}>
              <th scope="row">{weekdayLabels[day][locale]}</th>
              <td>
                {ranges === null
                  ? t("directory.activity.open24")
                  : ranges.length === 0
                    ? t("directory.activity.closedDay")
                    : ranges.map((range) => `${range.start} – ${range.end}`).join(", ")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
