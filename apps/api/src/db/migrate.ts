import type { Kysely } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import * as users from "./migrations/0001-users.ts";
import * as userRoles from "./migrations/0002-user-roles.ts";
import * as directory from "./migrations/0003-directory.ts";
import * as sitemapIndex from "./migrations/0004-sitemap-index.ts";
import * as support from "./migrations/0005-support.ts";
import * as claims from "./migrations/0007-claims.ts";
import * as search from "./migrations/0010-search.ts";
import * as searchLanguages from "./migrations/0011-search-languages.ts";
import * as searchScale from "./migrations/0012-search-scale.ts";
import * as eventDates from "./migrations/0013-event-dates.ts";
import * as searchLexicon from "./migrations/0014-search-lexicon.ts";
import * as tokenGeneration from "./migrations/0015-token-generation.ts";
import * as dataRightsConfirmation from "./migrations/0016-data-rights-confirmation.ts";
import * as tradeShows from "./migrations/0017-trade-shows.ts";
import * as searchPriceUnlisted from "./migrations/0020-search-price-unlisted.ts";
import * as legacyImports from "./migrations/0022-legacy-imports.ts";
import * as accessibility from "./migrations/0023-accessibility.ts";
import * as booths from "./migrations/0024-booths.ts";
import * as licences from "./migrations/0025-licences.ts";
import * as conferences from "./migrations/0026-conferences.ts";
import * as activityTradeShowSlug from "./migrations/0027-activity-trade-show-slug.ts";
import * as attendees from "./migrations/0028-attendees.ts";
import * as messages from "./migrations/0029-messages.ts";
import * as videoCalls from "./migrations/0031-video-calls.ts";
import * as statistics from "./migrations/0032-statistics.ts";
import * as messageSettings from "./migrations/0033-message-settings.ts";
import * as savedItems from "./migrations/0034-saved-items.ts";
import * as tradeShowAccessibility from "./migrations/0035-trade-show-accessibility.ts";
import * as talkAccessibility from "./migrations/0036-talk-accessibility.ts";
import * as cityActivityCounts from "./migrations/0037-city-activity-counts.ts";
import * as sitemapIndexWithTradeShowSlug from "./migrations/0038-sitemap-index-with-trade-show-slug.ts";

// Listed by hand rather than read from disk so a bundle or a single-file deploy carries them.
export const migrations: Record<string, Migration> = {
  "0001-users": users,
  "0002-user-roles": userRoles,
  "0003-directory": directory,
  "0004-sitemap-index": sitemapIndex,
  "0005-support": support,
  "0007-claims": claims,
  "0010-search": search,
  "0011-search-languages": searchLanguages,
  "0012-search-scale": searchScale,
  "0013-event-dates": eventDates,
  "0014-search-lexicon": searchLexicon,
  "0015-token-generation": tokenGeneration,
  "0016-data-rights-confirmation": dataRightsConfirmation,
  "0017-trade-shows": tradeShows,
  "0020-search-price-unlisted": searchPriceUnlisted,
  "0022-legacy-imports": legacyImports,
  "0023-accessibility": accessibility,
  "0024-booths": booths,
  "0025-licences": licences,
  "0026-conferences": conferences,
  "0027-activity-trade-show-slug": activityTradeShowSlug,
  "0028-attendees": attendees,
  "0029-messages": messages,
  "0031-video-calls": videoCalls,
  "0032-statistics": statistics,
  "0033-message-settings": messageSettings,
  "0034-saved-items": savedItems,
  "0035-trade-show-accessibility": tradeShowAccessibility,
  "0036-talk-accessibility": talkAccessibility,
  "0037-city-activity-counts": cityActivityCounts,
  "0038-sitemap-index-with-trade-show-slug": sitemapIndexWithTradeShowSlug,
};

export async function migrateToLatest<T>(
  db: Kysely<T>,
  set: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  // Migrations see the schema as it was when they were written, not as the current Database type says.
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => set },
    // Numbers are handed out to work done side by side, so one may land after a higher one already ran
    // (0007 after 0010): it runs then, rather than stopping the api. Each migration only adds its own tables.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
