// A trade show's statistics (docs/trade-shows.md#statistics, ADR 102): what happened at its booths, counted per
// local day in the show's time zone.

/** What the statistics recorder counts. */
export const statisticKinds = ["visit", "card", "message", "call-accepted", "call-missed", "conference-view"] as const;
export type StatisticKind = (typeof statisticKinds)[number];

export type StatisticCounts = Record<StatisticKind, number>;

export const noCounts = (): StatisticCounts => ({
  visit: 0,
  card: 0,
  message: 0,
  "call-accepted": 0,
  "call-missed": 0,
  "conference-view": 0,
});

/** The figures of a show or of one booth: totals, and per local day ("YYYY-MM-DD") for the days with any. */
export type ActivityStatistics = {
  /** While the show runs (until its online access closes), the pages refresh their figures. */
  live: boolean;
  timeZone: string;
  totals: StatisticCounts;
  perDay: Array<{ day: string; counts: StatisticCounts }>;
};

/** The organisers' figures: the show's, each hall's (in the show's order) and each booth's. */
export type ShowActivityStatistics = ActivityStatistics & {
  halls: Array<{ id: string; name: string | null; theme: string; counts: StatisticCounts }>;
  booths: Array<{ id: string; companyName: string; hallId: string | null; counts: StatisticCounts }>;
};

/** An exhibitor's figures for their booth. */
export type BoothStatistics = ActivityStatistics & { boothId: string; companyName: string; showName: string; showSlug: string };
