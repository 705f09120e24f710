import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  isSubCategory,
  subCategoriesOf,
  subCategoryLabel,
} from "@alentour/domain/activity";
import { cityFeedPath } from "@alentour/domain/feeds";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { directoryApi } from "../../../../../src/api.server.ts";
import { AnchorLink } from "../../../../../src/components/anchor-link.tsx";
import { ActivityCard } from "../../../../../src/directory/activity-card.tsx";
import { FeedLinks, feedAlternate } from "../../../../../src/directory/feed-links.tsx";
import { alternates } from "../../../../../src/directory/seo.ts";
import { localeParam } from "../../../../../src/locale.ts";

type Props = {
  params: Promise<{ locale: string; city: string; category: string }>;
  searchParams: Promise<{ subCategory?: string }>;
};

// Rendered per request (the finder's ?subCategory= varies it); its data comes from the cache.
export const dynamic = "force-dynamic";
const TOP = 20;

const isCategory = (value: string): value is ActivityCategory => (activityCategories as readonly string[]).includes(value);

async function load({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { city: citySlug, category } = await params;
  if (!isCategory(category)) return null;
  const city = await directoryApi(locale).city(citySlug);
  if (!city) return null;
  // The home page's finder narrows to one sub-category of the category.
  const wanted = (await searchParams).subCategory;
  const subCategory = isSubCategory(wanted) && subCategoriesOf(category).includes(wanted) ? wanted : undefined;
  const activities = await directoryApi(locale).cityActivities(city.slug, { category, subCategory, limit: TOP });
  const t = translator(locale);
  // The count is the one shown below, not the most the page could show; a sub-category names itself.
  const title = t("directory.category.title", {
    count: activities.length,
    category: subCategory
      ? `${categoryLabel(category, locale)} · ${subCategoryLabel(subCategory, locale)}`
      : categoryLabel(category, locale),
    city: city.name,
  });
  return { locale, city, category, subCategory, activities, title };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return {};
  const { locale, city, category, title } = found;
  const feedTitle = translator(locale)("feeds.title", { name: `${categoryLabel(category, locale)} — ${city.name}` });
  return {
    title,
    alternates: {
      ...alternates(`/place/${city.slug}/${category}`, locale),
      types: feedAlternate(feedTitle, cityFeedPath(city.slug, "rss", locale, category)),
    },
    openGraph: { title, type: "website" },
  };
}

export default async function CategoryPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { locale, city, category, activities, title } = found;
  const t = translator(locale);
  return (
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
  );
}
