import type { AccessibilityValue } from "@alentour/domain/accessibility";
import { boothPagePath, type PublicBooth } from "@alentour/domain/booth";
import type { ProgrammeConference } from "@alentour/domain/conference";
import { isLocale, type Locale } from "@alentour/domain/locale";
import { AlentourProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { PageChrome } from "@alentour/ui/page-chrome";
import { translator } from "@alentour/ui/translator";
import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  ListItem,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { AccessibilityInfo } from "../../../../../src/directory/accessibility-info.tsx";
import { scriptJson } from "../../../../../src/directory/json-ld.ts";
import { keptChrome, NoticeTemplates } from "../../../../../src/directory/light-parts.tsx";
import { alternates } from "../../../../../src/directory/seo.ts";
import { type IslandData, islandMessages, islandScript, tradeShowIslandScript } from "../../../../../src/islands/data.ts";
import { SAME_FOR_EVERYONE_HEADER } from "../../../../../src/shared-cache.ts";
import { conferenceCalendarPath } from "../../../../../src/trade-shows/paths.ts";
import { publicBooth, publicProgramme, publicTradeShow } from "../../../../../src/trade-shows/public-trade-show.ts";
import { SaveToggle } from "../../../../../src/trade-shows/save-toggle.tsx";

// A validated exhibitor's public page (docs/trade-shows.md#exhibitors): HTML only, as light as the activity page
// (ADR 046, 068); the activity page's script brings the chrome to life, the trade-show page's offers an attendee
// to leave a card (ADR 097).
export const config = { unstable_runtimeJS: false };

/** `conferences`: the programme's entries this booth proposed (accepted, with a live link), in its order. */
/** `venue`: the accessibility of the show's venue, where the booth stands (ADR 106); null for a virtual show. */
type Props = {
  locale: Locale;
  booth: PublicBooth;
  conferences: ProgrammeConference[];
  venue: { accessibility: AccessibilityValue[] } | null;
};

// A pending or refused booth, or one of a private show, is unknown to the api here: 404. Kept a minute by the
// front door's shared cache, which the api's purge empties when a booth is decided or changed.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const requested = params?.locale;
  const locale: Locale = typeof requested === "string" && isLocale(requested) ? requested : "fr";
  const booth = await publicBooth(String(params?.slug ?? ""), String(params?.boothId ?? ""), locale);
  if (!booth) return { notFound: true };
  // The show is cached and purged as the booth is: one more cached read gives its venue's accessibility.
  const [programme, show] = await Promise.all([publicProgramme(booth.showSlug, locale), publicTradeShow(booth.showSlug, locale)]);
  const conferences = programme.filter((conference) => conference.boothId === booth.id);
  const venue = show && show.mode !== "virtual" ? { accessibility: show.accessibility } : null;
  res.setHeader("cache-control", "public, s-maxage=60, stale-while-revalidate=31536000");
  res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
  return { props: { locale, booth, conferences, venue } };
};

export default function BoothPage({ locale, booth, conferences, venue }: Props) {
  const t = translator(locale);
  const path = boothPagePath(booth.showSlug, booth.id, "fr");
  const here = localizePath(path, locale);
  const links = alternates(path, locale);
  const showPath = localizePath(`/salon/${booth.showSlug}`, locale);
  // An empty catchphrase (never written by the api, but possible in restored rows) reads as none.
  const description = booth.catchphrase || t("booths.public.at", { show: booth.showName });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const island: IslandData = { locale, messages: islandMessages(t), statuses: [] };
  return (
    <AlentourProvider locale={locale} messages={catalogues[locale]}>
      <Head>
        <title>{`${booth.companyName} · ${booth.showName} · ${t("brand.name")}`}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="index, follow" />
        <meta name="content-language" content={locale} />
        <link rel="canonical" href={links.canonical} />
        {Object.entries(links.languages).map(([hreflang, href]) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        <meta property="og:title" content={booth.companyName} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={links.canonical} />
        <meta property="og:site_name" content="Alentour" />
        {booth.logoUrl && <meta property="og:image" content={booth.logoUrl} />}
      </Head>
      <PageChrome pathname={here} signedIn="unknown" kept={keptChrome(locale)}>
        <Container size="md" py="xl">
          <Stack gap="xl">
            <Anchor href={showPath} size="sm">
              ← {t("booths.public.back", { show: booth.showName })}
            </Anchor>
            <Group align="flex-start" wrap="nowrap" gap="lg">
              {booth.logoUrl && (
                <img
                  src={booth.logoUrl}
                  alt={t("booths.public.logoAlt", { name: booth.companyName })}
                  width={96}
                  height={96}
                  style={{ borderRadius: "var(--mantine-radius-md)", objectFit: "cover", flexShrink: 0 }}
                />
              )}
              <Stack gap="xs" style={{ minWidth: 0, borderLeft: `6px solid ${booth.colour}`, paddingLeft: 16 }}>
                <Text size="sm" tt="uppercase" fw={700} c="alentour.8">
                  {t("booths.public.at", { show: booth.showName })}
                </Text>
                <Title order={1} style={{ overflowWrap: "anywhere" }} data-testid="booth-company">
                  {booth.companyName}
                </Title>
                {booth.catchphrase && (
                  <Text size="lg" data-testid="booth-catchphrase">
                    {booth.catchphrase}
                  </Text>
                )}
                <Text size="sm">
                  {t("booths.public.hall", {
                    hall: booth.hallName ? `${booth.hallName} · ${booth.hallTheme}` : booth.hallTheme,
                  })}
                </Text>
              </Stack>
            </Group>
            {(booth.website || booth.calendarUrl) && (
              <List listStyleType="none" spacing={4}>
                {booth.website && (
                  <ListItem>
                    <Anchor href={booth.website} target="_blank" rel="noopener noreferrer">
                      {t("booths.public.website")}
                    </Anchor>
                  </ListItem>
                )}
                {booth.calendarUrl && (
                  <ListItem>
                    <Anchor href={booth.calendarUrl} target="_blank" rel="noopener noreferrer" data-testid="booth-calendar">
                      {t("booths.public.calendar")}
                    </Anchor>
                  </ListItem>
                )}
              </List>
            )}
            {/* For the show's attendees only: the script shows it, pressed when saved (ADR 104). */}
            <SaveToggle
              kind="booth"
              id={booth.id}
              showSlug={booth.showSlug}
              label={t("attendees.saved.saveBooth")}
              note={t("attendees.saved.note")}
            />
            {/* For the show's attendees only: the script shows it once the api says the caller attends (ADR 097). */}
            <section aria-labelledby="leave-card" data-card-box={booth.id} data-show-slug={booth.showSlug} hidden>
              <Title order={2} id="leave-card" size="h3" mb="sm">
                {t("attendees.card.leave")}
              </Title>
              <Group align="flex-end">
                <NativeSelect
                  id="card-kind"
                  label={t("attendees.card.choose")}
                  data={[
                    { value: "professional", label: t("attendees.card.professional") },
                    { value: "personal", label: t("attendees.card.personal") },
                  ]}
                />
                <Button data-card-leave>{t("attendees.card.leave")}</Button>
              </Group>
              <Text mt="sm" data-card-left hidden tabIndex={-1}>
                {t("attendees.card.left")}
              </Text>
              <Text mt="sm" c="red.9" role="alert" data-card-error hidden />
            </section>
            {/* For the show's attendees too (the same script shows it): a video call with the booth's staff (ADR 100). */}
            <section aria-labelledby="video-call" data-call-box hidden>
              <Title order={2} id="video-call" size="h3" mb="sm">
                {t("video.boothPage.call")}
              </Title>
              <Text mb="sm">{t("video.boothPage.lead")}</Text>
              <Button
                component="a"
                href={localizePath(
                  `/tradeshow/booths/${encodeURIComponent(booth.id)}/call?show=${encodeURIComponent(booth.showSlug)}`,
                  locale,
                )}
                data-testid="booth-video-call"
              >
                {t("video.boothPage.call")}
              </Button>
            </section>
            <section aria-labelledby="conferences">
              <Title order={2} id="conferences" size="h3" mb="sm">
                {t("booths.public.conferences")}
              </Title>
              {conferences.length === 0 ? (
                <Text>{t("booths.public.conferencesEmpty")}</Text>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid="booth-conferences">
                  {conferences.map((conference) => (
                    <Paper component="li" withBorder p="md" key={conference.id} data-testid="booth-conference">
                      <Stack gap={4}>
                        <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
                          {conference.name}
                        </Title>
                        <Text size="sm">
                          {t("conferences.when", {
                            date: day.format(new Date(`${conference.date}T00:00:00Z`)),
                            start: conference.startTime,
                            end: conference.endTime,
                          })}
                        </Text>
                        {conference.speakers.length > 0 && (
                          <Text size="sm">{t("conferences.public.speakers", { names: conference.speakers.join(", ") })}</Text>
                        )}
                        <Anchor href={conferenceCalendarPath(booth.showSlug, conference.id)} download size="sm">
                          {t("conferences.public.calendar")}
                          <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
                        </Anchor>
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )}
            </section>
            {venue && (
              <AccessibilityInfo
                values={venue.accessibility}
                t={t}
                title="ts.public.accessibility"
                unknown="ts.public.accessibilityUnknown"
              />
            )}
          </Stack>
        </Container>
      </PageChrome>
      <NoticeTemplates locale={locale} />
      <script type="application/json" id="island-data" dangerouslySetInnerHTML={{ __html: scriptJson(island) }} />
      <script type="module" src={islandScript()} />
      <script type="module" src={tradeShowIslandScript()} />
    </AlentourProvider>
  );
}
