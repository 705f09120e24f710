import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { directoryApi } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { ActivityCard } from "../../../src/directory/activity-card.tsx";
import { ActivityFinder } from "../../../src/directory/activity-finder.tsx";
import { NearMeButton } from "../../../src/directory/near-me-button.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";

type Props = { params: Promise<{ locale: string }> };

// Rendered per request from cached data: the home cannot be built ahead, the api is not up at build time.
export const dynamic = "force-dynamic";
const DEFAULT_CITY = "paris";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return {
    title: t("directory.home.title", { city: "Paris" }),
    description: t("directory.home.lead"),
    alternates: alternates("/place", locale),
  };
}

export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const api = directoryApi(locale);
  const [destinations, city] = await Promise.all([api.topCities(12), api.city(DEFAULT_CITY)]);
  const home = city ?? destinations[0] ?? null;
  const best = home ? await api.cityActivities(home.slug, { limit: 8 }) : [];
  const cityName = home?.name ?? "Paris";

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t("directory.home.title", { city: cityName })}</Title>
          <Text size="lg">{t("directory.home.lead")}</Text>
          <NearMeButton />
        </Stack>

        <section aria-labelledby="finder">
          <Title order={2} id="finder" size="h3" mb="sm">
            {t("directory.home.finder")}
          </Title>
          <ActivityFinder cities={destinations.map(({ slug, name }) => ({ slug, name }))} />
        </section>

        {home && (
          <section aria-labelledby="best">
            <Title order={2} id="best" size="h3" mb="sm">
              {t("directory.home.best", { city: cityName })}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {best.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} locale={locale} />
              ))}
            </SimpleGrid>
            <AnchorLink href={localizePath(`/place/${home.slug}`, locale)} mt="sm" display="inline-block">
              {t("directory.home.seeCity", { city: cityName })}
            </AnchorLink>
          </section>
        )}

        <section aria-labelledby="destinations">
          <Title order={2} id="destinations" size="h3" mb="sm">
            {t("directory.home.destinations")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" style={{ listStyle: "none", padding: 0 }}>
            {destinations.map((destination) => (
              <li key={destination.slug}>
                <AnchorLink href={localizePath(`/place/${destination.slug}`, locale)} fw={600}>
                  {destination.name}
                </AnchorLink>
                <Text size="sm">{t("directory.home.activityCount", { count: destination.activityCount })}</Text>
              </li>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
