import type { EventDates, EventPhase } from "@alentour/domain/event-dates";
import type { OpeningStatus } from "@alentour/domain/opening-hours";

/** Filled badges with white text: every shade here keeps at least 4.5:1 (tested). Mantine colour and shade. */
export const statusColors: Record<OpeningStatus, { color: string; shade: number }> = {
  open: { color: "alentour", shade: 8 },
  "closing-soon": { color: "ember", shade: 8 },
  closed: { color: "gray", shade: 8 },
};

/**
 * What the status badge says: open, closing soon or closed, except a dated event closed because it has not
 * begun ("Starts 28 November") or is over ("Ended"). Shared by the React badge and the activity page's script.
 */
export function statusLabelKind(
  status: OpeningStatus,
  phase: EventPhase | null,
  dates: EventDates | null,
): OpeningStatus | "startsOn" | "ended" {
  if (status === "closed" && phase === "upcoming" && dates) return "startsOn";
  if (status === "closed" && phase === "ended") return "ended";
  return status;
}
