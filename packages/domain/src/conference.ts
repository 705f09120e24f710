import { normalizedTalkAccessibility, type TalkAccessibilityFeature, talkAccessibilityFeatures } from "./accessibility.ts";
import { CONFERENCE_TITLE_MAX_LENGTH } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { cleanText, dateSchema, emailSchema, httpUrlSchema, longText, text, timeSchema } from "./fields.ts";
import { isPlayableVideoLink } from "./video-link.ts";
import { z } from "./zod.ts";

/** A proposed conference is pending until the organiser accepts it into the programme or refuses it. */
export const conferenceStatuses = ["pending", "accepted", "refused"] as const;
export type ConferenceStatus = (typeof conferenceStatuses)[number];

/** What the organiser decides for several conferences at once. */
export const conferenceDecisions = ["accepted", "refused"] as const;
export type ConferenceDecision = (typeof conferenceDecisions)[number];

/** A speaker: a name, and optionally the e-mail of an account, which is told by mail (docs/trade-shows.md#conferences). */
export const speakerSchema = z.object({
  name: text(1, 120),
  email: emailSchema.optional(),
});
export type SpeakerInput = z.infer<typeof speakerSchema>;

/** A live or replay link: an address a player can show (video-link.ts), else "The video is not found…". */
const videoLinkSchema = httpUrlSchema.refine(isPlayableVideoLink, { error: "video/not-found" satisfies ErrorCode });

/** What the talk offers disabled viewers (ADR 107): known values, each once, in the list's order. */
const talkAccessibilitySchema = z
  .array(z.enum(talkAccessibilityFeatures, { error: "field/invalid" satisfies ErrorCode }))
  .max(talkAccessibilityFeatures.length * 2)
  .transform(normalizedTalkAccessibility);

const conferenceFields = z.object({
  // Cleaned like every text a person writes (ADR 057), then measured with its own message.
  name: z
    .string()
    .overwrite((value) => cleanText(value))
    .min(1)
    .max(CONFERENCE_TITLE_MAX_LENGTH, { error: "conference/title-too-long" satisfies ErrorCode }),
  date: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  description: longText(0, 5000).default(""),
  // Optional while proposing; without it the conference is not displayed (conference/no-live-link).
  liveStreamUrl: videoLinkSchema.optional(),
  replayUrl: videoLinkSchema.optional(),
  speakers: z.array(speakerSchema).max(20).default([]),
  accessibility: talkAccessibilitySchema.default([]),
});

function endsAfterStart(conference: { startTime: string; endTime: string }): boolean {
  return conference.endTime > conference.startTime;
}

const endsAfterStartError = { error: "schedule/end-before-start" satisfies ErrorCode, path: ["endTime"] };

export const conferenceInputSchema = conferenceFields.refine(endsAfterStart, endsAfterStartError);
export type ConferenceInput = z.infer<typeof conferenceInputSchema>;

/** A proposal: the conference and the acceptance of the conference terms. */
export const conferenceProposalSchema = conferenceFields
  .extend({
    termsAccepted: z.literal(true, { error: "conference/terms-required" satisfies ErrorCode }),
  })
  .refine(endsAfterStart, endsAfterStartError);
export type ConferenceProposal = z.infer<typeof conferenceProposalSchema>;

/** A change by its proposer or the organising team; a live link may be given or removed (null). */
export const conferencePatchSchema = conferenceFields
  .extend({
    description: longText(0, 5000),
    liveStreamUrl: videoLinkSchema.nullable(),
    replayUrl: videoLinkSchema.nullable(),
    speakers: z.array(speakerSchema).max(20),
    // No defaults in a change: a field left out is left as it is.
    accessibility: talkAccessibilitySchema,
    /** Set only by an upload (`conference-image`); a change may take it away. */
    imageUrl: z.null(),
  })
  .partial();
export type ConferencePatch = z.infer<typeof conferencePatchSchema>;

/** The organiser's decision on several conferences at once, all or none. */
export const conferenceDecisionSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(200),
  status: z.enum(conferenceDecisions),
});

export type Speaker = { name: string; userId: string | null };

/** A conference as the console reads it. */
export type Conference = {
  id: string;
  showId: string;
  /** The exhibitor's booth that proposed it; null for the organising team's own. */
  boothId: string | null;
  status: ConferenceStatus;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  liveStreamUrl: string | null;
  replayUrl: string | null;
  imageUrl: string | null;
  speakers: Array<Speaker & { email: string | null }>;
  accessibility: TalkAccessibilityFeature[];
  proposedBy: string | null;
  createdAt: string;
  /** Whether the caller may change or delete it (its proposer's booth, or the organising team). */
  mine: boolean;
};

/** A conference of the public programme: accepted, with a live link, no e-mail addresses. */
export type ProgrammeConference = {
  id: string;
  /** The booth that proposed it, whose public page lists it too; null for the show's team's own. */
  boothId: string | null;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  /** The instants of the start and the end, from the show's time zone. */
  startsAt: string;
  endsAt: string;
  description: string;
  liveStreamUrl: string;
  replayUrl: string | null;
  imageUrl: string | null;
  speakers: string[];
  accessibility: TalkAccessibilityFeature[];
};
