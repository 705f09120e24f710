import type { ActivitySummary, City } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesDirectoryApi } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../src/components/light-page.tsx";
import { ActivityCard } from "../../../src/directory/activity-card.tsx";
import { ActivityFinder, finderTarget } from "../../../src/directory/activity-finder.tsx";
import { NearMeButton } from "../../../src/directory/near-me-button.tsx";
import { cardStatuses } from "../../../src/islands/data.ts";

// HTML only (ADR 081, 105): the finder is a plain form and "near me" a button, both brought to life by the
// shared script, which also keeps the cards' opening status right.
export const config = { unstable_runtimeJS: false };

const DEFAULT_CITY = "paris";

type Props = { locale: Locale; destinations: City[]; home: City | null; best: ActivitySummary[] };

// Rendered on request, then kept by the front door's shared cache, which the api's purge empties when an activity
// changes (ADR 080). The finder's answer without the script (`?city=…&category=…`) is sent on to its list.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, res }) => {
  const locale = localeOf(params);
  if (["city", "category", "subCategory"].some((key) => key in query)) {
    const target = finderTarget(query, locale);
    return { redirect: { destination: target ?? localizePath("/place", locale), permanent: false } };
  }
  const api = pagesDirectoryApi(locale);
  const [destinations, city] = await Promise.all([api.topCities(12), api.city(DEFAULT_CITY)]);
  const home = city ?? destinations[0] ?? null;
  const best = home ? await api.cityActivities(home.slug, { limit: 8 }) : [];
  shareWithEveryone(res);
  return { props: { locale, destinations, home, best } };
};

export default function HomePage({ locale, destinations, home, best }: Props) {
  const t = translator(locale);
  const cityName = home?.name ?? "Paris";
  const title = t("directory.home.title", { city: cityName });
  return (
    <LightPage
      locale={locale}
      path="/place"
      title={t("directory.home.title", { city: "Paris" })}
      description={t("directory.home.lead")}
      statuses={cardStatuses(best, locale, t)}
    >
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{title}</Title>
            <Text size="lg">{t("directory.home.lead")}</Text>
            <NearMeButton locale={locale} />
          </Stack>

          <section aria-labelledby="finder">
            <Title order={2} id="finder" size="h3" mb="sm">
              {t("directory.home.finder")}
            </Title>
            <ActivityFinder cities={destinations.map(({ slug, name }) => ({ slug, name }))} locale={locale} t={t} />
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
    </LightPage>
  );
}
