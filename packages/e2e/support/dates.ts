import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";

/** The time zone of every show and dated activity the journeys create (their venues are in France). */
export const SHOW_TIME_ZONE = "Europe/Paris";

/**
 * A "YYYY-MM-DD" some days from today, counted in the shows' time zone. Counted in UTC instead, a journey run
 * between midnight in Paris and midnight UTC would be a day behind what the product calls today.
 */
export function inDays(days: number, now = new Date()): string {
  return addDays(localDateTime(now, SHOW_TIME_ZONE).date, days);
}
