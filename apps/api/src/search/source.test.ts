import { describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds } from "#app/test-support/test-app.ts";
import { publishedActivities } from "./source.ts";

describe.each(databaseKinds)("publishedActivities on %s", (kind) => {
  it("reads every published activity once, in id order, across batches, and leaves drafts out", async () => {
    const t = await createTestApp(kind);
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      const fixtures = searchFixtures();
      await createActivityRepository(t.db.kysely).insertMany(fixtures);
      const batches: string[][] = [];
      for await (const batch of publishedActivities(t.db.kysely, 3)) batches.push(batch.map((activity) => activity.slug));
      const expected = fixtures
        .filter((activity) => activity.published)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((activity) => activity.slug);
      expect(batches.flat()).toEqual(expected);
      expect(batches.flat()).not.toContain("brouillon");
      expect(batches.every((batch) => batch.length > 0 && batch.length <= 3)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
