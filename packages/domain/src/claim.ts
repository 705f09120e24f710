import type { ErrorCode } from "./errors.ts";
import { longText } from "./fields.ts";
import { z } from "./zod.ts";

// docs/product.md#claiming-an-activity: at once for a verified e-mail equal to the activity's contact e-mail, otherwise
// by a request the support team decides.

/** A claim request's message must say who the requester is and why the activity is theirs. */
export const CLAIM_MESSAGE_MIN = 20;
export const CLAIM_MESSAGE_MAX = 2000;

export const claimStatuses = ["open", "approved", "refused"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** What the claim form sends; the message is only needed when the claim cannot be granted at once. */
export const claimBodySchema = z.object({ message: longText(0, CLAIM_MESSAGE_MAX).optional() }).strict();

/** The support team's decision; a refusal needs the reason the requester is told. */
export const claimDecisionSchema = z
  .object({
    decision: z.enum(["approved", "refused"]),
    reason: longText(0, 2000).optional(),
  })
  .strict()
  .refine((value) => value.decision === "approved" || (value.reason ?? "").length >= 5, {
    message: "claim/reason-required" satisfies ErrorCode,
    path: ["reason"],
  });

/** Where a visitor stands with an activity they look at. */
export type ClaimStanding = {
  /** The visitor already owns it. */
  owned: boolean;
  /** Their verified e-mail is the activity's contact e-mail: claiming transfers it at once. */
  instant: boolean;
  /** Their request waiting for the support team, if any. */
  openRequest: { id: string; createdAt: string } | null;
};

/** The answer to a claim: transferred at once, or a request in the support team's queue. */
export type ClaimOutcome = { status: "claimed"; slug: string } | { status: "requested"; id: string };

/** A claim request as the console shows it. */
export type ClaimRequest = {
  id: string;
  status: ClaimStatus;
  message: string;
  reason: string | null;
  locale: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  activity: { id: string; slug: string; name: string; contactEmail: string | null; ownerId: string | null };
  requester: { id: string; email: string; name: string };
};
