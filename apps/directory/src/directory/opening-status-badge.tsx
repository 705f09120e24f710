"use client";
import { type OpeningHours, type OpeningStatus, openingStatus } from "@alentour/domain/opening-hours";
import { useT } from "@alentour/ui/i18n";
import { Badge } from "@mantine/core";
import { useEffect, useState } from "react";

/** Filled badges with white text: every shade here keeps at least 4.5:1 (tested). */
export const statusColors: Record<OpeningStatus, string> = { open: "alentour.8", "closing-soon": "ember.8", closed: "gray.8" };

/**
 * Open, closing soon or closed, in the activity's own time zone. The server's reading (from when the page
 * was rendered) shows first; the browser then recomputes it every minute, so a cached page stays right.
 */
export function OpeningStatusBadge({
  hours,
  timeZone,
  initial,
}: {
  hours: OpeningHours;
  timeZone: string;
  initial: OpeningStatus;
}) {
  const t = useT();
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const update = () => setStatus(openingStatus(hours, new Date(), timeZone));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, timeZone]);
  return (
    <Badge color={statusColors[status]} variant="filled" data-testid="opening-status" data-status={status}>
      {t(`directory.status.${status}`)}
    </Badge>
  );
}
