import { Anchor, Group, Text } from "@mantine/core";

export type FeedLinkLabels = { follow: string; calendar: string; rss: string; how: string; embed: string };

/** The labels in the page's language, from its translator (server) or its `useT` (browser). */
export function feedLinkLabels(
  t: (key: "feeds.follow" | "feeds.calendar" | "feeds.rss" | "feeds.how" | "embed.link") => string,
): FeedLinkLabels {
  return {
    follow: t("feeds.follow"),
    calendar: t("feeds.calendar"),
    rss: t("feeds.rss"),
    how: t("feeds.how"),
    embed: t("embed.link"),
  };
}

/** A page's calendar and RSS feeds as plain links, the page that explains them (docs/feeds.md), and how to embed the list. */
export function FeedLinkGroup({
  labels,
  ics,
  rss,
  how,
  embed,
}: {
  labels: FeedLinkLabels;
  ics: string;
  rss: string;
  how: string;
  /** The developers page's section on embedding this list. */
  embed: string;
}) {
  return (
    <Group gap="xs" data-testid="feed-links">
      <Text size="sm">{labels.follow}</Text>
      <Anchor size="sm" href={ics} type="text/calendar">
        {labels.calendar}
      </Anchor>
      <Anchor size="sm" href={rss} type="application/rss+xml">
        {labels.rss}
      </Anchor>
      <Anchor size="sm" href={how}>
        {labels.how}
      </Anchor>
      <Anchor size="sm" href={embed}>
        {labels.embed}
      </Anchor>
    </Group>
  );
}
