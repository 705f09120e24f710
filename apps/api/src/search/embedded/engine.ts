import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { toSearchDocument } from "../document.ts";
import { createClock, type SearchEngine } from "../engine.ts";
import {
  activitiesChangedSince,
  findActivity,
  latestUpdate,
  publishedActivities,
  publishedIds,
  publishedTally,
} from "../source.ts";
import { ColumnarIndex } from "./columnar-index.ts";
import { runQuery } from "./run-query.ts";
import { readSnapshot, writeSnapshot } from "./snapshot.ts";

export type EmbeddedEngineOptions = {
  /** Where the index is kept on disk between starts (ADR 083); none: built from the store at every start. */
  snapshotFile?: string | null;
};

/** Rows written this long before the watermark are replayed too (clocks of other writers, late commits). */
const REPLAY_MARGIN_MS = 5 * 60_000;
/** More activities than this missing from a snapshot: the store is read whole instead. */
const MOST_MISSING = 20_000;
/** A replay of more rows than this writes a fresh snapshot, so the next start replays less. */
const REWRITE_AFTER = 1_000;

type Built = {
  documents: number;
  ms: number;
  from: "store" | "snapshot";
  replayed?: number;
  snapshot?: string;
  /** From a snapshot: the file read (ms), the changed rows replayed, the store's published rows checked. */
  steps?: { read: number; replay: number; ids: number };
};

/**
 * The default engine: every published activity in this process's memory as a columnar index (typed-array
 * columns, dictionary codes for the facets, an inverted index of the searchable words; see
 * embedded/columnar-index.ts), each query answered in one pass over its matches (embedded/run-query.ts).
 * With a snapshot file, a start loads the index from disk and replays the rows changed since (ADR 083).
 */
export function createEmbeddedEngine(db: Kysely<Database>, options: EmbeddedEngineOptions = {}): SearchEngine {
  const snapshotFile = options.snapshotFile ?? null;
  let index = new ColumnarIndex();
  let building: Promise<unknown> | null = null;
  // Activities written while a rebuild reads the store: read again once it is swapped in.
  let touchedDuringRebuild: Set<string> | null = null;

  async function save(next: ColumnarIndex, watermark: string | null): Promise<string> {
    if (!snapshotFile) return "none";
    try {
      const bytes = await writeSnapshot(snapshotFile, next, watermark);
      return `written (${Math.round(bytes / 2 ** 20)} MiB)`;
    } catch (error) {
      return `not written: ${(error as Error).message}`;
    }
  }

  async function swapIn(next: ColumnarIndex) {
    index = next;
    const touched = touchedDuringRebuild;
    touchedDuringRebuild = null;
    for (const id of touched ?? []) await refreshNow(id);
  }

  async function buildFromStore(started: number): Promise<Built> {
    touchedDuringRebuild = new Set();
    const watermark = await latestUpdate(db);
    const next = new ColumnarIndex();
    for await (const batch of publishedActivities(db)) {
      for (const activity of batch) next.put(toSearchDocument(activity));
    }
    const snapshot = await save(next, watermark);
    await swapIn(next);
    return { documents: index.size, ms: Math.round(performance.now() - started), from: "store", snapshot };
  }

  /** The snapshot's index brought up to the store: rows changed since its watermark, then rows gone. */
  async function fromSnapshot(started: number): Promise<Built | null> {
    if (!snapshotFile) return null;
    let loaded: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      loaded = await readSnapshot(snapshotFile);
    } catch {
      return null;
    }
    if (!loaded) return null;
    const read = Math.round(performance.now() - started);
    touchedDuringRebuild = new Set();
    const next = loaded.index;
    const watermark = await latestUpdate(db);
    let replayed = 0;
    if (loaded.watermark !== null) {
      const since = new Date(Date.parse(loaded.watermark) - REPLAY_MARGIN_MS).toISOString();
      for await (const batch of activitiesChangedSince(db, since)) {
        for (const activity of batch) {
          if (activity.published) next.put(toSearchDocument(activity));
          else next.remove(activity.id);
          replayed++;
        }
      }
    }
    const replay = Math.round(performance.now() - started) - read;
    // Deleted rows leave no trace but their absence, rows imported with an old `updated_at` none but their
    // presence: when the published rows' count and summed positions differ from the index's, every published id
    // of the store is compared with the index's.
    const store = await publishedTally(db);
    // The positions as read (a double, or a `real` read as its shortest decimal) and as the store sums them (a
    // `real` widened exactly: Math.fround).
    let lat = 0;
    let lng = 0;
    let realLat = 0;
    let realLng = 0;
    let magnitude = 0;
    for (let d = 0; d < next.limit; d++) {
      if (next.alive[d] === 1) {
        const y = next.lat[d] as number;
        const x = next.lng[d] as number;
        lat += y;
        lng += x;
        realLat += Math.fround(y);
        realLng += Math.fround(x);
        magnitude += Math.abs(y) + Math.abs(x);
      }
    }
    // Sums made in another order differ in their last bits only (about 0.005° at a million activities).
    const same = (a: number, b: number) => Math.abs(a - b) <= 1e-10 * magnitude + 1e-9;
    const positionsAgree =
      (same(store.lat, lat) && same(store.lng, lng)) || (same(store.lat, realLat) && same(store.lng, realLng));
    if (store.count !== next.size || !positionsAgree) {
      const seen = new Uint8Array(next.limit);
      const missing: string[] = [];
      for await (const ids of publishedIds(db)) {
        for (const id of ids) {
          const d = next.docId(id);
          if (d === undefined) missing.push(id);
          else seen[d] = 1;
        }
        if (missing.length > MOST_MISSING) return null;
      }
      for (let d = 0; d < seen.length; d++) {
        if (next.alive[d] === 1 && seen[d] === 0) {
          next.remove(next.objectIds[d] as string);
          replayed++;
        }
      }
      for (const id of missing) {
        const activity = await findActivity(db, id);
        if (activity?.published) next.put(toSearchDocument(activity));
        replayed++;
      }
    }
    const ids = Math.round(performance.now() - started) - read - replay;
    const snapshot = replayed > REWRITE_AFTER || loaded.watermark === null ? await save(next, watermark) : "kept";
    await swapIn(next);
    const ms = Math.round(performance.now() - started);
    return { documents: index.size, ms, from: "snapshot", replayed, snapshot, steps: { read, replay, ids } };
  }

  async function rebuild(useSnapshot: boolean): Promise<Built> {
    const started = performance.now();
    try {
      return (useSnapshot ? await fromSnapshot(started) : null) ?? (await buildFromStore(started));
    } finally {
      touchedDuringRebuild = null;
    }
  }

  async function refreshNow(id: string) {
    const activity = await findActivity(db, id);
    if (activity?.published) index.put(toSearchDocument(activity));
    else index.remove(id);
  }

  const ready = () => {
    building ??= rebuild(true);
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
      building = rebuild(true);
      return (await building) as Built;
    },
    async rebuild() {
      building = rebuild(false);
      return (await building) as Built;
    },
    async close() {},
  };
}
