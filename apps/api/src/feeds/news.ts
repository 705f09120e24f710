// An RSS 2.0 feed of activities (docs/feeds.md, ADR 085): one item per activity, dated at its next opening, so a
// reader lists what is on soonest first.
import { Feed } from "feed";
import { type CalendarActivity, calendarEntries } from "./calendar.ts";

export function activitiesNews(input: {
  title: string;
  description: string;
  /** The page the feed mirrors (a city, a category, a search). */
  link: string;
  /** The feed's own address. */
  self: string;
  language: "fr" | "en";
  activities: readonly CalendarActivity[];
  /** "Next opening: …" in the reader's language. */
  nextOpening: (start: Date, timeZone: string) => string;
  now: Date;
}): string {
  const feed = new Feed({
    id: input.link,
    title: input.title,
    description: input.description,
    link: input.link,
    language: input.language,
    feedLinks: { rss: input.self },
    updated: input.now,
    generator: "Alentour",
    ttl: 60,
    copyright: "Alentour",
  });
  const items = input.activities.flatMap((activity) => {
    const next = calendarEntries(activity, input.now, true)
      .map((entry) => entry.start)
      .sort((a, b) => a.toMillis() - b.toMillis())[0];
    if (!next) return [];
    const start = next.toJSDate();
    return [{ activity, start, text: `${activity.summary}. ${input.nextOpening(start, activity.timeZone)}` }];
  });
  items.sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const { activity, start, text } of items) {
    feed.addItem({
      title: activity.name,
      id: activity.url,
      guid: activity.url,
      link: activity.url,
      date: start,
      description: text,
    });
  }
  return feed.rss2();
}
