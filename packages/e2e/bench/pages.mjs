// Page benchmark (issue: the public directory's speed). Not a test: it prints figures for docs/benchmarks.md.
//   pnpm --filter @alentour/e2e bench:pages [--activities 50000] [--seconds 10] [--connections 50]
// Builds nothing: run `npm start` (or `pnpm turbo run build`) once before. It makes its own data folder,
// generates the activities, starts the whole stack on port 3200 in production mode, then measures with
// autocannon (requests/s, latency p50/p99) and counts the JavaScript a first visit downloads (gzip bytes).
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
    port: { type: "string", default: "3200" },
    // Only count the JavaScript of a first visit; skips the load runs (handy while other work uses the cores).
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

async function measure(label, url, headers = {}) {
  await fetch(url).then((r) => r.text()); // the first view builds and caches the page
  const result = await autocannon({ url, headers, connections: Number(values.connections), duration: Number(values.seconds) });
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${label}: ${Math.round(requests.average)} req/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms` +
      (non2xx || errors ? ` (${non2xx} non-2xx: ${JSON.stringify(result.statusCodeStats)}, ${errors} errors)` : ""),
  );
}

// Every script a first visit runs before the map loads: the page's script elements and, for module scripts,
// the modules they import statically (the map's module is imported later, with import(), and not counted).
// Inline scripts are counted apart: they are part of the HTML document, which is measured with the page.
async function firstVisitJavaScript(url) {
  const html = await (await fetch(url)).text();
  // Modern browsers skip the legacy polyfills (nomodule); they are not part of a first visit.
  const tags = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/nomodule/i.test(m[1]));
  const inline = tags
    .filter((m) => !/\bsrc=/.test(m[1]) && !/type="application\/(ld\+)?json"/.test(m[1]))
    .reduce((sum, m) => sum + gzipSync(Buffer.from(m[2])).length, 0);
  const queue = tags
    .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean)
    .map((src) => new URL(src, url).href);
  const files = [];
  const seen = new Set();
  while (queue.length > 0) {
    const href = queue.shift();
    if (seen.has(href)) continue;
    seen.add(href);
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    files.push({ path: new URL(href).pathname, gzipped: gzipSync(body).length });
    // Static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`); import() is left out.
    for (const match of body.toString("utf8").matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], href).href);
    }
  }
  return { files, gzipped: files.reduce((sum, file) => sum + file.gzipped, 0), inline };
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

try {
  const cityPage = await (await fetch(`${origin}/place/lyon`)).text();
  const slug = /href="\/activity\/([a-z0-9-]+)"/.exec(cityPage)?.[1];
  if (!slug) throw new Error("no activity link on the city page");
  if (!values["js-only"]) {
    await measure(`activity page /activity/${slug}`, `${origin}/activity/${slug}`);
    // A signed-in visitor (a session cookie) gets the shared copy too: the page is the same for everyone.
    await measure("activity page, a signed-in visitor", `${origin}/activity/${slug}`, { cookie: "token=bench" });
    // What a view costs when the shared cache cannot answer it (the first in a minute, or after a purge): a
    // header the shared cache never answers (a router prefetch), which the page renders like any other view.
    await measure("activity page, rendered by Next", `${origin}/activity/${slug}`, { "next-router-prefetch": "1" });
    await measure("city page /place/lyon", `${origin}/place/lyon`);
  }
  for (const prefix of ["", "/en"]) {
    const js = await firstVisitJavaScript(`${origin}${prefix}/activity/${slug}`);
    console.log(
      `first visit of ${prefix}/activity/${slug}: ${js.files.length} scripts, ${kB(js.gzipped)} kB of JavaScript gzipped ` +
        `before the map loads (budget 90 kB, ADR 046), plus ${kB(js.inline)} kB inline`,
    );
    for (const file of js.files) console.log(`  ${file.path}: ${kB(file.gzipped)} kB`);
  }
} finally {
  stack.kill("SIGTERM");
  await new Promise((resolve) => stack.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
