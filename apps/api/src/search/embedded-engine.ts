import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { toSearchDocument } from "./document.ts";
import { ColumnarIndex } from "./embedded/columnar-index.ts";
import { runQuery } from "./embedded/run-query.ts";
import { createClock, type SearchEngine } from "./engine.ts";
import { findActivity, publishedActivities } from "./source.ts";

/**
 * The default engine: every published activity in this process's memory as a columnar index (typed-array
 * columns, dictionary codes for the facets, an inverted index of the searchable words; see
 * embedded/columnar-index.ts), each query answered in one pass over its matches (embedded/run-query.ts).
 */
export function createEmbeddedEngine(db: Kysely<Database>): SearchEngine {
  let index = new ColumnarIndex();
  let building: Promise<unknown> | null = null;
  // Activities written while a rebuild reads the store: read again once it is swapped in.
  let touchedDuringRebuild: Set<string> | null = null;

  async function rebuild() {
    const started = performance.now();
    touchedDuringRebuild = new Set();
    const next = new ColumnarIndex();
    for await (const batch of publishedActivities(db)) {
      for (const activity of batch) next.put(toSearchDocument(activity));
    }
    index = next;
    const touched = touchedDuringRebuild;
    touchedDuringRebuild = null;
    for (const id of touched) await refreshNow(id);
    return { documents: index.size, ms: Math.round(performance.now() - started) };
  }

  async function refreshNow(id: string) {
    const activity = await findActivity(db, id);
    if (activity?.published) index.put(toSearchDocument(activity));
    else index.remove(id);
  }

  const ready = () => {
    building ??= rebuild();
    return building;
  };

  return {
    kind: "embedded",
    async search(query, now) {
      await ready();
      return runQuery(index, query, createClock(now));
    },
    async refresh(id) {
      touchedDuringRebuild?.add(id);
      await ready();
      await refreshNow(id);
    },
    async remove(id) {
      touchedDuringRebuild?.add(id);
      await ready();
      index.remove(id);
    },
    async warmUp() {
      building = rebuild();
      return (await building) as { documents: number; ms: number };
    },
    async rebuild() {
      building = rebuild();
      return (await building) as { documents: number; ms: number };
    },
    async close() {},
  };
}
