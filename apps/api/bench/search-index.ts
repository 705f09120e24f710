// The embedded index alone, in this process (no HTTP, no other engine). Not a test: it prints figures for
// docs/benchmarks.md. From apps/api, on a database filled by bench/search.ts:
//   DATABASE_URL=postgres://… node --expose-gc bench/search-index.ts [--rounds 15] [--snapshot FILE] [--kinds text,box]
// With --snapshot, the index is loaded from that snapshot file (ADR 083; bench/search.ts keeps one per database in
// the system's temporary directory) instead of being built from the store. --kinds runs only those kinds of
// query of the mix (to profile one: node --cpu-prof … --kinds "text+facets+box" --rounds 200).
// It builds the index from the store, reads its memory after a collection, then runs the query mix of
// bench/search.ts --rounds times and prints each query's CPU time (this process's user + system time, less
// sensitive than wall time to other work on a shared machine): median and minimum.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";
import { toSearchDocument } from "#app/search/document.ts";
import { ColumnarIndex } from "#app/search/embedded/columnar-index.ts";
import { runQuery } from "#app/search/embedded/run-query.ts";
import { readSnapshot } from "#app/search/embedded/snapshot.ts";
import { createClock } from "#app/search/engine.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { publishedActivities } from "#app/search/source.ts";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "15" }, snapshot: { type: "string" }, kinds: { type: "string" } },
});
const kinds = values.kinds ? new Set(values.kinds.split(",")) : null;
const rounds = Number(values.rounds);
// biome-ignore lint/style/noProcessEnv: a script's own input
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a filled database.");
  process.exit(2);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-index-bench-"));
const db = openDatabase(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" }).database);
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
let index = new ColumnarIndex();
const started = performance.now();
const snapshot = values.snapshot ? await readSnapshot(values.snapshot) : null;
if (snapshot) index = snapshot.index;
else
  for await (const batch of publishedActivities(db.kysely)) for (const activity of batch) index.put(toSearchDocument(activity));
console.log(
  `${snapshot ? "loaded from the snapshot" : "built"}: ${index.size} documents in ${((performance.now() - started) / 1000).toFixed(1)} s; ${index.terms.length} terms, ${index.hoursTable.length} distinct opening hours`,
);
(globalThis as { gc?: () => void }).gc?.();
const memory = process.memoryUsage();
console.log(
  `memory after a collection: heap ${mib(memory.heapUsed)}, typed arrays ${mib(memory.arrayBuffers)}, resident ${mib(memory.rss)}`,
);

const pageFacets = ["category", "subCategory", "pricing", "setting", "profiles", "city", "when", "price"];
const lyonBox = [[45.8, 4.9, 45.72, 4.78]];
const parisBox = [[48.9, 2.42, 48.82, 2.28]];
const franceBox = [[51.2, 9.7, 41.3, -5.3]];
const mix: Array<[string, Record<string, unknown>]> = [
  ["text", { query: "musee" }],
  ["text", { query: "restaurant lyon" }],
  ["text", { query: "théâtre" }],
  ["text", { query: "parc des" }],
  ["typo", { query: "restaurnt" }],
  ["typo", { query: "piscne" }],
  ["prefix", { query: "mus" }],
  ["prefix", { query: "randon" }],
  ["text+facets", { query: "musee", facets: pageFacets }],
  ["text+facets", { query: "marché", facets: pageFacets, facetFilters: [["pricing:free"]] }],
  ["text+facets+box", { query: "restaurant", facets: pageFacets, insideBoundingBox: lyonBox }],
  ["text+facets+box", { query: "musee", facets: pageFacets, insideBoundingBox: parisBox }],
  ["facets", { query: "", facets: pageFacets, facetFilters: ["category:gastronomy"] }],
  [
    "facets",
    { query: "", facets: pageFacets, facetFilters: [["profiles:family"], "setting:indoor"], numericFilters: ["price<=20"] },
  ],
  ["when", { query: "", facets: pageFacets, facetFilters: ["when:weekend"] }],
  ["when", { query: "", facets: pageFacets, facetFilters: ["when:now", "city:Lyon"] }],
  ["when", { query: "concert", facetFilters: ["when:tonight"] }],
  ["box", { query: "", facets: pageFacets, insideBoundingBox: lyonBox }],
  ["around", { query: "", aroundLatLng: "45.7640,4.8357", aroundRadius: 3000, getRankingInfo: true }],
  ["around", { query: "restaurant", aroundLatLng: "48.8566,2.3522", facets: pageFacets }],
  ["browse", { query: "", facets: pageFacets }],
  ["browse", { query: "", page: 5 }],
  ["geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8, insideBoundingBox: franceBox }],
  ["geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8 }],
  ["geo-grid", { query: "", hitsPerPage: 0, geoGrid: 14, insideBoundingBox: lyonBox }],
  ["geo-grid", { query: "musee", hitsPerPage: 0, geoGrid: 9, insideBoundingBox: franceBox }],
  ["geo-grid", { query: "restaurant", hitsPerPage: 0, geoGrid: 15, insideBoundingBox: parisBox }],
  ["geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8, facetFilters: ["when:weekend"], insideBoundingBox: franceBox }],
];

console.log(`\n| Kind | Query | nbHits | CPU ms, median | CPU ms, minimum |\n| --- | --- | --- | --- | --- |`);
for (const [kind, params] of mix) {
  if (kinds && !kinds.has(kind)) continue;
  const query = parseSearchParams({ hitsPerPage: 20, ...params });
  const times: number[] = [];
  let nbHits = 0;
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    nbHits = runQuery(index, query, createClock(new Date())).nbHits;
    const spent = process.cpuUsage(before);
    times.push((spent.user + spent.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const described = JSON.stringify({ ...params, facets: params.facets ? "(page)" : undefined }).replaceAll("|", "\\|");
  console.log(
    `| ${kind} | ${described} | ${nbHits} | ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(2)} | ${(times[0] ?? 0).toFixed(2)} |`,
  );
}
await db.close();
rmSync(dataDir, { recursive: true, force: true });
