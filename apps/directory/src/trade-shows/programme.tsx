import type { ProgrammeConference } from "@alentour/domain/conference";
import { CONFERENCE_IMAGE_VARIANT_WIDTHS_PX } from "@alentour/domain/constants";
import { srcSetOf } from "@alentour/domain/upload";
import { videoEmbed } from "@alentour/domain/video-link";
import type { translator } from "@alentour/ui/translator";
import { Anchor, Badge, Group, List, ListItem, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { talkIcons } from "../directory/accessibility-info.tsx";
import { type ConferencePhase, conferencePhase } from "./conference-phase.ts";
import { countdownAt } from "./countdown.ts";
import { conferenceCalendarPath } from "./paths.ts";
import { SaveToggle } from "./save-toggle.tsx";

type T = ReturnType<typeof translator>;

const frame = { width: "100%", aspectRatio: "16 / 9", border: 0, display: "block", borderRadius: 8 } as const;

/** The player of a live or replay link: the host's embed in a frame, or a video file (ADR 093). */
function Player({ link, title, parentHost }: { link: string; title: string; parentHost: string }) {
  const embed = videoEmbed(link, { parentHost });
  if (!embed) return null;
  if (embed.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the conference's own video; its captions are its host's to give
      <video controls preload="none" style={frame} title={title} data-player={embed.provider}>
        <source src={embed.src} type={embed.type} />
      </video>
    );
  }
  return (
    <iframe
      src={embed.src}
      title={title}
      style={frame}
      loading="lazy"
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      data-player={embed.provider}
    />
  );
}

/** What the talk offers disabled viewers (ADR 107), an icon beside each text, never alone; nothing when none. */
function TalkAccessibility({ conference, t }: { conference: ProgrammeConference; t: T }) {
  if (conference.accessibility.length === 0) return null;
  return (
    <List
      listStyleType="none"
      spacing={4}
      size="sm"
      aria-label={t("conferences.accessibilityOf", { name: conference.name })}
      data-testid="talk-accessibility"
    >
      {conference.accessibility.map((feature) => {
        const FeatureIcon = talkIcons[feature];
        return (
          <ListItem key={feature} data-value={feature}>
            <Group gap={6} wrap="nowrap">
              <FeatureIcon size={20} stroke={1.75} aria-hidden="true" focusable="false" />
              <span>{t(`accessibility.value.${feature}`)}</span>
            </Group>
          </ListItem>
        );
      })}
    </List>
  );
}

/** "Starts in 2 d 4 h 10 min", its numbers rewritten by the page's script. */
function Countdown({ conference, now, t }: { conference: ProgrammeConference; now: Date; t: T }) {
  const countdown = countdownAt(conference, now);
  const parts =
    countdown.phase === "finished"
      ? { days: 0, hours: 0, minutes: 0 }
      : { days: countdown.days, hours: countdown.hours, minutes: countdown.minutes };
  return (
    <Text>
      <Text component="span" fw={600}>
        {t("conferences.public.startsIn")}
      </Text>{" "}
      <span data-conference-countdown>
        {`${t("ts.public.days", { count: parts.days })} ${t("ts.public.hours", { count: parts.hours })} ${t("ts.public.minutes", { count: parts.minutes })}`}
      </span>
    </Text>
  );
}

function Stage({
  phase,
  conference,
  now,
  t,
  parentHost,
}: {
  phase: ConferencePhase;
  conference: ProgrammeConference;
  now: Date;
  t: T;
  parentHost: string;
}): ReactNode {
  const title = t("conferences.public.player", { name: conference.name });
  if (phase === "upcoming") return <Countdown conference={conference} now={now} t={t} />;
  if (phase === "live") {
    return (
      <Stack gap="xs">
        <Badge color="red.9" w="fit-content">
          {t("conferences.public.live")}
        </Badge>
        <Player link={conference.liveStreamUrl} title={title} parentHost={parentHost} />
      </Stack>
    );
  }
  if (!conference.replayUrl) return <Text>{t("conferences.public.ended")}</Text>;
  return (
    <Stack gap="xs">
      <Badge color="gray.8" w="fit-content">
        {t("conferences.public.replay")}
      </Badge>
      <Player link={conference.replayUrl} title={title} parentHost={parentHost} />
    </Stack>
  );
}

const phases: ConferencePhase[] = ["upcoming", "live", "over"];

/**
 * The public programme: each accepted conference with a live link, its countdown, then its live player, then its
 * replay, and its calendar file. The phases still to come wait in <template>s that the page's script swaps in,
 * so a page kept by the cache moves on, and no player loads before its time.
 */
export function Programme({
  slug,
  conferences,
  now,
  t,
  locale,
  parentHost,
}: {
  slug: string;
  conferences: ProgrammeConference[];
  now: Date;
  t: T;
  locale: string;
  parentHost: string;
}) {
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const countdownTexts = {
    days: t("ts.public.days", { count: "{count}" }),
    hours: t("ts.public.hours", { count: "{count}" }),
    minutes: t("ts.public.minutes", { count: "{count}" }),
  };
  return (
    <Stack component="ul" p={0} gap="md" style={{ listStyle: "none" }} data-testid="programme" data-show-slug={slug}>
      <template data-conference-texts>{JSON.stringify(countdownTexts)}</template>
      {conferences.map((conference) => {
        const phase = conferencePhase(conference, now);
        const headingId = `conference-${conference.id}-name`;
        return (
          <Paper
            component="li"
            withBorder
            p="md"
            key={conference.id}
            id={`conference-${conference.id}`}
            aria-labelledby={headingId}
            data-conference={conference.id}
            data-starts-at={conference.startsAt}
            data-ends-at={conference.endsAt}
            data-testid="programme-conference"
          >
            <Stack gap="xs">
              {conference.imageUrl && (
                <img
                  src={conference.imageUrl}
                  srcSet={srcSetOf(conference.imageUrl, CONFERENCE_IMAGE_VARIANT_WIDTHS_PX) ?? undefined}
                  sizes="(min-width: 62em) 640px, 100vw"
                  alt=""
                  width={1280}
                  height={720}
                  loading="lazy"
                  style={{ width: "100%", height: "auto", borderRadius: 8 }}
                />
              )}
              <Title order={3} size="h4" id={headingId}>
                {conference.name}
              </Title>
              <Text size="sm">
                {t("conferences.when", {
                  date: dayFormat.format(new Date(`${conference.date}T00:00:00Z`)),
                  start: conference.startTime,
                  end: conference.endTime,
                })}
              </Text>
              {conference.speakers.length > 0 && (
                <Text size="sm">{t("conferences.public.speakers", { names: conference.speakers.join(", ") })}</Text>
              )}
              <TalkAccessibility conference={conference} t={t} />
              {conference.description && (
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {conference.description}
                </Text>
              )}
              <div data-conference-stage data-phase={phase}>
                <Stage phase={phase} conference={conference} now={now} t={t} parentHost={parentHost} />
              </div>
              {phases.slice(phases.indexOf(phase) + 1).map((later) => (
                <template key={later} data-conference-phase={later}>
                  <Stage phase={later} conference={conference} now={now} t={t} parentHost={parentHost} />
                </template>
              ))}
              <SaveToggle
                kind="conference"
                id={conference.id}
                showSlug={slug}
                label={t("attendees.saved.saveConference")}
                name={conference.name}
                note={t("attendees.saved.note")}
              />
              <Anchor href={conferenceCalendarPath(slug, conference.id)} download size="sm">
                {t("conferences.public.calendar")}
                <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
              </Anchor>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
