import { Anchor, Group, Text } from "@mantine/core";

export type FeedLinkLabels = { follow: string; calendar: string; rss: string; how: string };

/** The labels in the page's language, from its translator (server) or its `useT` (browser). */
export function feedLinkLabels(
  t: (key: "feeds.follow" | "feeds.calendar" | "feeds.rss" | "feeds.how") => string,
): FeedLinkLabels {
  return { follow: t("feeds.follow"), calendar: t("feeds.calendar"), rss: t("feeds.rss"), how: t("feeds.how") };
}

/** A page's calendar and RSS feeds as plain links, and the page that explains them (docs/feeds.md). */
export function FeedLinkGroup({ labels, ics, rss, how }: { labels: FeedLinkLabels; ics: string; rss: string; how: string }) {
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
    </Group>
  );
}
