import type { TradeShow } from "@alentour/domain/trade-show";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Badge } from "@mantine/core";

const stateColors = { upcoming: "blue", ongoing: "green.9", finished: "gray" } as const;

/** Upcoming, ongoing or finished, as the api derived it in the show's time zone. */
export function TimeStateBadge({ show }: { show: Pick<TradeShow, "timeState"> }) {
  const t = useT();
  return (
    <Badge color={stateColors[show.timeState]} variant="light" data-testid="time-state">
      {t(`ts.state.${show.timeState}`)}
    </Badge>
  );
}

const DAY_MS = 86_400_000;
/** How close the opening must be for an unfinished show to need its organiser's attention. */
const SOON_DAYS = 14;

/** What an organiser should look at: a show not listed, without halls or images, opening soon. */
export function attentionOf(show: TradeShow, now: Date): Array<{ key: MessageId; params?: Record<string, number> }> {
  if (show.timeState === "finished") return [];
  const items: Array<{ key: MessageId; params?: Record<string, number> }> = [];
  if (show.listing === "private") items.push({ key: "ts.attention.private" });
  if (show.halls.length === 0) items.push({ key: "ts.attention.noHalls" });
  if (!show.logoUrl) items.push({ key: "ts.attention.noLogo" });
  if (!show.bannerUrl) items.push({ key: "ts.attention.noBanner" });
  if (show.timeState === "upcoming") {
    const days = Math.ceil((Date.parse(`${show.startDate}T00:00:00Z`) - now.getTime()) / DAY_MS);
    if (days >= 0 && days <= SOON_DAYS) items.push({ key: "ts.attention.startsSoon", params: { days } });
  }
  return items;
}

/** "From 28 November 2026 to 1 December 2026". */
export function useShowDates() {
  const t = useT();
  const format = new Intl.DateTimeFormat(useLocale(), { dateStyle: "long", timeZone: "UTC" });
  const day = (value: string) => format.format(new Date(`${value}T00:00:00Z`));
  return (show: Pick<TradeShow, "startDate" | "endDate">) =>
    t("ts.home.dates", { start: day(show.startDate), end: day(show.endDate) });
}
