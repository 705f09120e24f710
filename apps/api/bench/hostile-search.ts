// Hostile-search benchmark (issue 14). Not a test: it prints figures for docs/benchmarks.md.
//   pnpm --filter @alentour/api bench:hostile [--engine embedded|postgres] [--activities 3000] [--seconds 20]
//     [--hostile 4] [--port 3600] [--one-address]
// It fills a database with the demo data (SQLite in a temporary directory; PostgreSQL when DATABASE_URL names
// one, then reused), starts the api (`src/server.ts`) on --port, and measures `/api/health` and an ordinary
// search (what the search page sends) one request at a time: first alone, then while --hostile clients send a
// hostile mix as fast as they are answered. The hostile clients run in a worker thread, so that reading their
// answers does not delay this thread's clock. Each hostile request comes from another address (X-Forwarded-For,
// trusted from 127.0.0.1 as the front door's): many addresses, so the per-address limit does not hide the work;
// with --one-address they all come from one, as a single attacker would.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

type HostileOptions = { origin: string; clients: number; seconds: number; oneAddress: boolean; keys: Record<string, string> };
type HostileReport = { requests: number; statuses: Record<string, number>; bytes: number; latencies: number[] };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const ms = (value: number) => (Number.isNaN(value) ? "—" : value < 10 ? value.toFixed(2) : value.toFixed(1));

// ---- The hostile mix: what the issue found, and the heaviest a request may still ask for ------------------

const everything = { facets: ["*"], maxValuesPerFacet: 1000, getRankingInfo: true };
const hostileBodies: Array<{ name: string; body: string }> = [
  {
    name: "50 queries × 3000 repeated numericFilters",
    body: JSON.stringify({
      requests: Array.from({ length: 50 }, () => ({
        indexName: "event",
        query: "",
        numericFilters: Array.from({ length: 3000 }, () => "price>=0"),
      })),
    }),
  },
  {
    name: "50 queries × 1000 hits, every facet, 1000 values, ranking info",
    body: JSON.stringify({
      requests: Array.from({ length: 50 }, (_, n) => ({
        indexName: "event",
        query: n % 2 ? "" : "a",
        hitsPerPage: 1000,
        ...everything,
      })),
    }),
  },
  {
    name: "a map's worth: 1000 hits + 19 queries of 50 hits, every facet, text",
    body: JSON.stringify({
      requests: [
        { indexName: "event", query: "", hitsPerPage: 1000, ...everything },
        ...Array.from({ length: 19 }, (_, n) => ({
          indexName: "event",
          query: ["pa", "mu", "re", "ca"][n % 4],
          hitsPerPage: 50,
          ...everything,
        })),
      ],
    }),
  },
  {
    name: "20 queries × 100 OR terms of one city",
    body: JSON.stringify({
      requests: Array.from({ length: 20 }, () => ({
        indexName: "event",
        query: "",
        hitsPerPage: 100,
        filters: Array.from({ length: 100 }, () => "city:Lyon").join(" OR "),
        ...everything,
      })),
    }),
  },
  { name: "JSON nested 100,000 deep", body: `{"requests":${"[".repeat(100_000)}${"]".repeat(100_000)}}` },
];

async function hostile(options: HostileOptions): Promise<HostileReport> {
  const report: HostileReport = { requests: 0, statuses: {}, bytes: 0, latencies: [] };
  const deadline = performance.now() + options.seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      let next = client;
      while (performance.now() < deadline) {
        const { body } = hostileBodies[next % hostileBodies.length] as { body: string };
        next += options.clients;
        sent++;
        const address = options.oneAddress ? "203.0.113.7" : `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
        const started = performance.now();
        try {
          const response = await fetch(`${options.origin}/api/search/1/indexes/*/queries`, {
            method: "POST",
            headers: { ...options.keys, "content-type": "text/plain", "x-forwarded-for": address },
            body,
          });
          // Read to the end without parsing: only the size matters here.
          for await (const chunk of response.body ?? []) report.bytes += (chunk as Uint8Array).byteLength;
          report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        } catch {
          report.statuses.failed = (report.statuses.failed ?? 0) + 1;
        }
        report.latencies.push(performance.now() - started);
        report.requests++;
      }
    }),
  );
  return report;
}

if (!isMainThread) {
  parentPort?.postMessage(await hostile(workerData as HostileOptions));
} else {
  await main();
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: "string", default: "embedded" },
      activities: { type: "string", default: "3000" },
      seconds: { type: "string", default: "20" },
      hostile: { type: "string", default: "4" },
      port: { type: "string", default: "3600" },
      "one-address": { type: "boolean", default: false },
    },
  });
  const { migrate } = await import("#app/app.ts");
  const { openDatabase } = await import("#app/db/database.ts");
  const { loadConfig } = await import("#app/env.ts");
  const { seedDemoData, generateBenchmarkData } = await import("#app/seed/seed.ts");
  const { DEFAULT_TOTAL } = await import("#app/seed/demo-data.ts");
  const { sql } = await import("kysely");

  const seconds = Number(values.seconds);
  const activities = Number(values.activities);
  const port = Number(values.port);
  // biome-ignore lint/style/noProcessEnv: a script's own input, passed on to the api it starts
  const inherited = { ...process.env };
  const databaseUrl = inherited.DATABASE_URL?.startsWith("postgres") ? inherited.DATABASE_URL : undefined;
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-hostile-bench-"));
  const config = loadConfig({ ...(databaseUrl && { DATABASE_URL: databaseUrl }), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const db = openDatabase(config.database);

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  await migrate(config, db);
  const count = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from activities where published = 1`.execute(db.kysely)).rows[0]?.n ?? 0,
    );
  if ((await count()) === 0) await seedDemoData(db, { now: new Date(), total: Math.min(DEFAULT_TOTAL, activities) });
  const published = await count();
  if (published < activities) await generateBenchmarkData(db, activities - published, { now: new Date() });
  console.log(`database: ${db.dialect}, ${await count()} published activities; engine: ${values.engine}`);
  await db.close();

  const origin = `http://127.0.0.1:${port}`;
  const keys = { "x-algolia-api-key": config.search.apiKey, "x-algolia-application-id": config.search.appId };
  const child = spawn(process.execPath, ["src/server.ts"], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DATA_DIR: dataDir,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      SEARCH_ENGINE: values.engine,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    // Ready once a search is answered (the index is built before the first answer).
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`the api stopped (${child.exitCode})`);
      try {
        const response = await fetch(`${origin}/api/search/1/indexes/event/query`, { method: "POST", headers: keys, body: "{}" });
        if (response.ok) break;
      } catch {
        if (attempt > 600) throw new Error("the api did not start");
      }
      await new Promise((done) => setTimeout(done, 100));
    }

    // What the search page sends while someone types: the list, the facets of the filters, the map's points.
    const ordinaryBody = (query: string) =>
      JSON.stringify({
        requests: [
          {
            indexName: "event",
            query,
            hitsPerPage: 12,
            facets: ["category", "pricing", "setting", "profiles", "country", "when"],
            maxValuesPerFacet: 10,
          },
          {
            indexName: "event",
            query,
            hitsPerPage: 1000,
            attributesToRetrieve: ["name", "slug", "_geoloc"],
            attributesToHighlight: [],
          },
        ],
      });
    const words = ["musee", "parc", "restaurant", "concert", "piscine", "marché", "théâtre", "lyon"];
    const probe = async (stop: () => boolean) => {
      const health: number[] = [];
      const searches: number[] = [];
      const errors: Record<string, number> = {};
      const started = performance.now();
      const loop = async (times: number[], call: (n: number) => Promise<Response>) => {
        for (let n = 0; !stop(); n++) {
          const sent = performance.now();
          const response = await call(n);
          await response.arrayBuffer();
          times.push(performance.now() - sent);
          if (!response.ok) errors[response.status] = (errors[response.status] ?? 0) + 1;
          // A visitor's pace rather than a flood: the probes measure waiting, they do not add load.
          await new Promise((done) => setTimeout(done, 10));
        }
      };
      await Promise.all([
        loop(health, () => fetch(`${origin}/api/health`)),
        loop(searches, (n) =>
          fetch(`${origin}/api/search/1/indexes/*/queries`, {
            method: "POST",
            // Visitors, each from their own address: the probe's pace is many people's.
            headers: { ...keys, "content-type": "text/plain", "x-forwarded-for": `198.51.100.${n % 250}` },
            body: ordinaryBody(words[n % words.length] as string),
          }),
        ),
      ]);
      const elapsed = (performance.now() - started) / 1000;
      const line = (name: string, times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return `${name.padEnd(16)} n=${String(sorted.length).padStart(5)}  ${(sorted.length / elapsed).toFixed(1).padStart(6)} req/s  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)} ms`;
      };
      console.log(`  ${line("/api/health", health)}`);
      console.log(`  ${line("ordinary search", searches)}`);
      if (Object.keys(errors).length > 0) console.log(`  probe errors: ${JSON.stringify(errors)}`);
    };

    console.log(`alone, ${Math.min(seconds, 10)} s:`);
    const aloneUntil = performance.now() + Math.min(seconds, 10) * 1000;
    await probe(() => performance.now() > aloneUntil);

    console.log(
      `with ${values.hostile} hostile clients (${values["one-address"] ? "one address" : "a new address per request"}), ${seconds} s:`,
    );
    for (const { name } of hostileBodies) console.log(`  hostile: ${name}`);
    let hostileDone = false;
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: {
        origin,
        clients: Number(values.hostile),
        seconds,
        oneAddress: values["one-address"],
        keys,
      } satisfies HostileOptions,
    });
    const report = new Promise<HostileReport>((resolve, reject) => {
      worker.once("message", (message: HostileReport) => {
        hostileDone = true;
        resolve(message);
      });
      worker.once("error", reject);
    });
    await probe(() => hostileDone);
    const hostileReport = await report;
    const sorted = hostileReport.latencies.sort((a, b) => a - b);
    console.log(
      `  hostile          n=${String(hostileReport.requests).padStart(5)}  ${(hostileReport.requests / seconds).toFixed(1).padStart(6)} req/s  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)} ms; statuses ${JSON.stringify(hostileReport.statuses)}; ${(hostileReport.bytes / 2 ** 20).toFixed(1)} MiB answered`,
    );
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
