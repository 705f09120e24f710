import { activityCategories, categoryLabel } from "@alentour/domain/activity";
import { cityFeedPath } from "@alentour/domain/feeds";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { directoryApi } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { ActivityCard } from "../../../../src/directory/activity-card.tsx";
import { FeedLinks, feedAlternate } from "../../../../src/directory/feed-links.tsx";
import { alternates } from "../../../../src/directory/seo.ts";
import { localeParam } from "../../../../src/locale.ts";

type Props = { params: Promise<{ locale: string; city: string }> };

// Rendered on request, so that its scripts carry the request's CSP nonce (ADR 054); the api's answers come
// from the data cache for a minute (and are purged when an activity changes).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const city = await directoryApi(locale).city((await params).city);
  if (!city) return {};
  const t = translator(locale);
  return {
    title: t("directory.city.title", { city: city.name }),
    description: t("directory.city.lead", { city: city.name }),
    alternates: {
      ...alternates(`/place/${city.slug}`, locale),
      types: feedAlternate(t("feeds.title", { name: city.name }), cityFeedPath(city.slug, "rss", locale)),
    },
    openGraph: {
      title: t("directory.city.title", { city: city.name }),
      description: t("directory.city.lead", { city: city.name }),
      type: "website",
    },
  };
}

const sections = [
  { key: "all", profile: undefined, title: "directory.city.all", limit: 8 },
  { key: "friends", profile: "friends", title: "directory.city.friends", limit: 4 },
  { key: "family", profile: "family", title: "directory.city.family", limit: 4 },
  { key: "couple", profile: "couple", title: "directory.city.couple", limit: 4 },
] as const;

export default async function CityPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const api = directoryApi(locale);
  const city = await api.city((await params).city);
  if (!city) notFound();
  const lists = await Promise.all(sections.map((s) => api.cityActivities(city.slug, { profile: s.profile, limit: s.limit })));

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("directory.city.title", { city: city.name })}</Title>
          <Text size="lg">{t("directory.city.lead", { city: city.name })}</Text>
          <FeedLinks locale={locale} feed={(format) => cityFeedPath(city.slug, format, locale)} />
        </Stack>
        <nav aria-labelledby="categories">
          <Title order={2} id="categories" size="h4" mb="xs">
            {t("directory.city.categories")}
          </Title>
          <Group gap="sm">
            {activityCategories.map((category) => (
              <AnchorLink key={category} href={localizePath(`/place/${city.slug}/${category}`, locale)}>
                {categoryLabel(category, locale)}
              </AnchorLink>
            ))}
          </Group>
        </nav>
        {sections.map((section, index) => (
          <section key={section.key} aria-labelledby={`section-${section.key}`} data-testid={`section-${section.key}`}>
            <Title order={2} id={`section-${section.key}`} size="h3" mb="sm">
              {t(section.title)}
            </Title>
            {lists[index]?.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                {lists[index].map((activity) => (
                  <ActivityCard key={activity.id} activity={activity} locale={locale} />
                ))}
              </SimpleGrid>
            ) : (
              <Text>{t("directory.city.empty")}</Text>
            )}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
