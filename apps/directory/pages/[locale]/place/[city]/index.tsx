import { accessibilityFamilies } from "@alentour/domain/accessibility";
import { activityCategories, categoryLabel } from "@alentour/domain/activity";
import type { ActivitySummary, City } from "@alentour/domain/directory";
import { cityFeedPath } from "@alentour/domain/feeds";
import type { Locale } from "@alentour/domain/locale";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesDirectoryApi } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../../src/components/light-page.tsx";
import { ActivityCard } from "../../../../src/directory/activity-card.tsx";
import { FeedLinks, feedHead } from "../../../../src/directory/feed-links.tsx";
import { cardStatuses } from "../../../../src/islands/data.ts";

// HTML only (ADR 081): nothing on the page reacts beyond the site's chrome and the cards' opening status, which
// the shared script keeps right.
export const config = { unstable_runtimeJS: false };

const sections = [
  { key: "all", profile: undefined, title: "directory.city.all", limit: 8 },
  { key: "friends", profile: "friends", title: "directory.city.friends", limit: 4 },
  { key: "family", profile: "family", title: "directory.city.family", limit: 4 },
  { key: "couple", profile: "couple", title: "directory.city.couple", limit: 4 },
] as const;

type Props = { locale: Locale; city: City; lists: ActivitySummary[][] };

// Rendered on request, then kept by the front door's shared cache, which the api's purge empties when an
// activity changes (ADR 080). An unknown city is caught by the proxy first (src/existence.ts).
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const locale = localeOf(params);
  const api = pagesDirectoryApi(locale);
  const city = await api.city(String(params?.city ?? ""));
  if (!city) return { notFound: true };
  const lists = await Promise.all(sections.map((s) => api.cityActivities(city.slug, { profile: s.profile, limit: s.limit })));
  shareWithEveryone(res);
  return { props: { locale, city, lists } };
};

export default function CityPage({ locale, city, lists }: Props) {
  const t = translator(locale);
  const title = t("directory.city.title", { city: city.name });
  const lead = t("directory.city.lead", { city: city.name });
  return (
    <LightPage
      locale={locale}
      path={`/place/${city.slug}`}
      title={title}
      description={lead}
      statuses={cardStatuses(lists.flat(), locale, t)}
      head={feedHead({
        title,
        description: lead,
        feedTitle: t("feeds.title", { name: city.name }),
        feedPath: cityFeedPath(city.slug, "rss", locale),
      })}
    >
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1}>{title}</Title>
            <Text size="lg">{lead}</Text>
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
          {/* The accessibility filter (ADR 087): the city's search, filtered on one family of needs. */}
          <nav aria-labelledby="accessible" data-testid="city-accessibility">
            <Title order={2} id="accessible" size="h4" mb={4}>
              {t("accessibility.cityTitle", { city: city.name })}
            </Title>
            <Text size="sm" mb="xs">
              {t("accessibility.cityLead")}
            </Text>
            <Group gap="sm">
              {accessibilityFamilies.map((family) => (
                <AnchorLink
                  key={family}
                  href={localizePath(`/search?${new URLSearchParams({ city: city.name, access: family })}`, locale)}
                >
                  {t(`accessibility.value.${family}`)}
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
    </LightPage>
  );
}
