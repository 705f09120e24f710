import { type EventDates, formatEventDate } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import type { OpeningHours, OpeningStatus } from "@alentour/domain/opening-hours";
import { type MapTextKey, mapTextKeys } from "@alentour/ui/map-basemap";
import type { translator } from "@alentour/ui/translator";

/** What the page's scripts need, written into the page as JSON (ADR 046, 081). */
export type IslandData = {
  locale: Locale;
  /** The texts the scripts show, already in the page's language. */
  messages: Record<
    | "copiedTitle"
    | "copied"
    | "errorTitle"
    | "suggestSentTitle"
    | "suggestSent"
    | "claimedTitle"
    | "claimed"
    | "requestedTitle"
    | "requested"
    | "error"
    | "deletedTitle"
    | "deleted",
    string
  >;
  /** One per opening-status badge, in the order they are in the page. */
  statuses: Array<{ hours: OpeningHours; timeZone: string; dates: EventDates | null; labels: StatusLabels }>;
  /** The activity's map; pages without a map leave it out. */
  map?: { lat: number; lng: number; styleUrl: string | null; texts: Record<MapTextKey, string> };
};

/** The texts of the scripts' notices and errors, in the page's language. */
export function islandMessages(t: ReturnType<typeof translator>): IslandData["messages"] {
  return {
    copiedTitle: t("directory.activity.copiedTitle"),
    copied: t("directory.activity.copied"),
    errorTitle: t("auth.errorTitle"),
    suggestSentTitle: t("directory.activity.suggestSentTitle"),
    suggestSent: t("directory.activity.suggestSent"),
    claimedTitle: t("claim.claimedTitle"),
    claimed: t("claim.claimed"),
    requestedTitle: t("claim.requestedTitle"),
    requested: t("claim.requested"),
    error: t("error.description"),
    deletedTitle: t("profile.deleted.title"),
    deleted: t("profile.deleted.body"),
  };
}

/** MapLibre's texts and the basemap's caption, in the page's language. */
export function mapTexts(t: ReturnType<typeof translator>): Record<MapTextKey, string> {
  return Object.fromEntries(mapTextKeys.map((key) => [key, t(key)])) as Record<MapTextKey, string>;
}

export type StatusLabels = Record<OpeningStatus | "startsOn" | "ended", string>;

/** Every label a badge may need, so that the script only picks one. */
export function statusLabels(dates: EventDates | null, locale: Locale, t: ReturnType<typeof translator>): StatusLabels {
  return {
    open: t("directory.status.open"),
    "closing-soon": t("directory.status.closing-soon"),
    closed: t("directory.status.closed"),
    startsOn: dates ? t("directory.status.startsOn", { date: formatEventDate(dates.start, locale, false) }) : "",
    ended: t("directory.status.ended"),
  };
}

/** The statuses of a list's cards, in their order, for the shared script (src/islands/activity.ts). */
export function cardStatuses(
  activities: Array<{ openingHours: OpeningHours; timeZone: string; dates: EventDates | null }>,
  locale: Locale,
  t: ReturnType<typeof translator>,
): IslandData["statuses"] {
  return activities.map((a) => ({
    hours: a.openingHours,
    timeZone: a.timeZone,
    dates: a.dates,
    labels: statusLabels(a.dates, locale, t),
  }));
}

/** The page's script, built by scripts/build-islands.mjs with its content hash in its name. */
export function islandScript(): string {
  return `/islands/${manifest().activity}`;
}

/** The trade-show page's own script (its countdown and claim dialog), beside the activity page's. */
export function tradeShowIslandScript(): string {
  return `/islands/${manifest()["trade-show"]}`;
}

/** The search page's island (ADR 116): its React screen, hydrated over the server's HTML, beside the shared script. */
export function searchIslandScript(): string {
  return `/islands/${manifest().search}`;
}

type Manifest = { activity: string; "trade-show": string; search: string };
let cached: Manifest | undefined;
function manifest(): Manifest {
  if (!cached) {
    // Read once, at the first render: written by the build next to the scripts.
    const fs = process.getBuiltinModule("node:fs");
    const path = process.getBuiltinModule("node:path");
    cached = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/islands/manifest.json"), "utf8"));
  }
  return cached as Manifest;
}
