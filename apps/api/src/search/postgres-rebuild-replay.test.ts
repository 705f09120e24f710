import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { createTestApp, postgresUrl, type TestApp } from "#app/test-support/test-app.ts";

vi.setConfig({ testTimeout: 30_000 });

// Another api instance writes while this one rebuilds the PostgreSQL index (ADR 076): its write reaches the
// activities table and the old index table, which the rebuild then replaces with its fresh one.
describe.skipIf(!postgresUrl)("a PostgreSQL search rebuild while another instance writes", () => {
  let t: TestApp;
  let holder: pg.Client;
  const kept = makeActivity({ slug: "musee-gadagne", name: "Musée Gadagne" });
  const renamed = makeActivity({ slug: "escalade-lyon", name: "Salle d'escalade" });
  const deleted = makeActivity({ slug: "bouchon-des-cordeliers", name: "Bouchon des Cordeliers" });

  beforeEach(async () => {
    t = await createTestApp("postgres", { env: { SEARCH_ENGINE: "postgres" } });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([kept, renamed, deleted]);
    await t.app.searchEngine.warmUp();
    holder = new pg.Client({ connectionString: t.config.database.kind === "postgres" ? t.config.database.url : "" });
    await holder.connect();
  });
  afterEach(async () => {
    await holder.end().catch(() => undefined);
    await t.close();
  });

  const slugs = async (query: string) =>
    (await t.app.searchEngine.search(parseSearchParams({ query }), new Date())).hits.map((hit) => hit.document.slug);

  it("replays the other instance's edits and deletions once the fresh index is swapped in", async () => {
    // Holds the swap back: the rebuild has read every activity and waits for the old tables.
    await holder.query("begin");
    await holder.query("lock table search_documents in access share mode");
    const rebuilt = t.app.searchEngine.rebuild();
    await expect
      .poll(
        async () =>
          (
            await holder.query(
              "select count(*)::int as waiting from pg_locks where not granted and relation = 'search_documents'::regclass",
            )
          ).rows[0].waiting,
        { timeout: 20_000 },
      )
      .toBe(1);
    // The other instance's writes, as they land in the database: the activity rows change, nothing tells this one.
    await holder.query("update activities set name = $1, updated_at = $2 where id = $3", [
      "Salle d'escalade Ampère",
      new Date().toISOString(),
      renamed.id,
    ]);
    await holder.query("delete from activities where id = $1", [deleted.id]);
    await holder.query("commit");
    await rebuilt;
    expect(await slugs("ampere")).toEqual([renamed.slug]);
    expect(await slugs("cordeliers")).toEqual([]);
    expect(await slugs("gadagne")).toEqual([kept.slug]);
  });
});

describe.skipIf(!postgresUrl)("api instances starting together on an empty PostgreSQL index", () => {
  it("build it once between them, the other waiting its turn instead of failing", async () => {
    const t = await createTestApp("postgres", { env: { SEARCH_ENGINE: "postgres" } });
    try {
      await createCityRepository(t.db.kysely).upsertMany([lyon]);
      await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: "musee-gadagne", name: "Musée Gadagne" })]);
      const other = await t.secondInstance();
      const results = await Promise.all([t.app.searchEngine.warmUp(), other.app.searchEngine.warmUp()]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      for (const engine of [t.app.searchEngine, other.app.searchEngine]) {
        const found = await engine.search(parseSearchParams({ query: "gadagne" }), new Date());
        expect(found.hits.map((hit) => hit.document.slug)).toEqual(["musee-gadagne"]);
      }
    } finally {
      await t.close();
    }
  });
});
