// Page benchmark (issue 21: every public page as fast as the activity page). Not a test: it prints figures for
// docs/benchmarks.md.
//   pnpm --filter @alentour/e2e bench:pages [--activities 50000] [--seconds 10] [--connections 50]
//     [--uncached-connections 10] [--warm-up 2] [--pages home,city,category,activity,salon,search,faq(,blog)] [--locales fr,en]
//     [--lighthouse] [--lighthouse-runs 3] [--js-only] [--port 3200]
// Builds nothing: run `npm start` (or `pnpm turbo run build`) once before. It makes its own data folder,
// generates the activities, starts the whole stack on --port in production mode, then, for every page in each
// locale: requests/s and latency p50/p99 with autocannon from the front door's shared cache (cached) and with a
// query string no visitor sent before (uncached: a render by Next, as for the first view after an edit or a
// purge, or a long-tail page), the HTML's and the first visit's JavaScript's gzipped bytes, and, with
// --lighthouse, the median of Lighthouse mobile runs (Debian's Chromium; CHROME_PATH to use another).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    activities: { type: "string", default: "50000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "uncached-connections": { type: "string", default: "10" },
    "warm-up": { type: "string", default: "2" },
    port: { type: "string", default: "3200" },
    pages: { type: "string", default: "home,city,category,activity,salon,search,faq" },
    locales: { type: "string", default: "fr,en" },
    lighthouse: { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    // Only count the bytes of a first visit; skips the load runs (handy while other work uses the cores).
    "js-only": { type: "boolean", default: false },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const api = path.join(root, "apps", "api");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-bench-"));
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" };

const cli = (...args) => {
  const result = spawnSync(process.execPath, ["src/cli.ts", ...args], { cwd: api, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout.trim();
};

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(cli("migrate"));
const seedReport = cli("seed");
console.log(seedReport);
const seeded = Number(/(\d+) activities/.exec(seedReport)?.[1] ?? 0);
const wanted = Number(values.activities);
const missing = wanted - (seeded || 3000);
if (missing > 0) console.log(cli("generate", String(missing)));

const stack = spawn(process.execPath, [path.join(root, "scripts", "stack.mjs")], { env, stdio: ["ignore", "pipe", "inherit"] });
await new Promise((resolve, reject) => {
  stack.stdout.on("data", (chunk) => String(chunk).includes("Alentour is running") && resolve());
  stack.on("exit", () => reject(new Error("the stack stopped before it was ready")));
});

async function measure(label, url, { headers = {}, connections = Number(values.connections), uncached = false } = {}) {
  // The first views render the page and leave a copy in the front door's shared cache; a render that failed
  // under load (a search past its timeout) is not kept, so ask until the copy answers.
  for (let attempt = 0; attempt < 5 && !uncached; attempt++) {
    const response = await fetchAgain(url);
    await response.text();
    if (response.headers.get("x-alentour-cache") === "hit") break;
    if (attempt === 4) console.log(`  (${url} was never answered from the shared copy: status ${response.status})`);
  }
  let counter = 0;
  const separator = url.includes("?") ? "&" : "?";
  const base = new URL(url);
  const run = (duration) =>
    autocannon({
      url,
      headers,
      connections,
      duration,
      // A query string no one asked for before: the shared cache has no copy, Next renders the page.
      ...(uncached && {
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: `${base.pathname}${base.search}${separator}bench=${counter++}` }),
          },
        ],
      }),
    });
  // Renders of a page the process has not rendered yet run its code before V8 has optimised it: the first
  // --warm-up seconds of uncached load are not counted, so the figure is the render's steady rate.
  if (uncached && Number(values["warm-up"]) > 0) await run(Number(values["warm-up"]));
  const result = await run(Number(values.seconds));
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${label}: ${Math.round(requests.average)} req/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms (${connections} connections)` +
      (non2xx || errors ? ` (${non2xx} non-2xx: ${JSON.stringify(result.statusCodeStats)}, ${errors} errors)` : ""),
  );
  return { rps: Math.round(requests.average), p50: latency.p50, p99: latency.p99 };
}

// Every script a first visit runs before the map loads: the page's script elements, the React islands the shared
// script loads once the page is painted (`data-island-script`, ADR 116) and, for module scripts, the modules they
// import statically (the map's module is imported later, with import(), and not counted).
// Inline scripts are counted apart: they are part of the HTML document, which is measured with the page.
async function firstVisitJavaScript(url) {
  const html = await (await fetchAgain(url)).text();
  // Modern browsers skip the legacy polyfills (nomodule); they are not part of a first visit.
  const tags = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/nomodule/i.test(m[1]));
  const inline = tags
    .filter((m) => !/\bsrc=/.test(m[1]) && !/type="application\/(ld\+)?json"/.test(m[1]))
    .reduce((sum, m) => sum + gzipSync(Buffer.from(m[2])).length, 0);
  const queue = [
    ...tags.map((m) => /src="([^"]+)"/.exec(m[1])?.[1]),
    ...[...html.matchAll(/\bdata-island-script="([^"]+)"/g)].map((m) => m[1]),
  ]
    .filter(Boolean)
    .map((src) => new URL(src, url).href);
  const files = [];
  const seen = new Set();
  while (queue.length > 0) {
    const href = queue.shift();
    if (seen.has(href)) continue;
    seen.add(href);
    const body = Buffer.from(await (await fetchAgain(href)).arrayBuffer());
    files.push({ path: new URL(href).pathname, gzipped: gzipSync(body).length });
    // Static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`); import() is left out.
    for (const match of body.toString("utf8").matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], href).href);
    }
  }
  return { files, gzipped: files.reduce((sum, file) => sum + file.gzipped, 0), inline };
}

// A kept-alive connection the server closed while Lighthouse ran fails once: ask again on a new one.
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

// Renders the uncached run started are still finishing when autocannon stops, in the front door's own process:
// wait until a cached view answers quickly again, so that they do not count against the next page.
async function settle(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    await fetchAgain(url).then((r) => r.text());
    if (performance.now() - start < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Lighthouse mobile (its defaults: a throttled mid-range phone), `runs` times; the median of each figure. */
function lighthouseMobile(url) {
  const bin = path.join(root, "packages", "e2e", "node_modules", ".bin", "lighthouse");
  const runs = [];
  for (let run = 0; run < Number(values["lighthouse-runs"]); run++) {
    const result = spawnSync(
      bin,
      [
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
      ],
      {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      },
    );
    if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr.slice(-2000)}`);
    const report = JSON.parse(result.stdout);
    const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
    runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: report.audits["largest-contentful-paint"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      // What cost points outside performance: the audits that count and did not pass.
      failed: ["accessibility", "best-practices", "seo"].flatMap((name) =>
        (report.categories[name]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
          .map((ref) => `${ref.id}: ${report.audits[ref.id].title}`),
      ),
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    failed: [...new Set(runs.flatMap((run) => run.failed))],
  };
}

try {
  const cityPage = await (await fetchAgain(`${origin}/place/lyon`)).text();
  const slug = /href="\/activity\/([a-z0-9-]+)"/.exec(cityPage)?.[1];
  if (!slug) throw new Error("no activity link on the city page");
  // The seed's listed trade show (apps/api/src/seed/demo-trade-show.ts).
  const [show] = await (await fetchAgain(`${origin}/api/sitemap/trade-shows`)).json();
  if (!show) throw new Error("no listed trade show: the seed makes one");
  const pages = {
    home: "/place",
    city: "/place/lyon",
    category: "/place/lyon/art-culture",
    activity: `/activity/${slug}`,
    salon: `/salon/${show.slug}`,
    search: "/search",
    faq: "/faq",
    blog: "/blog",
  };
  const rows = [];
  for (const locale of values.locales.split(",")) {
    for (const name of values.pages.split(",")) {
      const page = `${locale === "en" ? "/en" : ""}${pages[name]}`;
      const url = `${origin}${page}`;
      const response = await fetchAgain(url, { headers: { "accept-encoding": "identity" } });
      const html = Buffer.from(await response.arrayBuffer());
      const js = await firstVisitJavaScript(url);
      const row = {
        page,
        cacheControl: response.headers.get("cache-control"),
        html: html.length,
        htmlGzipped: gzipSync(html).length,
        js: js.gzipped,
        jsInline: js.inline,
        scripts: js.files.length,
      };
      console.log(
        `${page}: HTML ${kB(row.html)} kB (${kB(row.htmlGzipped)} kB gzipped), ${row.scripts} scripts, ` +
          `${kB(row.js)} kB of JavaScript gzipped before any map, plus ${kB(row.jsInline)} kB inline; cache-control: ${row.cacheControl}`,
      );
      if (!values["js-only"]) {
        row.cached = await measure(`  cached ${page}`, url);
        row.uncached = await measure(`  uncached ${page}`, url, {
          connections: Number(values["uncached-connections"]),
          uncached: true,
        });
        await settle(url);
      }
      if (values.lighthouse) {
        row.lighthouse = lighthouseMobile(url);
        const lh = row.lighthouse;
        console.log(
          `  lighthouse mobile (median of ${values["lighthouse-runs"]}): performance ${lh.performance}, LCP ${(lh.lcp / 1000).toFixed(1)} s, ` +
            `TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}; accessibility ${lh.accessibility}, best practices ${lh.bestPractices}, SEO ${lh.seo}`,
        );
        for (const audit of lh.failed) console.log(`    failed in at least one run: ${audit}`);
      }
      rows.push(row);
    }
  }
  // The table for docs/benchmarks.md.
  console.log(
    "\n| Page | Cached req/s (p50/p99 ms) | Uncached req/s (p50/p99 ms) | HTML gz kB | JS gz kB | Lighthouse (LCP s, TBT ms, CLS) |",
  );
  console.log("|---|---|---|---|---|---|");
  const load = (m) => (m ? `${m.rps} (${m.p50}/${m.p99})` : "—");
  for (const row of rows) {
    const lh = row.lighthouse;
    console.log(
      `| \`${row.page}\` | ${load(row.cached)} | ${load(row.uncached)} | ${kB(row.htmlGzipped)} | ${kB(row.js)} | ` +
        `${lh ? `${lh.performance} (${(lh.lcp / 1000).toFixed(1)}, ${Math.round(lh.tbt)}, ${lh.cls.toFixed(3)})` : "—"} |`,
    );
  }
} finally {
  stack.kill("SIGTERM");
  await new Promise((resolve) => stack.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
