// Search benchmark (issue: search and map). Not a test: it prints figures for docs/benchmarks.md.
//   DATABASE_URL=postgres://… pnpm --filter @alentour/api bench:search [--activities 50000] [--rounds 100]
//     [--seconds 10] [--concurrency 4] [--port 3500] [--heap-mb 0] [--only embedded,postgres,baseline]
//     [--keep-index] [--cold]
// The database is filled up to --activities (demo seed, then `generate`) and kept: a second run reuses it.
// For each engine it starts the api (`src/server.ts`) on --port with that engine, builds its index, runs a fixed
// mixed query set --rounds times one request at a time (the engine's time from the Server-Timing header), then
// --concurrency clients for --seconds (requests per second), and reads the api's resident memory. The embedded
// engine starts from its snapshot (ADR 083), kept in the system's temporary directory per database; when there is
// none yet (or with --cold), a first start builds the index from the store and writes it, then the api is
// restarted and measured from the snapshot. With
// --keep-index the PostgreSQL engine keeps the index tables it finds when they hold every published activity. The baseline
// is PostgreSQL's plain French full-text search on the activities table, queried from this process.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { migrate } from "#app/app.ts";
import { openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";
import { createPostgresEngine } from "#app/search/postgres/engine.ts";
import { DEFAULT_TOTAL } from "#app/seed/demo-data.ts";
import { generateBenchmarkData, seedDemoData } from "#app/seed/seed.ts";

const { values } = parseArgs({
  options: {
    activities: { type: "string", default: "50000" },
    rounds: { type: "string", default: "100" },
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "4" },
    port: { type: "string", default: "3500" },
    "heap-mb": { type: "string", default: "0" },
    only: { type: "string", default: "embedded,postgres,baseline" },
    "keep-index": { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
  },
});
const activities = Number(values.activities);
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const heapMb = Number(values["heap-mb"]);
const only = new Set(values.only.split(","));
// biome-ignore lint/style/noProcessEnv: a script's own input, passed on to the api it starts
const inherited = { ...process.env };
const databaseUrl = inherited.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  console.error("Set DATABASE_URL to a PostgreSQL database: the PostgreSQL engine and the baseline need one.");
  process.exit(2);
}

const snapshotFile = path.join(os.tmpdir(), `alentour-search-bench-${new URL(databaseUrl).pathname.slice(1)}.bin`);
if (values.cold) rmSync(snapshotFile, { force: true });
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-search-bench-"));
const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const db = openDatabase(config.database);

// ---- The query set: what the search page sends, in fixed proportions -------------------------------------

const pageFacets = ["category", "subCategory", "pricing", "setting", "profiles", "city", "when", "price"];
const lyonBox = [[45.8, 4.9, 45.72, 4.78]];
const parisBox = [[48.9, 2.42, 48.82, 2.28]];
const franceBox = [[51.2, 9.7, 41.3, -5.3]];
type BenchQuery = { kind: string; params: Record<string, unknown>; text: boolean };
const q = (kind: string, params: Record<string, unknown>): BenchQuery => ({
  kind,
  params: { hitsPerPage: 20, ...params },
  text: typeof params.query === "string" && params.query.trim() !== "",
});
const querySet: BenchQuery[] = [
  q("text", { query: "musee" }),
  q("text", { query: "restaurant lyon" }),
  q("text", { query: "théâtre" }),
  q("text", { query: "parc des" }),
  q("typo", { query: "restaurnt" }),
  q("typo", { query: "piscne" }),
  q("prefix", { query: "mus" }),
  q("prefix", { query: "randon" }),
  q("text+facets", { query: "musee", facets: pageFacets }),
  q("text+facets", { query: "marché", facets: pageFacets, facetFilters: [["pricing:free"]] }),
  q("text+facets+box", { query: "restaurant", facets: pageFacets, insideBoundingBox: lyonBox }),
  q("text+facets+box", { query: "musee", facets: pageFacets, insideBoundingBox: parisBox }),
  q("facets", { query: "", facets: pageFacets, facetFilters: ["category:gastronomy"] }),
  q("facets", {
    query: "",
    facets: pageFacets,
    facetFilters: [["profiles:family"], "setting:indoor"],
    numericFilters: ["price<=20"],
  }),
  q("when", { query: "", facets: pageFacets, facetFilters: ["when:weekend"] }),
  q("when", { query: "", facets: pageFacets, facetFilters: ["when:now", "city:Lyon"] }),
  q("when", { query: "concert", facetFilters: ["when:tonight"] }),
  q("box", { query: "", facets: pageFacets, insideBoundingBox: lyonBox }),
  q("around", { query: "", aroundLatLng: "45.7640,4.8357", aroundRadius: 3000, getRankingInfo: true }),
  q("around", { query: "restaurant", aroundLatLng: "48.8566,2.3522", facets: pageFacets }),
  q("browse", { query: "", facets: pageFacets }),
  q("browse", { query: "", page: 5 }),
  // The search map's own query (ADR 058): counts per cell of the visible area at the map's zoom, no hits.
  q("geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8, insideBoundingBox: franceBox }),
  q("geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8 }),
  q("geo-grid", { query: "", hitsPerPage: 0, geoGrid: 14, insideBoundingBox: lyonBox }),
  q("geo-grid", { query: "musee", hitsPerPage: 0, geoGrid: 9, insideBoundingBox: franceBox }),
  q("geo-grid", { query: "restaurant", hitsPerPage: 0, geoGrid: 15, insideBoundingBox: parisBox }),
  q("geo-grid", { query: "", hitsPerPage: 0, geoGrid: 8, facetFilters: ["when:weekend"], insideBoundingBox: franceBox }),
];

// ---- Figures ----------------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const ms = (value: number) => (Number.isNaN(value) ? "—" : value < 10 ? value.toFixed(2) : value.toFixed(1));
const mib = (kib: number) => `${Math.round(kib / 1024)} MiB`;

type Row = { system: string; kind: string; times: number[] };
const rows: Row[] = [];
const summary: Array<Record<string, string>> = [];
const hitCounts = new Map<string, Record<string, number | string>>();

function record(system: string, kind: string, time: number) {
  let row = rows.find((r) => r.system === system && r.kind === kind);
  if (!row) {
    row = { system, kind, times: [] };
    rows.push(row);
  }
  row.times.push(time);
}

function procStatus(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

// ---- The data ---------------------------------------------------------------------------------------------

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
const { rows: version } = await sql<{ version: string }>`select version()`.execute(db.kysely);
console.log(`database: ${version[0]?.version.split(",")[0]}`);
await migrate(config, db);
const count = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from activities where published = 1`.execute(db.kysely)).rows[0]?.n ?? 0);
let published = await count();
if (published === 0) {
  const seeded = await seedDemoData(db, { now: new Date(), total: Math.min(DEFAULT_TOTAL, activities) });
  console.log(`seeded ${seeded.activities} activities in ${seeded.cities} cities`);
  published = await count();
}
if (published < activities) {
  const { inserted, ms: took } = await generateBenchmarkData(db, activities - published, { now: new Date() });
  console.log(`generated ${inserted} activities in ${(took / 1000).toFixed(1)} s (${Math.round(inserted / (took / 1000))}/s)`);
  published = await count();
}
console.log(`activities: ${published} published${published > activities ? ` (more than --activities ${activities})` : ""}`);
console.log(
  `query set: ${querySet.length} queries × ${rounds} rounds, one at a time; then ${concurrency} concurrent clients for ${seconds} s`,
);

// ---- The engines, through the api -------------------------------------------------------------------------

const origin = `http://127.0.0.1:${port}`;
const searchHeaders = {
  "content-type": "application/json",
  "x-algolia-api-key": config.search.apiKey,
  "x-algolia-application-id": config.search.appId,
};

async function search(params: Record<string, unknown>): Promise<{ server: number; nbHits: number }> {
  const response = await fetch(`${origin}/api/search/1/indexes/*/queries`, {
    method: "POST",
    headers: searchHeaders,
    body: JSON.stringify({ requests: [{ indexName: "event", ...params }] }),
  });
  if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { results: Array<{ nbHits: number }> };
  const timing = /dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
  return { server: Number(timing?.[1] ?? Number.NaN), nbHits: body.results[0]?.nbHits ?? 0 };
}

type Built = {
  documents: number;
  ms: number;
  from?: string;
  replayed?: number;
  snapshot?: string;
  steps?: { read: number; replay: number; ids: number };
};
function startApi(engine: string): Promise<{ child: ChildProcess; built: Promise<Built | null> }> {
  const child = spawn(process.execPath, [...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []), "src/server.ts"], {
    cwd: apiDir,
    // The api under test gets this script's environment plus its own settings.
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      SEARCH_ENGINE: engine,
      SEARCH_SNAPSHOT_FILE: snapshotFile,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    let resolveBuilt: (value: Built | null) => void = () => {};
    const built = new Promise<Built | null>((done) => {
      resolveBuilt = done;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      for (const line of chunk.toString().split("\n")) {
        if (line.includes('"api: ready"')) resolve({ child, built });
        if (line.includes('"search: index built"')) {
          resolveBuilt(JSON.parse(line) as Built);
        }
      }
    });
    child.on("exit", (code, signal) => {
      resolveBuilt(null);
      reject(new Error(`the api stopped (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

async function stopApi(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

/** Runs the query set one at a time (after a warm-up), then under load; returns requests per second. */
async function measure(
  system: string,
  run: (query: BenchQuery) => Promise<{ server: number; nbHits: number }>,
  queries: BenchQuery[],
) {
  for (const query of queries) {
    const { nbHits } = await run(query);
    const key = `${query.kind}: ${JSON.stringify(query.params.query)}${query.params.facetFilters ? ` ${JSON.stringify(query.params.facetFilters)}` : ""}${query.params.geoGrid === undefined ? "" : ` grid ${query.params.geoGrid}${query.params.insideBoundingBox ? ` in ${JSON.stringify(query.params.insideBoundingBox)}` : ""}`}`;
    hitCounts.set(key, { ...hitCounts.get(key), [system]: nbHits });
  }
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) record(system, query.kind, (await run(query)).server);
  }
  let done = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let next = worker;
      while (performance.now() < deadline) {
        const query = queries[next % queries.length] as BenchQuery;
        next += concurrency;
        const sent = performance.now();
        await run(query);
        latencies.push(performance.now() - sent);
        done++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { qps: done / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function summarise(system: string, extra: Record<string, string>, load: { qps: number; p50: number; p99: number }) {
  const all = rows.filter((row) => row.system === system).flatMap((row) => row.times);
  all.sort((a, b) => a - b);
  summary.push({
    system,
    p50: ms(percentile(all, 50)),
    p95: ms(percentile(all, 95)),
    p99: ms(percentile(all, 99)),
    qps: `${Math.round(load.qps)} (round trip p50 ${ms(load.p50)}, p99 ${ms(load.p99)})`,
    ...extra,
  });
}

for (const engine of ["embedded", "postgres"].filter((name) => only.has(name))) {
  let build = "";
  if (engine === "postgres") {
    // Built here with the engine's own code: the api then finds the index ready and keeps it.
    const { rows: indexed } = await sql<{ n: string }>`select count(*) as n from search_documents`.execute(db.kysely);
    const kept = values["keep-index"] && Number(indexed[0]?.n ?? 0) === published;
    const result = kept ? { ms: Number.NaN, documents: published } : await createPostgresEngine(db.kysely).rebuild();
    const { rows: size } = await sql<{ size: string }>`
      select pg_size_pretty(pg_total_relation_size('search_documents') + pg_total_relation_size('search_vocabulary')) as size`.execute(
      db.kysely,
    );
    build = `${kept ? "kept" : `${(result.ms / 1000).toFixed(1)} s`} (${result.documents} documents; tables and indexes ${size[0]?.size})`;
  }
  if (engine === "embedded") {
    // A first start: without a snapshot (or with one of other code) it reads the store and writes one, and the
    // api measured below starts from it.
    const startedAt = performance.now();
    const { child, built } = await startApi(engine);
    const result = await built;
    await stopApi(child);
    if (!result) throw new Error("the api stopped before its index was built");
    if (result.from === "store")
      console.log(
        `embedded: index built from the store in ${(result.ms / 1000).toFixed(1)} s (${result.documents} documents; searches served ${((performance.now() - startedAt) / 1000).toFixed(1)} s after start; snapshot ${result.snapshot})`,
      );
  }
  const startedAt = performance.now();
  const { child, built } = await startApi(engine);
  try {
    if (engine === "embedded") {
      const result = await built;
      if (!result) throw new Error("the api stopped before its index was built");
      build = `${(result.ms / 1000).toFixed(1)} s from the ${result.from ?? "store"}${result.from === "snapshot" ? `, ${result.replayed} rows replayed; read ${result.steps?.read} ms, replay ${result.steps?.replay} ms, ids ${result.steps?.ids} ms` : ""} (${result.documents} documents; searches served ${((performance.now() - startedAt) / 1000).toFixed(1)} s after start)`;
    }
    const pid = child.pid as number;
    const idle = procStatus(pid);
    console.log(`${engine}: index built in ${build}; api RSS ${mib(idle.rss)}`);
    const load = await measure(engine, (query) => search(query.params), querySet);
    const after = procStatus(pid);
    summarise(
      engine,
      { build, rss: `${mib(idle.rss)} after the build, ${mib(after.rss)} after the run, peak ${mib(after.peak)}` },
      load,
    );
  } finally {
    await stopApi(child);
  }
}

// ---- The baseline: plain PostgreSQL full-text search -------------------------------------------------------

if (only.has("baseline")) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  const vector = "to_tsvector('french', name || ' ' || city)";
  await pool.query("drop index if exists bench_baseline_fts");
  const started = performance.now();
  await pool.query(`create index bench_baseline_fts on activities using gin ((${vector}))`);
  const buildMs = performance.now() - started;
  const { rows: size } = await pool.query("select pg_size_pretty(pg_relation_size('bench_baseline_fts')) as size");
  // Only what plain full-text search answers: the text queries without filters, area or position, with the
  // category counts when facets are asked.
  const baselineQueries = querySet.filter(
    ({ text, params }) =>
      text && !params.facetFilters && !params.numericFilters && !params.insideBoundingBox && !params.aroundLatLng,
  );
  const run = async (query: BenchQuery) => {
    const sent = performance.now();
    const { rows: result } = await pool.query(
      `with matched as materialized (
         select id, category, quality, ts_rank(${vector}, query) as rank
         from activities, plainto_tsquery('french', $1) as query
         where published = 1 and ${vector} @@ query)
       select (select count(*) from matched) as nb_hits,
         (select json_agg(id) from (select id from matched order by rank desc, quality desc limit 20) page) as hits
         ${query.params.facets ? ", (select json_object_agg(category, n) from (select category, count(*) as n from matched group by 1) c) as categories" : ""}`,
      [query.params.query],
    );
    return { server: performance.now() - sent, nbHits: Number(result[0]?.nb_hits ?? 0) };
  };
  console.log(`baseline: GIN index on ${vector} built in ${(buildMs / 1000).toFixed(1)} s (${size[0]?.size})`);
  const load = await measure("baseline", run, baselineQueries);
  summarise(
    "baseline",
    { build: `${(buildMs / 1000).toFixed(1)} s (index ${size[0]?.size})`, rss: "— (PostgreSQL's memory)" },
    load,
  );
  await pool.query("drop index if exists bench_baseline_fts");
  await pool.end();
}

// ---- Report -----------------------------------------------------------------------------------------------

const systems = [...new Set(rows.map((row) => row.system))];
console.log(`\n### ${published} activities — server time (ms) by kind of query: p50 / p95 / p99\n`);
console.log(`| Kind | ${systems.join(" | ")} |`);
console.log(`| --- | ${systems.map(() => "---").join(" | ")} |`);
for (const kind of [...new Set(querySet.map((query) => query.kind))]) {
  const cells = systems.map((system) => {
    const times = [...(rows.find((row) => row.system === system && row.kind === kind)?.times ?? [])].sort((a, b) => a - b);
    return times.length === 0
      ? "—"
      : `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(percentile(times, 99))}`;
  });
  console.log(`| ${kind} | ${cells.join(" | ")} |`);
}
console.log(`\n### ${published} activities — overall\n`);
console.log(`| System | p50 ms | p95 ms | p99 ms | Requests/s at ${concurrency} clients | Index build | api RSS |`);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const line of summary)
  console.log(`| ${line.system} | ${line.p50} | ${line.p95} | ${line.p99} | ${line.qps} | ${line.build} | ${line.rss} |`);
console.log("\n### Hits per query (nbHits)\n");
console.log(`| Query | ${systems.join(" | ")} |`);
console.log(`| --- | ${systems.map(() => "---").join(" | ")} |`);
for (const [key, counts] of hitCounts)
  console.log(`| ${key.replaceAll("|", "\\|")} | ${systems.map((system) => counts[system] ?? "—").join(" | ")} |`);

await db.close();
rmSync(dataDir, { recursive: true, force: true });
