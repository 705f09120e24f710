import { z } from "zod";
import { CONFERENCE_TITLE_MAX_LENGTH } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { dateSchema, httpUrlSchema, longText, text, timeSchema } from "./fields.ts";

/** A proposed conference is pending until the organiser accepts it into the programme or refuses it. */
export const conferenceStatuses = ["pending", "accepted", "refused"] as const;
export type ConferenceStatus = (typeof conferenceStatuses)[number];

export const speakerSchema = z.object({
  name: text(1, 120),
  jobTitle: text(1, 120).optional(),
  company: text(1, 200).optional(),
  photoUrl: httpUrlSchema.optional(),
});
export type Speaker = z.infer<typeof speakerSchema>;

const conferenceFields = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(CONFERENCE_TITLE_MAX_LENGTH, { error: "conference/title-too-long" satisfies ErrorCode }),
  date: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  description: longText(0, 5000),
  // Optional while proposing; without it the conference is not displayed (conference/no-live-link).
  liveStreamUrl: httpUrlSchema.optional(),
  replayUrl: httpUrlSchema.optional(),
  imageUrl: httpUrlSchema.optional(),
  speakers: z.array(speakerSchema).max(20),
});

function endsAfterStart(conference: { startTime: string; endTime: string }): boolean {
  return conference.endTime > conference.startTime;
}

const endsAfterStartError = { error: "schedule/end-before-start" satisfies ErrorCode, path: ["endTime"] };

export const conferenceInputSchema = conferenceFields.refine(endsAfterStart, endsAfterStartError);
export type ConferenceInput = z.infer<typeof conferenceInputSchema>;

export const conferenceSchema = conferenceFields
  .extend({ id: z.string().min(1), status: z.enum(conferenceStatuses) })
  .refine(endsAfterStart, endsAfterStartError);
export type Conference = z.infer<typeof conferenceSchema>;
