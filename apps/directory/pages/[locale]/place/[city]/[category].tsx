import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  isSubCategory,
  subCategoriesOf,
  subCategoryLabel,
} from "@alentour/domain/activity";
import type { ActivitySummary, City } from "@alentour/domain/directory";
import { cityFeedPath } from "@alentour/domain/feeds";
import type { Locale } from "@alentour/domain/locale";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesDirectoryApi } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../../src/components/light-page.tsx";
import { ActivityCard } from "../../../../src/directory/activity-card.tsx";
import { FeedLinks, feedHead } from "../../../../src/directory/feed-links.tsx";
import { cardStatuses } from "../../../../src/islands/data.ts";

// HTML only (ADR 081), like the city page: the shared script keeps the cards' opening status right.
export const config = { unstable_runtimeJS: false };
const TOP = 20;

const isCategory = (value: string): value is ActivityCategory => (activityCategories as readonly string[]).includes(value);

type Props = { locale: Locale; city: City; category: ActivityCategory; activities: ActivitySummary[]; title: string };

// Rendered on request (the finder's ?subCategory= varies it), then kept by the front door's shared cache, which
// the api's purge empties (ADR 080). Unknown cities and categories are caught by the proxy (src/existence.ts).
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, res }) => {
  const locale = localeOf(params);
  const category = String(params?.category ?? "");
  if (!isCategory(category)) return { notFound: true };
  const api = pagesDirectoryApi(locale);
  const city = await api.city(String(params?.city ?? ""));
  if (!city) return { notFound: true };
  // The home page's finder narrows to one sub-category of the category.
  const wanted = query.subCategory;
  const subCategory = isSubCategory(wanted) && subCategoriesOf(category).includes(wanted) ? wanted : undefined;
  const activities = await api.cityActivities(city.slug, { category, subCategory, limit: TOP });
  const t = translator(locale);
  // The count is the one shown below, not the most the page could show; a sub-category names itself.
  const title = t("directory.category.title", {
    count: activities.length,
    category: subCategory
      ? `${categoryLabel(category, locale)} · ${subCategoryLabel(subCategory, locale)}`
      : categoryLabel(category, locale),
    city: city.name,
  });
  shareWithEveryone(res);
  return { props: { locale, city, category, activities, title } };
};

export default function CategoryPage({ locale, city, category, activities, title }: Props) {
  const t = translator(locale);
  return (
    <LightPage
      locale={locale}
      path={`/place/${city.slug}/${category}`}
      title={title}
      // The site's description, as the App Router's layout gave this page.
      description={t("directory.home.lead")}
      statuses={cardStatuses(activities, locale, t)}
      head={feedHead({
        title,
        feedTitle: t("feeds.title", { name: `${categoryLabel(category, locale)} — ${city.name}` }),
        feedPath: cityFeedPath(city.slug, "rss", locale, category),
      })}
    >
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={1}>{title}</Title>
          <FeedLinks locale={locale} feed={(format) => cityFeedPath(city.slug, format, locale, category)} />
          {activities.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="ol" style={{ listStyle: "none", padding: 0 }}>
              {activities.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} locale={locale} headingLevel={2} />
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Text>{t("directory.city.empty")}</Text>
          )}
          <AnchorLink href={localizePath(`/place/${city.slug}`, locale)}>
            {t("directory.category.back", { city: city.name })}
          </AnchorLink>
        </Stack>
      </Container>
    </LightPage>
  );
}
