import { AppError } from "@alentour/domain/errors";
import type { UploadPurpose } from "@alentour/domain/upload";
import type { FastifyBaseLogger } from "fastify";
import { type ActivityService, bannerFolderOf } from "#app/activities/activity-service.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { ConferenceService } from "#app/conferences/conference-service.ts";
import { assertMayActOnAccount, isOwnerOrStaff, isStaff } from "#app/http/guards.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import { type BoothService, boothLogoFolderOf } from "#app/trade-shows/booth-service.ts";
import { type TradeShowService, tradeShowFolderOf } from "#app/trade-shows/trade-show-service.ts";
import type { UserRepository } from "#app/users/user-repository.ts";

/**
 * The document an upload writes into. `authorize` runs before any byte is accepted and again when the file is
 * complete; it throws 403/404 unless the caller may change that document, and names the folder whose files
 * the upload replaces. `write` sets the document's field to the new download URL.
 */
export type UploadTarget = {
  authorize: (principal: Principal, target: string) => Promise<{ folder: string }>;
  write: (principal: Principal, target: string, url: string) => Promise<void>;
};

/** One entry per purpose of `@alentour/domain/upload`; a new purpose is one entry here and one there. */
export function createUploadTargets(deps: {
  activities: ActivityService;
  tradeShows: TradeShowService;
  conferences: ConferenceService;
  booths: BoothService;
  users: UserRepository;
  audit: AuditLog;
  log: FastifyBaseLogger;
}): Record<UploadPurpose, UploadTarget> {
  const { activities, tradeShows, conferences, booths, users, audit, log } = deps;
  // A trade show's images; target: the show's slug. Its team or the support team (guards.ts).
  const tradeShowImage = (kind: "logo" | "banner"): UploadTarget => ({
    async authorize(principal, slug) {
      const show = await tradeShows.authorizeFiles(principal, slug);
      return { folder: tradeShowFolderOf(show.id, kind) };
    },
    async write(principal, slug, url) {
      await tradeShows.setImage(principal, slug, kind, url);
    },
  });
  return {
    // The activity's `bannerUrl`; target: the activity's slug. Its owner or the support team (ADR 030).
    "activity-banner": {
      async authorize(principal, slug) {
        const activity = await activities.authorizeFiles(principal, slug);
        return { folder: bannerFolderOf(activity.id) };
      },
      async write(principal, slug, url) {
        await activities.setBanner(principal, slug, url);
      },
    },
    // The user record's `photoUrl`; target: the user's id. The user, or the support team above the user's role.
    "user-picture": {
      async authorize(principal, userId) {
        const record = await users.find(userId);
        if (!record) throw new AppError(isOwnerOrStaff(principal, userId) ? "resource/not-found" : "auth/forbidden");
        assertMayActOnAccount(principal, record, log);
        return { folder: `users/${userId}/picture` };
      },
      async write(principal, userId, url) {
        if (!(await users.update(userId, { photoUrl: url }))) throw new AppError("resource/not-found");
        if (isStaff(principal)) await audit.record(principal, "user.picture-changed", { type: "user", id: userId });
      },
    },
    "trade-show-logo": tradeShowImage("logo"),
    "trade-show-banner": tradeShowImage("banner"),
    // A conference's `imageUrl`; target: the conference's id. The team, or its exhibitor while it is pending.
    "conference-image": {
      authorize: (principal, conferenceId) => conferences.authorizeImage(principal, conferenceId),
      write: (principal, conferenceId, url) => conferences.setImage(principal, conferenceId, url),
    },
    // A booth's `logoUrl`; target: the booth's id. Whoever acts for the booth (mayActForBooth).
    "booth-logo": {
      async authorize(principal, boothId) {
        const booth = await booths.authorizeLogo(principal, boothId);
        return { folder: boothLogoFolderOf(booth.id) };
      },
      async write(principal, boothId, url) {
        await booths.setLogo(principal, boothId, url);
      },
    },
  };
}
