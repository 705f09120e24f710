import { categoryLabel, openingStatus, subCategoryLabel, visitorProfileLabels } from "@alentour/domain/activity";
import { BANNER_HEIGHT_PX, BANNER_VARIANT_WIDTHS_PX, BANNER_WIDTH_PX } from "@alentour/domain/constants";
import { type Activity, type ActivitySummary, activityPagePath } from "@alentour/domain/directory";
import { type EventDates, eventPhaseAt, formatEventDates } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import { isLocale } from "@alentour/domain/locale";
import { srcSetOf } from "@alentour/domain/upload";
import { AlentourProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { PageChrome } from "@alentour/ui/page-chrome";
import { translator } from "@alentour/ui/translator";
import {
  Anchor,
  Badge,
  Container,
  Grid,
  GridCol,
  Group,
  List,
  ListItem,
  SimpleGrid,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableTr,
  Text,
  Title,
  Typography,
} from "@mantine/core";
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { mapStyleUrl, pagesDirectoryApi, publicOrigin } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { AccessibilityInfo } from "../../../src/directory/accessibility-info.tsx";
import { ActivityCard } from "../../../src/directory/activity-card.tsx";
import { ActivityMap } from "../../../src/directory/activity-map.tsx";
import { activityJsonLd, metaDescription, scriptJson } from "../../../src/directory/json-ld.ts";
import { ClaimParts, keptChrome, NoticeTemplates, ShareLinks, SuggestForm } from "../../../src/directory/light-parts.tsx";
import { OpeningHoursTable } from "../../../src/directory/opening-hours-table.tsx";
import { OpeningStatusBadge } from "../../../src/directory/opening-status-badge.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { SimilarBanner } from "../../../src/directory/similar-banner.tsx";
import { type IslandData, islandMessages, islandScript, mapTexts, statusLabels } from "../../../src/islands/data.ts";
import { SAME_FOR_EVERYONE_HEADER } from "../../../src/shared-cache.ts";

// HTML only: no Next or React runtime goes to the browser. The page's few interactive parts are small
// scripts (src/islands, built into public/islands); the map loads its own when it comes into view (ADR 046).
export const config = { unstable_runtimeJS: false };

type Props = { locale: Locale; activity: Activity; similar: ActivitySummary[]; mapStyleUrl: string | null; url: string };

// Rendered on request, then kept for a minute by the front door's shared cache (server.ts), which the api's
// purge (POST /internal/revalidate) empties when an activity changes.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const requested = params?.locale;
  const locale: Locale = typeof requested === "string" && isLocale(requested) ? requested : "fr";
  const api = pagesDirectoryApi(locale);
  const activity = await api.activity(String(params?.slug ?? ""));
  if (!activity) return { notFound: true };
  // A listed trade show's entry in the directory: its page is the show's (ADR 095), for links made elsewhere.
  if (activity.tradeShowSlug) {
    return { redirect: { destination: localizePath(activityPagePath(activity), locale), permanent: false } };
  }
  const similar = await api.similar(activity.slug, 4);
  const url = new URL(localizePath(`/activity/${activity.slug}`, locale), publicOrigin()).toString();
  res.setHeader("cache-control", "public, s-maxage=60, stale-while-revalidate=31536000");
  // The HTML is the same for everyone (who is there is found out in the browser): signed-in visitors get the
  // shared copy too.
  res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
  return { props: { locale, activity, similar, mapStyleUrl: mapStyleUrl(), url } };
};

/** "From 28 November to 1 December 2026", or "On 28 November 2026" for one day. */
function eventDatesText(dates: EventDates, locale: Locale, t: ReturnType<typeof translator>) {
  const words = formatEventDates(dates, locale);
  return words.oneDay
    ? t("directory.activity.oneDay", { date: words.end })
    : t("directory.activity.dateRange", { start: words.start, end: words.end });
}

/** Whether sanitised HTML shows anything: some text, or an image. */
const hasText = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "";

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);

export default function ActivityPage({ locale, activity, similar, mapStyleUrl, url }: Props) {
  const t = translator(locale);
  const { contact, socialLinks } = activity;
  const directions = `https://www.openstreetmap.org/directions?to=${activity.location.lat}%2C${activity.location.lng}`;
  const path = `/activity/${activity.slug}`;
  const title = `${activity.name} · ${activity.address.city}`;
  const description = metaDescription(activity, locale, t);
  const links = alternates(path, locale);
  const here = localizePath(path, locale);
  const now = new Date();
  const island: IslandData = {
    locale,
    messages: islandMessages(t),
    statuses: [activity, ...similar].map((a) => ({
      hours: a.openingHours,
      timeZone: a.timeZone,
      dates: a.dates,
      labels: statusLabels(a.dates, locale, t),
    })),
    map: { lat: activity.location.lat, lng: activity.location.lng, styleUrl: mapStyleUrl, texts: mapTexts(t) },
  };

  return (
    <AlentourProvider locale={locale} messages={catalogues[locale]}>
      <Head>
        <title>{`${title} · ${t("brand.name")}`}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="index, follow" />
        <meta name="content-language" content={locale} />
        <link rel="canonical" href={links.canonical} />
        {Object.entries(links.languages).map(([hreflang, href]) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={links.canonical} />
        <meta property="og:site_name" content="Alentour" />
        <meta property="og:locale" content={locale === "fr" ? "fr_FR" : "en_GB"} />
        {activity.bannerUrl && <meta property="og:image" content={activity.bannerUrl} />}
        <meta property="og:type" content="website" />
        <meta name="twitter:card" content={activity.bannerUrl ? "summary_large_image" : "summary"} />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        {activity.bannerUrl && <meta name="twitter:image" content={activity.bannerUrl} />}
      </Head>
      <PageChrome pathname={here} signedIn="unknown" kept={keptChrome(locale)}>
        <Container size="lg" py="xl">
          {/* JSON-LD of our own data, with "<" escaped so nothing in it can close the script element. */}
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(activityJsonLd(activity, url, t)) }} />
          <Stack gap="xl">
            <Stack gap="xs">
              <Text size="sm" tt="uppercase" fw={700} c="alentour.8">
                {categoryLabel(activity.category, locale)} · {subCategoryLabel(activity.subCategory, locale)}
              </Text>
              <Title order={1}>{activity.name}</Title>
              <Text>
                <AnchorLink href={localizePath(`/place/${activity.address.citySlug}`, locale)}>
                  {activity.address.city}
                </AnchorLink>
              </Text>
              <Group gap="xs" data-testid="activity-facts">
                <OpeningStatusBadge
                  hours={activity.openingHours}
                  timeZone={activity.timeZone}
                  dates={activity.dates}
                  initial={openingStatus(activity.openingHours, now, activity.timeZone, activity.dates)}
                  initialPhase={eventPhaseAt(activity.dates, now, activity.timeZone)}
                />
                <Badge variant="outline" color="gray.8">
                  {t(`directory.pricing.${activity.pricing}`)}
                </Badge>
                <Badge variant="outline" color="gray.8">
                  {t(`directory.activity.setting.${activity.setting}`)}
                </Badge>
                <Text size="sm">
                  {t("directory.activity.profiles")}{" "}
                  {activity.profiles.map((p) => visitorProfileLabels[p][locale].toLowerCase()).join(", ")}
                </Text>
              </Group>
            </Stack>

            <Grid gap="xl">
              <GridCol span={{ base: 12, md: 7 }}>
                <Stack gap="xl">
                  {/* A new activity has no description yet: no heading over nothing. */}
                  {hasText(activity.descriptionHtml) && (
                    <section aria-labelledby="about">
                      <Title order={2} id="about" size="h3" mb="sm">
                        {t("directory.activity.about")}
                      </Title>
                      <Typography>
                        {/* Sanitised by the api (an allow-list of tags and attributes) before it is stored. */}
                        <div data-testid="description" dangerouslySetInnerHTML={{ __html: activity.descriptionHtml }} />
                      </Typography>
                    </section>
                  )}

                  <section aria-labelledby="prices">
                    <Title order={2} id="prices" size="h3" mb="sm">
                      {t("directory.activity.prices")}
                    </Title>
                    {activity.priceList.length === 0 ? (
                      // The owner said free or paid; a paid activity with no prices listed does not become free.
                      <Text>
                        {t(activity.pricing === "free" ? "directory.activity.free" : "directory.activity.pricesOnRequest")}
                      </Text>
                    ) : (
                      <Table data-testid="price-list">
                        <TableTbody>
                          {activity.priceList.map((item) => (
                            <TableTr key={item.label}>
                              <TableTh scope="row" fw={500}>
                                {item.label}
                              </TableTh>
                              <TableTd ta="right">{money(item.amount, item.currency, locale)}</TableTd>
                            </TableTr>
                          ))}
                        </TableTbody>
                      </Table>
                    )}
                  </section>

                  <AccessibilityInfo values={activity.accessibility} t={t} />

                  <section aria-labelledby="share">
                    <Title order={2} id="share" size="h3" mb="sm">
                      {t("directory.activity.share")}
                    </Title>
                    <ShareLinks url={url} title={activity.name} t={t} />
                  </section>
                </Stack>
              </GridCol>

              <GridCol span={{ base: 12, md: 5 }}>
                <Stack gap="xl">
                  {activity.bannerUrl && (
                    // The banner is portrait (1020 × 2400); its stored widths let the browser pick the one it needs.
                    <img
                      src={activity.bannerUrl}
                      srcSet={srcSetOf(activity.bannerUrl, BANNER_VARIANT_WIDTHS_PX) ?? undefined}
                      sizes="(min-width: 62em) 38vw, 100vw"
                      width={BANNER_WIDTH_PX}
                      height={BANNER_HEIGHT_PX}
                      alt={t("directory.activity.bannerAlt", { name: activity.name })}
                      data-testid="activity-banner"
                      fetchPriority="high"
                      style={{
                        width: "100%",
                        height: "auto",
                        maxHeight: "min(80vh, 720px)",
                        objectFit: "cover",
                        borderRadius: "var(--mantine-radius-md)",
                      }}
                    />
                  )}
                  <section aria-labelledby="location">
                    <Title order={2} id="location" size="h3" mb="sm">
                      {t("directory.activity.location")}
                    </Title>
                    <Text mb="xs">
                      {activity.address.streetNumberAndStreet}, {activity.address.city}
                    </Text>
                    <ActivityMap location={activity.location} name={activity.name} t={t} />
                    <Anchor href={directions} target="_blank" rel="noopener noreferrer" size="sm" mt={4} display="inline-block">
                      {t("directory.activity.directions")}
                    </Anchor>
                  </section>

                  <section aria-labelledby="contact">
                    <Title order={2} id="contact" size="h3" mb="sm">
                      {t("directory.activity.contact")}
                    </Title>
                    <List listStyleType="none" spacing={4} mb="md">
                      {contact.name && <ListItem>{contact.name}</ListItem>}
                      {contact.phone && (
                        <ListItem>
                          {t("directory.activity.phone")}{" "}
                          <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</Anchor>
                        </ListItem>
                      )}
                      {contact.email && (
                        <ListItem>
                          {t("directory.activity.email")} <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
                        </ListItem>
                      )}
                      {contact.website && (
                        <ListItem>
                          <Anchor href={contact.website} target="_blank" rel="noopener noreferrer">
                            {t("directory.activity.website")}
                          </Anchor>
                        </ListItem>
                      )}
                      {(["x", "linkedin", "instagram", "facebook"] as const).map(
                        (network) =>
                          socialLinks[network] && (
                            <ListItem key={network}>
                              <Anchor href={socialLinks[network]} target="_blank" rel="noopener noreferrer">
                                {{ x: "X", linkedin: "LinkedIn", instagram: "Instagram", facebook: "Facebook" }[network]}
                              </Anchor>
                            </ListItem>
                          ),
                      )}
                    </List>
                    {activity.dates && (
                      <>
                        <Title order={3} size="h5" mb={4}>
                          {t("directory.activity.dates")}
                        </Title>
                        <Text mb="sm" data-testid="event-dates">
                          {eventDatesText(activity.dates, locale, t)}
                        </Text>
                      </>
                    )}
                    <Title order={3} size="h5" mb={4}>
                      {t("directory.activity.hours")}
                    </Title>
                    <OpeningHoursTable hours={activity.openingHours} locale={locale} />
                    <Text size="sm" mt={4}>
                      {t("directory.activity.timeZone", { timeZone: activity.timeZone })}
                    </Text>
                  </section>

                  <section aria-labelledby="suggest">
                    <Title order={2} id="suggest" size="h3" mb="sm">
                      {t("directory.activity.suggest")}
                    </Title>
                    <SuggestForm slug={activity.slug} locale={locale} />
                  </section>

                  <ClaimParts
                    slug={activity.slug}
                    ownerId={activity.ownerId}
                    signInHref={`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(`${here}#claim`)}`}
                    locale={locale}
                  />
                </Stack>
              </GridCol>
            </Grid>

            {similar.length > 0 && (
              <section aria-labelledby="similar">
                <Title order={2} id="similar" size="h3" mb="sm">
                  {t("directory.activity.similar")}
                </Title>
                <SimilarBanner name={activity.name} city={activity.address.city} />
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
                  {similar.map((other) => (
                    <ActivityCard key={other.id} activity={other} locale={locale} />
                  ))}
                </SimpleGrid>
              </section>
            )}
          </Stack>
        </Container>
      </PageChrome>
      <NoticeTemplates locale={locale} />
      <script type="application/json" id="island-data" dangerouslySetInnerHTML={{ __html: scriptJson(island) }} />
      <script type="module" src={islandScript()} />
    </AlentourProvider>
  );
}
