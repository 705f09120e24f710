"use client";
import { type EventDates, type EventPhase, eventPhaseAt, formatEventDate } from "@alentour/domain/event-dates";
import { type OpeningHours, type OpeningStatus, openingStatus } from "@alentour/domain/opening-hours";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Badge } from "@mantine/core";
import { useEffect, useState } from "react";

/** Filled badges with white text: every shade here keeps at least 4.5:1 (tested). */
export const statusColors: Record<OpeningStatus, string> = { open: "alentour.8", "closing-soon": "ember.8", closed: "gray.8" };

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
  const label =
    status === "closed" && phase === "upcoming" && dates
      ? t("directory.status.startsOn", { date: formatEventDate(dates.start, locale, false) })
      : status === "closed" && phase === "ended"
        ? t("directory.status.ended")
        : t(`directory.status.${status}`);
  return (
    <Badge color={statusColors[status]} variant="filled" data-testid="opening-status" data-status={status}>
      {label}
    </Badge>
  );
}
