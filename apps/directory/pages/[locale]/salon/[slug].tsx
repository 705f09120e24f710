import { boothPagePath, type PublicBooth } from "@alentour/domain/booth";
import type { ProgrammeConference } from "@alentour/domain/conference";
import { instantOf } from "@alentour/domain/local-time";
import type { Locale } from "@alentour/domain/locale";
import { isLocale } from "@alentour/domain/locale";
import { AlentourProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { PageChrome } from "@alentour/ui/page-chrome";
import { translator } from "@alentour/ui/translator";
import { Anchor, Badge, Button, Container, Grid, GridCol, Group, List, ListItem, Paper, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { publicOrigin } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { AccessibilityInfo } from "../../../src/directory/accessibility-info.tsx";
import { scriptJson, tradeShowJsonLd } from "../../../src/directory/json-ld.ts";
import { keptChrome, NoticeTemplates, ShareLinks } from "../../../src/directory/light-parts.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { type IslandData, islandScript, mapTexts, tradeShowIslandScript } from "../../../src/islands/data.ts";
import { keptMarkup } from "../../../src/kept-markup.tsx";
import { SAME_FOR_EVERYONE_HEADER } from "../../../src/shared-cache.ts";
import { type Countdown, countdownAt } from "../../../src/trade-shows/countdown.ts";
import { tradeShowCalendarPath } from "../../../src/trade-shows/paths.ts";
import { Programme } from "../../../src/trade-shows/programme.tsx";
import {
  type PublicTradeShow,
  publicExhibitors,
  publicProgramme,
  publicTradeShow,
} from "../../../src/trade-shows/public-trade-show.ts";

// HTML only, as the activity page (ADR 046): the activity page's script brings the chrome and the share
// buttons to life, and a second, tiny one runs the countdown and the claim dialog.
export const config = { unstable_runtimeJS: false };

type Props = {
  locale: Locale;
  show: PublicTradeShow;
  programme: ProgrammeConference[];
  exhibitors: PublicBooth[];
  url: string;
  startsAt: string;
  endsAt: string;
  now: string;
};

// Rendered on request, then kept for a minute by the front door's shared cache, which the api's purge empties
// when a show changes, is unlisted or deleted. A private show is unknown to the api for anyone here: 404.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const requested = params?.locale;
  const locale: Locale = typeof requested === "string" && isLocale(requested) ? requested : "fr";
  const show = await publicTradeShow(String(params?.slug ?? ""), locale);
  if (!show) return { notFound: true };
  const [programme, exhibitors] = await Promise.all([publicProgramme(show.slug, locale), publicExhibitors(show.slug, locale)]);
  const url = new URL(localizePath(`/salon/${show.slug}`, locale), publicOrigin()).toString();
  const startsAt = instantOf(show.startDate, show.openingTime, show.timeZone).toISOString();
  const endsAt = instantOf(show.endDate, show.closingTime, show.timeZone).toISOString();
  res.setHeader("cache-control", "public, s-maxage=60, stale-while-revalidate=31536000");
  res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
  return { props: { locale, show, programme, exhibitors, url, startsAt, endsAt, now: new Date().toISOString() } };
};

/** "2 d 4 h 10 min", every part in the page's HTML so the script only rewrites the numbers. */
function CountdownText({ countdown, t }: { countdown: Countdown; t: ReturnType<typeof translator> }) {
  if (countdown.phase === "finished") return null;
  return (
    <Text component="span" fw={700} size="xl" data-countdown-value>
      {`${t("ts.public.days", { count: countdown.days })} ${t("ts.public.hours", { count: countdown.hours })} ${t("ts.public.minutes", { count: countdown.minutes })}`}
    </Text>
  );
}

/** The validated exhibitors under their hall's heading, in the show's order of halls; each links to its booth's page. */
function ExhibitorsByHall({
  show,
  exhibitors,
  locale,
  t,
}: {
  show: PublicTradeShow;
  exhibitors: PublicBooth[];
  locale: Locale;
  t: ReturnType<typeof translator>;
}) {
  const halls = show.halls
    .map((hall, index) => ({
      id: hall.id,
      title: `${hall.name ?? t("ts.field.hall", { number: index + 1 })} · ${hall.theme}`,
      booths: exhibitors.filter((booth) => booth.hallId === hall.id),
    }))
    .filter((hall) => hall.booths.length > 0);
  return (
    <Stack gap="md" data-testid="exhibitors">
      {halls.map((hall) => (
        <div key={hall.id}>
          <Title order={3} size="h4" mb={4}>
            {hall.title}
          </Title>
          <List>
            {hall.booths.map((booth) => (
              <ListItem key={booth.id}>
                <Anchor href={boothPagePath(show.slug, booth.id, locale)}>{booth.companyName}</Anchor>
                {booth.catchphrase && ` · ${booth.catchphrase}`}
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}

export default function TradeShowPage({ locale, show, programme, exhibitors, url, startsAt, endsAt, now }: Props) {
  const t = translator(locale);
  const path = `/salon/${show.slug}`;
  const here = localizePath(path, locale);
  const links = alternates(path, locale);
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  const countdown = countdownAt({ startsAt, endsAt }, new Date(now));
  const title = show.name;
  const description = show.presentation?.slice(0, 200) || `${t(`ts.mode.${show.mode}`)} · ${show.themes.join(", ")}`;
  const island: IslandData = {
    locale,
    messages: {
      copiedTitle: t("directory.activity.copiedTitle"),
      copied: t("directory.activity.copied"),
      errorTitle: t("auth.errorTitle"),
      suggestSentTitle: t("directory.activity.suggestSentTitle"),
      suggestSent: t("directory.activity.suggestSent"),
      claimedTitle: t("claim.claimedTitle"),
      claimed: t("claim.claimed"),
      requestedTitle: t("claim.requestedTitle"),
      requested: t("claim.requested"),
      error: t("error.description"),
      deletedTitle: t("profile.deleted.title"),
      deleted: t("profile.deleted.body"),
    },
    statuses: [],
    map: { lat: 0, lng: 0, styleUrl: null, texts: mapTexts(t) },
  };
  const countdownTexts = {
    days: t("ts.public.days", { count: "{count}" }),
    hours: t("ts.public.hours", { count: "{count}" }),
    minutes: t("ts.public.minutes", { count: "{count}" }),
  };
  const loginToJoin = `${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(here)}`;

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
        <meta property="og:type" content="website" />
        {show.bannerUrl && <meta property="og:image" content={show.bannerUrl} />}
      </Head>
      <PageChrome pathname={here} signedIn="unknown" kept={keptChrome(locale)}>
        <Container size="lg" py="xl">
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: scriptJson(tradeShowJsonLd(show, url, new Date(startsAt), new Date(endsAt), t, programme)),
            }}
          />
          <Stack gap="xl">
            <Group align="flex-start" wrap="nowrap" gap="lg">
              {show.logoUrl && (
                <img
                  src={show.logoUrl}
                  alt={t("ts.public.logoAlt", { name: show.name })}
                  width={96}
                  height={96}
                  style={{ borderRadius: "var(--mantine-radius-md)", objectFit: "cover", flexShrink: 0 }}
                />
              )}
              <Stack gap="xs" style={{ minWidth: 0 }}>
                <Text size="sm" tt="uppercase" fw={700} c="alentour.8">
                  {t("ts.public.category")} · {t(`ts.mode.${show.mode}`)}
                </Text>
                <Title order={1} style={{ overflowWrap: "anywhere" }}>
                  {show.name}
                </Title>
                <Text>
                  <AnchorLink href={localizePath(`/place/${show.place.address.citySlug}`, locale)}>
                    {show.place.address.city}
                  </AnchorLink>
                </Text>
                <Text data-testid="trade-show-dates">
                  {t("ts.public.dates", {
                    start: day(show.startDate),
                    end: day(show.endDate),
                    opening: show.openingTime,
                    closing: show.closingTime,
                    timeZone: show.timeZone,
                  })}
                </Text>
              </Stack>
            </Group>

            <Paper withBorder p="lg" data-testid="countdown" data-starts-at={startsAt} data-ends-at={endsAt}>
              <Stack gap="xs">
                <Text fw={600} data-countdown-label="upcoming" hidden={countdown.phase !== "upcoming"}>
                  {t("ts.public.startsIn")}
                </Text>
                <Text fw={600} data-countdown-label="ongoing" hidden={countdown.phase !== "ongoing"}>
                  {t("ts.public.endsIn")}
                </Text>
                <CountdownText countdown={countdown} t={t} />
                <Text fw={600} data-countdown-label="finished" hidden={countdown.phase !== "finished"}>
                  {t("ts.public.finished")}
                </Text>
                <template data-countdown-texts>{JSON.stringify(countdownTexts)}</template>
                <Group gap="sm" mt="xs" data-join-box={show.slug}>
                  {countdown.phase !== "finished" && (
                    <>
                      {/* The sign-in link for everyone; the script swaps in joining or leaving once it knows the caller. */}
                      <Button component="a" href={loginToJoin} data-join>
                        {t("ts.public.join")}
                      </Button>
                      <Button data-join-now hidden>
                        {t("ts.public.join")}
                      </Button>
                      <Text fw={600} data-joined hidden>
                        {t("attendees.join.joined")}
                      </Text>
                      <Button variant="default" data-join-leave hidden>
                        {t("attendees.join.leave")}
                      </Button>
                      {/* For an attendee while the show's online part is open (docs/hall.md). */}
                      <Button component="a" href={`/tradeshow/hall/${show.slug}`} variant="light" data-hall-entry hidden>
                        {t("hall.entry")}
                      </Button>
                    </>
                  )}
                  <Anchor href={tradeShowCalendarPath(show.slug)} download={`${show.slug}.ics`}>
                    {t("ts.public.calendar")}
                  </Anchor>
                </Group>
                {show.mode !== "physical" && (
                  <Text size="sm" c="dimmed" hiddenFrom="md">
                    {t("ts.public.desktopOnly")}
                  </Text>
                )}
              </Stack>
            </Paper>

            <Grid gap="xl">
              <GridCol span={{ base: 12, md: 7 }}>
                <Stack gap="xl">
                  {show.presentation !== "" && (
                    <section aria-labelledby="presentation">
                      <Title order={2} id="presentation" size="h3" mb="sm">
                        {t("ts.public.presentation")}
                      </Title>
                      <Text style={{ whiteSpace: "pre-line" }} data-testid="presentation">
                        {show.presentation}
                      </Text>
                    </section>
                  )}
                  <section aria-labelledby="themes">
                    <Title order={2} id="themes" size="h3" mb="sm">
                      {t("ts.public.themes")}
                    </Title>
                    <Group gap="xs" data-testid="themes">
                      {show.themes.map((theme) => (
                        <Badge key={theme} variant="light" size="lg" tt="none">
                          {theme}
                        </Badge>
                      ))}
                    </Group>
                  </section>
                  <section aria-labelledby="halls">
                    <Title order={2} id="halls" size="h3" mb="sm">
                      {t("ts.public.halls")}
                    </Title>
                    <List data-testid="halls">
                      {show.halls.map((hall, index) => (
                        <ListItem key={hall.id}>
                          {hall.name ?? t("ts.field.hall", { number: index + 1 })} · {hall.theme}
                        </ListItem>
                      ))}
                    </List>
                  </section>
                  <section aria-labelledby="programme">
                    <Title order={2} id="programme" size="h3" mb="sm">
                      {t("ts.public.programme")}
                    </Title>
                    {programme.length === 0 ? (
                      <Text>{t("ts.public.programmeEmpty")}</Text>
                    ) : (
                      <Programme
                        slug={show.slug}
                        conferences={programme}
                        now={new Date(now)}
                        t={t}
                        locale={locale}
                        parentHost={new URL(url).hostname}
                      />
                    )}
                  </section>
                  <section aria-labelledby="exhibitors">
                    <Title order={2} id="exhibitors" size="h3" mb="sm">
                      {t("ts.public.exhibitors")}
                    </Title>
                    {exhibitors.length === 0 ? (
                      <Text>{t("ts.public.exhibitorsEmpty")}</Text>
                    ) : (
                      <ExhibitorsByHall show={show} exhibitors={exhibitors} locale={locale} t={t} />
                    )}
                    {countdown.phase !== "finished" && (
                      <Anchor href={`/tradeshow/apply/${encodeURIComponent(show.slug)}`} mt="sm" display="inline-block">
                        {t("booths.public.apply")}
                      </Anchor>
                    )}
                  </section>
                  <section aria-labelledby="share">
                    <Title order={2} id="share" size="h3" mb="sm">
                      {t("ts.public.share")}
                    </Title>
                    <ShareLinks url={url} title={show.name} t={t} />
                  </section>
                </Stack>
              </GridCol>
              <GridCol span={{ base: 12, md: 5 }}>
                <Stack gap="xl">
                  {show.bannerUrl && (
                    <img
                      src={show.bannerUrl}
                      alt={t("ts.public.bannerAlt", { name: show.name })}
                      style={{ width: "100%", height: "auto", borderRadius: "var(--mantine-radius-md)" }}
                    />
                  )}
                  {/* The venue's accessibility (ADR 106), as on an activity's page; a virtual show has no venue. */}
                  {show.mode !== "virtual" && (
                    <AccessibilityInfo
                      values={show.accessibility}
                      t={t}
                      title="ts.public.accessibility"
                      unknown="ts.public.accessibilityUnknown"
                    />
                  )}
                  <section aria-labelledby="organiser">
                    <Title order={2} id="organiser" size="h3" mb="sm">
                      {t("ts.public.organiser")}
                    </Title>
                    <List listStyleType="none" spacing={4}>
                      <ListItem>{show.organiser.company ?? show.organiser.name}</ListItem>
                      <ListItem>
                        <Anchor href={`mailto:${show.organiser.email}`}>{show.organiser.email}</Anchor>
                      </ListItem>
                      {show.organiser.phone && (
                        <ListItem>
                          <Anchor href={`tel:${show.organiser.phone.replace(/[^\d+]/g, "")}`}>{show.organiser.phone}</Anchor>
                        </ListItem>
                      )}
                      {show.organiser.website && (
                        <ListItem>
                          <Anchor href={show.organiser.website} target="_blank" rel="noopener noreferrer">
                            {t("directory.activity.website")}
                          </Anchor>
                        </ListItem>
                      )}
                    </List>
                  </section>
                  {/* The same in every show, in a language: rendered once and kept (ADR 120). */}
                  <Paper
                    withBorder
                    p="md"
                    component="aside"
                    aria-labelledby="claim-title"
                    dangerouslySetInnerHTML={{
                      __html: keptMarkup("claim-aside", locale, () => <ClaimAside locale={locale} t={translator(locale)} />),
                    }}
                  />
                </Stack>
              </GridCol>
            </Grid>
          </Stack>
        </Container>
        <dialog
          data-claim-dialog
          aria-labelledby="claim-dialog-title"
          style={{ maxWidth: "min(32rem, 90vw)", border: 0, borderRadius: 8, padding: 24 }}
          dangerouslySetInnerHTML={{
            __html: keptMarkup("claim-dialog", locale, () => <ClaimDialog locale={locale} t={translator(locale)} />),
          }}
        />
      </PageChrome>
      <NoticeTemplates locale={locale} />
      <script type="application/json" id="island-data" dangerouslySetInnerHTML={{ __html: scriptJson(island) }} />
      <script type="module" src={islandScript()} />
      <script type="module" src={tradeShowIslandScript()} />
    </AlentourProvider>
  );
}

type T = ReturnType<typeof translator>;

/** What a visitor who owns an activity is told, with the button the script shows and the link without it. */
function ClaimAside({ locale, t }: { locale: Locale; t: T }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="claim-title">
        {t("ts.public.claimTitle")}
      </Title>
      <Text size="sm">{t("ts.public.claimBody")}</Text>
      <Button variant="filled" w="fit-content" data-claim-open hidden>
        {t("ts.public.claimOpen")}
      </Button>
      {/* Without the script, the dialog's action is a plain link, as easy to touch as a button. */}
      <Anchor
        href={localizePath("/search", locale)}
        data-claim-fallback
        size="sm"
        mih={24}
        display="inline-flex"
        style={{ alignItems: "center" }}
      >
        {t("ts.public.claimAction")}
      </Anchor>
    </Stack>
  );
}

/** The dialog the aside's button opens. */
function ClaimDialog({ locale, t }: { locale: Locale; t: T }) {
  return (
    <Stack>
      <Title order={2} size="h3" id="claim-dialog-title">
        {t("ts.public.claimTitle")}
      </Title>
      <Text>{t("ts.public.claimBody")}</Text>
      <Group justify="flex-end">
        <Button variant="default" data-claim-close>
          {t("ts.public.claimClose")}
        </Button>
        <Button component="a" href={localizePath("/search", locale)}>
          {t("ts.public.claimAction")}
        </Button>
      </Group>
    </Stack>
  );
}
