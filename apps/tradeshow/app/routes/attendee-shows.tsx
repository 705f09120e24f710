import { boothPagePath } from "@alentour/domain/booth";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyInfo } from "@alentour/ui/notify";
import { Anchor, Badge, Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useRevalidator } from "react-router";
import { type AttendedConference, type AttendedShow, useTradeShowApi } from "../console/trade-show-api.ts";
import { serverTradeShowApi } from "../env.server.ts";
import { hallListPath, hallPath } from "../hall/hall-page.tsx";
import type { Route } from "./+types/attendee-shows";

// My trade shows (docs/trade-shows.md#attendees, ADR 104): the shows the attendee joined, each with whether its
// online part is open, the conferences the attendee saved, the programme by day (the saved ones marked, the live
// links while the online access is open) and the saved booths, each removable here.
export async function loader({ request }: Route.LoaderArgs) {
  return { shows: await serverTradeShowApi(request).myShows() };
}

export default function AttendeeShows({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { shows } = loaderData;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t("attendees.nav.shows")}
      </Title>
      {shows.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("attendees.shows.empty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" p={0} gap="lg" style={{ listStyle: "none" }}>
          {shows.map((show) => (
            <AttendedShowCard key={show.slug} show={show} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AttendedShowCard({ show }: { show: AttendedShow }) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const saved = show.programme.filter((conference) => conference.saved);
  const days = [...new Set(show.programme.map((conference) => conference.date))];
  const titleId = `show-${show.slug}`;

  async function remove(kind: "booth" | "conference", id: string) {
    await (kind === "booth" ? api.unsaveBooth(id) : api.unsaveConference(id));
    notifyInfo({ title: show.name, description: t("attendees.saved.removed") });
    await revalidator.revalidate();
  }

  const when = (conference: AttendedConference) =>
    `${fullDay.format(new Date(`${conference.date}T00:00:00Z`))}, ${t("attendees.saved.time", {
      start: conference.startTime,
      end: conference.endTime,
    })}`;

  return (
    <Card component="li" withBorder aria-labelledby={titleId} data-testid="attended-show">
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={3} size="h4" id={titleId}>
              <Anchor href={localizePath(`/salon/${show.slug}`, locale)} inherit>
                {show.name}
              </Anchor>
            </Title>
            <Badge variant={show.onlineAccessOpen ? "light" : "outline"} color={show.onlineAccessOpen ? "teal.9" : "gray.8"}>
              {t(show.onlineAccessOpen ? "attendees.shows.online" : "attendees.shows.offline")}
            </Badge>
          </Group>
          {show.onlineAccessOpen && (
            <Group gap="md">
              <Anchor href={hallPath(show.slug)} data-testid="hall-entry">
                {t("hall.entry")}
              </Anchor>
              <Anchor href={hallListPath(show.slug)}>{t("hall.entryList")}</Anchor>
              {/* Said where the hall is offered, to phones and tablets only; the hall itself says it again. */}
              <Text size="sm" hiddenFrom="md" w="100%" data-testid="hall-entry-desktop-only">
                {t("tradeshow.desktopOnly")}
              </Text>
            </Group>
          )}
          <Text size="sm">
            {t("attendees.shows.dates", {
              start: day.format(new Date(`${show.startDate}T00:00:00Z`)),
              end: day.format(new Date(`${show.endDate}T00:00:00Z`)),
            })}
          </Text>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={`${titleId}-saved`}>
          <Title order={4} size="h5" id={`${titleId}-saved`}>
            {t("attendees.saved.conferences")}
          </Title>
          {saved.length === 0 ? (
            <Text size="sm">{t("attendees.saved.conferencesEmpty")}</Text>
          ) : (
            <Stack component="ul" p={0} m={0} gap="xs" style={{ listStyle: "none" }}>
              {saved.map((conference) => (
                <Paper component="li" withBorder p="sm" key={conference.id} data-testid="saved-conference">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                        {conference.name}
                      </Text>
                      <Text size="sm">{when(conference)}</Text>
                      <LiveLink conference={conference} />
                    </Stack>
                    <Button
                      variant="default"
                      onClick={() => remove("conference", conference.id)}
                      aria-label={t("attendees.saved.removeItem", { name: conference.name })}
                    >
                      {t("attendees.saved.remove")}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={`${titleId}-booths`}>
          <Title order={4} size="h5" id={`${titleId}-booths`}>
            {t("attendees.saved.booths")}
          </Title>
          {show.savedBooths.length === 0 ? (
            <Text size="sm">{t("attendees.saved.boothsEmpty")}</Text>
          ) : (
            <Stack component="ul" p={0} m={0} gap="xs" style={{ listStyle: "none" }}>
              {show.savedBooths.map((booth) => (
                <Paper component="li" withBorder p="sm" key={booth.boothId} data-testid="saved-booth">
                  <Group justify="space-between" wrap="wrap">
                    <Anchor href={boothPagePath(show.slug, booth.boothId, locale)} fw={700} style={{ overflowWrap: "anywhere" }}>
                      {booth.companyName}
                    </Anchor>
                    <Button
                      variant="default"
                      onClick={() => remove("booth", booth.boothId)}
                      aria-label={t("attendees.saved.removeItem", { name: booth.companyName })}
                    >
                      {t("attendees.saved.remove")}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={`${titleId}-programme`}>
          <Title order={4} size="h5" id={`${titleId}-programme`}>
            {t("attendees.saved.programme")}
          </Title>
          {show.programme.length === 0 ? (
            <Text size="sm">{t("attendees.saved.programmeEmpty")}</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t("attendees.saved.timeZone", { timeZone: show.timeZone })}
              </Text>
              {days.map((date) => (
                <Stack gap={4} key={date}>
                  <Text fw={600}>{fullDay.format(new Date(`${date}T00:00:00Z`))}</Text>
                  <Stack component="ul" p={0} m={0} gap={4} style={{ listStyle: "none" }} data-testid="programme-day">
                    {show.programme
                      .filter((conference) => conference.date === date)
                      .map((conference) => (
                        <li key={conference.id} data-testid="programme-entry">
                          <Group gap="xs" wrap="wrap">
                            <Text size="sm" fw={600}>
                              {t("attendees.saved.time", { start: conference.startTime, end: conference.endTime })}
                            </Text>
                            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                              {conference.name}
                              {conference.speakers.length > 0 && ` · ${conference.speakers.join(", ")}`}
                            </Text>
                            {conference.saved && (
                              <Badge variant="light" color="teal.9">
                                {t("attendees.saved.savedBadge")}
                              </Badge>
                            )}
                            <LiveLink conference={conference} />
                          </Group>
                        </li>
                      ))}
                  </Stack>
                </Stack>
              ))}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The live link, only while the show's online access is open (the api leaves it out otherwise). */
function LiveLink({ conference }: { conference: AttendedConference }) {
  const t = useT();
  if (!conference.liveStreamUrl) return null;
  return (
    <Anchor
      href={conference.liveStreamUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t("attendees.saved.liveOf", { name: conference.name })}
    >
      {t("attendees.saved.live")}
    </Anchor>
  );
}
