import { categoryLabel, openingStatus, subCategoryLabel, visitorProfileLabels } from "@alentour/domain/activity";
import { BANNER_HEIGHT_PX, BANNER_VARIANT_WIDTHS_PX, BANNER_WIDTH_PX } from "@alentour/domain/constants";
import { type EventDates, eventPhaseAt, formatEventDates } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import { srcSetOf } from "@alentour/domain/upload";
import { localizePath } from "@alentour/ui/navigation";
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
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { directoryApi, mapStyleUrl, publicOrigin } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { ActivityCard } from "../../../../src/directory/activity-card.tsx";
import { ActivityMap } from "../../../../src/directory/activity-map.tsx";
import { ClaimActivity } from "../../../../src/directory/claim-activity.tsx";
import { activityJsonLd, scriptJson, summary } from "../../../../src/directory/json-ld.ts";
import { OpeningHoursTable } from "../../../../src/directory/opening-hours-table.tsx";
import { OpeningStatusBadge } from "../../../../src/directory/opening-status-badge.tsx";
import { alternates } from "../../../../src/directory/seo.ts";
import { ShareButtons } from "../../../../src/directory/share-buttons.tsx";
import { SimilarBanner } from "../../../../src/directory/similar-banner.tsx";
import { SuggestModification } from "../../../../src/directory/suggest-modification.tsx";
import { localeParam } from "../../../../src/locale.ts";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Built on first visit, then served from cache for a minute (and purged when the activity changes).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const locale = await localeParam(params);
  const activity = await directoryApi(locale).activity((await params).slug);
  return activity ? { locale, activity } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { locale, activity } = found;
  const title = `${activity.name} · ${activity.address.city}`;
  const description = summary(activity);
  const links = alternates(`/activity/${activity.slug}`, locale);
  return {
    title,
    description,
    alternates: links,
    openGraph: {
      title,
      description,
      url: links.canonical,
      type: "website",
      locale: locale === "fr" ? "fr_FR" : "en_GB",
      siteName: "Alentour",
      ...(activity.bannerUrl && { images: [activity.bannerUrl] }),
    },
    twitter: { card: activity.bannerUrl ? "summary_large_image" : "summary", title, description },
  };
}

/** "From 28 November to 1 December 2026", or "On 28 November 2026" for one day. */
function eventDatesText(dates: EventDates, locale: Locale, t: ReturnType<typeof translator>) {
  const words = formatEventDates(dates, locale);
  return words.oneDay
    ? t("directory.activity.oneDay", { date: words.end })
    : t("directory.activity.dateRange", { start: words.start, end: words.end });
}

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);

export default async function ActivityPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { locale, activity } = found;
  const t = translator(locale);
  const similar = await directoryApi(locale).similar(activity.slug, 4);
  const url = new URL(localizePath(`/activity/${activity.slug}`, locale), publicOrigin()).toString();
  const { contact, socialLinks } = activity;
  const directions = `https://www.openstreetmap.org/directions?to=${activity.location.lat}%2C${activity.location.lng}`;

  return (
    <Container size="lg" py="xl">
      {/* JSON-LD of our own data, with "<" escaped so nothing in it can close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(activityJsonLd(activity, url)) }} />
      <Stack gap="xl">
        <Stack gap="xs">
          <Text size="sm" tt="uppercase" fw={700} c="alentour.8">
            {categoryLabel(activity.category, locale)} · {subCategoryLabel(activity.subCategory, locale)}
          </Text>
          <Title order={1}>{activity.name}</Title>
          <Text>
            <AnchorLink href={localizePath(`/place/${activity.address.citySlug}`, locale)}>{activity.address.city}</AnchorLink>
          </Text>
          <Group gap="xs">
            <OpeningStatusBadge
              hours={activity.openingHours}
              timeZone={activity.timeZone}
              dates={activity.dates}
              initial={openingStatus(activity.openingHours, new Date(), activity.timeZone, activity.dates)}
              initialPhase={eventPhaseAt(activity.dates, new Date(), activity.timeZone)}
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
              <section aria-labelledby="about">
                <Title order={2} id="about" size="h3" mb="sm">
                  {t("directory.activity.about")}
                </Title>
                <Typography>
                  {/* Sanitised by the api (an allow-list of tags and attributes) before it is stored. */}
                  <div data-testid="description" dangerouslySetInnerHTML={{ __html: activity.descriptionHtml }} />
                </Typography>
              </section>

              <section aria-labelledby="prices">
                <Title order={2} id="prices" size="h3" mb="sm">
                  {t("directory.activity.prices")}
                </Title>
                {activity.priceList.length === 0 ? (
                  <Text>{t("directory.activity.free")}</Text>
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

              <section aria-labelledby="share">
                <Title order={2} id="share" size="h3" mb="sm">
                  {t("directory.activity.share")}
                </Title>
                <ShareButtons url={url} title={activity.name} />
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
                <ActivityMap location={activity.location} name={activity.name} styleUrl={mapStyleUrl()} />
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
                <SuggestModification slug={activity.slug} />
              </section>

              <ClaimActivity slug={activity.slug} ownerId={activity.ownerId} />
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
  );
}
