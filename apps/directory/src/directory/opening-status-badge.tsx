"use client";
import { type EventDates, type EventPhase, eventPhaseAt, formatEventDate } from "@alentour/domain/event-dates";
import { type OpeningHours, type OpeningStatus, openingStatus } from "@alentour/domain/opening-hours";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Badge } from "@mantine/core";
import { useEffect, useState } from "react";
import { statusColors, statusLabelKind } from "./opening-status-label.ts";

/**
 * Open, closing soon or closed, in the activity's own time zone; a dated event closed because it has not begun
 * or is over says so ("Starts 28 November", "Ended"). The server's reading (from when the page was rendered)
 * shows first; the browser then recomputes it every minute, so a cached page stays right.
 */
export function OpeningStatusBadge({
  hours,
  timeZone,
  dates = null,
  initial,
  initialPhase = null,
}: {
  hours: OpeningHours;
  timeZone: string;
  dates?: EventDates | null;
  initial: OpeningStatus;
  /** The server's reading of a dated event's phase, beside `initial` (eventPhaseAt). */
  initialPhase?: EventPhase | null;
}) {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState(initial);
  const [phase, setPhase] = useState(initialPhase);
  useEffect(() => {
    const update = () => {
      const now = new Date();
      setStatus(openingStatus(hours, now, timeZone, dates));
      setPhase(eventPhaseAt(dates, now, timeZone));
    };
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, timeZone, dates]);
  const kind = statusLabelKind(status, phase, dates);
  const label =
    kind === "startsOn" && dates
      ? t("directory.status.startsOn", { date: formatEventDate(dates.start, locale, false) })
      : t(`directory.status.${kind}`);
  const { color, shade } = statusColors[status];
  return (
    <Badge
      color={`${color}.${shade}`}
      variant="filled"
      data-testid="opening-status"
      data-status={status}
      // The page's script rewrites the label by this name (src/islands/activity.ts), not by Mantine's class.
      attributes={{ label: { "data-status-label": "" } }}
    >
      {label}
    </Badge>
  );
}
