import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds } from "#app/test-support/test-app.ts";
import { createEmbeddedEngine } from "./embedded/engine.ts";
import type { SearchEngine } from "./engine.ts";
import { parseSearchParams } from "./params.ts";
import { relevanceNow } from "./relevance-set.ts";

const everything = async (engine: SearchEngine, query = "") => {
  const result = await engine.search(parseSearchParams({ query, hitsPerPage: 1000, facets: ["city", "category"] }), relevanceNow);
  return { slugs: result.hits.map((hit) => hit.document.slug), nbHits: result.nbHits, facets: result.facets };
};

// ADR 083: an api restarted on its snapshot answers as one that read the whole store, whatever was written
// while it was down — edits, unpublished and deleted activities, and rows imported with an old timestamp.
describe.each(databaseKinds)("the embedded engine's snapshot on %s", (kind) => {
  it("starts from the snapshot and catches up with the store's writes made while the api was down", async () => {
    const t = await createTestApp(kind, { env: { SEARCH_ENGINE: "embedded" } });
    const dir = await mkdtemp(path.join(tmpdir(), "alentour-snapshot-"));
    const snapshotFile = path.join(dir, "embedded-index.bin");
    try {
      const activities = createActivityRepository(t.db.kysely);
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      const fixtures = searchFixtures();
      await activities.insertMany(fixtures);
      const published = fixtures.filter((activity) => activity.published);

      const first = createEmbeddedEngine(t.db.kysely, { snapshotFile });
      expect(await first.warmUp()).toMatchObject({ from: "store", documents: published.length });
      const before = await everything(first, "musee");

      // While no api runs: a rename, an unpublished activity, a deleted one, a new one, and an import dated
      // before the snapshot was taken.
      const [renamed, hidden, deleted] = published.filter((activity) => activity.name.startsWith("Musée")) as [
        (typeof fixtures)[number],
        (typeof fixtures)[number],
        (typeof fixtures)[number],
      ];
      const later = new Date(Date.now() + 60_000);
      await activities.update({ ...renamed, name: "Musée Zorglub" }, later);
      await activities.setPublished(hidden.id, false, later);
      await activities.remove(deleted.id);
      await activities.insert(makeActivity({ slug: "musee-nouveau", name: "Musée tout neuf" }));
      await activities.insert(
        makeActivity({
          slug: "musee-importe",
          name: "Musée importé",
          createdAt: "2020-01-01T00:00:00.000Z",
          updatedAt: "2020-01-01T00:00:00.000Z",
        }),
      );

      const restarted = createEmbeddedEngine(t.db.kysely, { snapshotFile });
      expect(await restarted.warmUp()).toMatchObject({ from: "snapshot", documents: published.length });
      const fresh = createEmbeddedEngine(t.db.kysely);
      await fresh.rebuild();
      const after = await everything(restarted, "musee");
      expect(after).toEqual(await everything(fresh, "musee"));
      expect(after.slugs).toEqual(expect.arrayContaining(["musee-nouveau", "musee-importe", renamed.slug]));
      expect(after.slugs).not.toContain(hidden.slug);
      expect(after.slugs).not.toContain(deleted.slug);
      // Two gone (unpublished, deleted), two new (created, imported).
      expect(after.nbHits).toBe(before.nbHits);
      expect((await everything(restarted, "zorglub")).slugs).toEqual([renamed.slug]);
      expect(await everything(restarted)).toEqual(await everything(fresh));
    } finally {
      await rm(dir, { recursive: true, force: true });
      await t.close();
    }
  }, 60_000);
});
