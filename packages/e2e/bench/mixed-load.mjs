// Mixed-workload benchmark of the scaled-out arrangement (issue: several instances). Not a test: it prints
// figures for docs/benchmarks.md.
//   pnpm --filter @alentour/e2e bench:mixed [--seconds 60] [--port 3650] [--instances 1,2]
// Builds nothing: run `npm start` (or `pnpm turbo run build`) once before. For each instance count it starts
// `scripts/cluster.mjs` (PostgreSQL, Redis and s3rver of its own, the demo seed) on a fresh data folder, then
// runs, at once for `--seconds`: visitors browsing activity and city pages, visitors searching, sign-in
// attempts, one owner editing an activity and one uploading banners, each kind in its own loops, straight to the
// api balancer. It prints per kind: requests, errors (anything but the expected status), p50/p99 latency, and
// the api processes' resident memory at the end.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { confirmationToken } from "./mixed-load-mail.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "3650" },
    instances: { type: "string", default: "1,2" },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const seconds = Number(values.seconds);
const base = Number(values.port);
const front = `http://localhost:${base}`;
const api = `http://127.0.0.1:${base + 6}`;
const password = "la girafe mange des crêpes";
const searchHeaders = {
  "x-algolia-api-key": "public-search-key",
  "x-algolia-application-id": "alentour",
  "content-type": "application/json",
};
// Addresses of the benchmarking range (RFC 2544), one per request: the per-address limits stay out of the way.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}, Node ${process.version}`,
);

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The resident memory of the processes listening on these ports (the api instances), in MiB. */
async function memoryOf(ports) {
  const out = [];
  for (const port of ports) {
    const listing = await spawnText("ss", ["-ltnpH", `sport = :${port}`]);
    const pid = /pid=(\d+)/.exec(listing)?.[1];
    if (!pid) continue;
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    out.push(`${port}: ${Math.round(rss / 1024)} MiB`);
  }
  return out.join(", ");
}

function spawnText(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"] });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
    });
    child.on("exit", () => resolve(text));
  });
}

async function run(instances) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-bench-cluster-"));
  chmodSync(dataDir, 0o755);
  const cluster = spawn(process.execPath, [path.join(root, "scripts", "cluster.mjs")], {
    env: { ...process.env, PORT: String(base), DATA_DIR: dataDir, LOG_LEVEL: "warn", CLUSTER_API_INSTANCES: String(instances) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    cluster.stdout.on("data", (chunk) => String(chunk).includes("Alentour is running") && resolve());
    cluster.on("exit", () => reject(new Error("the cluster stopped before it was ready")));
  });
  try {
    return await measure(instances, dataDir);
  } finally {
    const stopped = new Promise((resolve) => cluster.once("exit", resolve));
    cluster.kill("SIGTERM");
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(instances, dataDir) {
  // What visitors ask for: activities and cities of the seed.
  const cities = (await (await fetch(`${api}/api/cities`)).json()).map((city) => city.slug).slice(0, 20);
  const slugs = [];
  for (const city of cities.slice(0, 5)) {
    const listed = await (await fetch(`${api}/api/cities/${city}/activities`)).json();
    for (const activity of listed.activities ?? listed.items ?? listed) if (activity?.slug) slugs.push(activity.slug);
  }
  const words = ["musée", "parc", "escalade", "atelier", "concert", "piscine", "marché", "théâtre", "randonnée", "cinéma"];

  // One owner with an activity to edit and to give banners.
  const email = `bench-${Date.now()}@example.fr`;
  const post = (url, body, headers = {}) =>
    fetch(`${api}${url}`, {
      method: "POST",
      headers: { origin: front, "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
      body: JSON.stringify(body),
    });
  await post("/api/auth/sign-up", { firstName: "Camille", lastName: "Durand", email, password, passwordConfirmation: password });
  await post("/api/auth/verification/confirm", { token: await confirmationToken(path.join(dataDir, "outbox"), email) });
  const signedIn = await post("/api/auth/sign-in", { email, password });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const created = await post(
    "/api/activities",
    {
      name: "Atelier du banc d'essai",
      category: "art-culture",
      subCategory: "creative-workshop",
      pricing: "paid",
      setting: "indoor",
      profiles: ["friends"],
      address: { streetNumberAndStreet: "12 rue Saint-Jean", city: "Lyon", country: "FR" },
      location: { lat: 45.7622, lng: 4.8271 },
      openingHours: { mode: "same-every-day", days: ["tuesday"], ranges: [{ start: "10:00", end: "18:00" }] },
      legalAccepted: true,
    },
    { cookie },
  );
  const own = (await created.json()).slug;
  const { png } = await import("../support/images.ts");
  const banner = png(1020, 2400);

  const kinds = {
    browse: { loops: 8, expect: 200 },
    search: { loops: 8, expect: 200 },
    // The product's answer to an address without an account (auth/user-not-found).
    "sign-in": { loops: 2, expect: 404 },
    "owner edit": { loops: 2, expect: 200 },
    upload: { loops: 1, expect: 200 },
  };
  const stats = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, { latencies: [], errors: 0, statuses: {} }]));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const requests = {
    browse: () =>
      Math.random() < 0.5 ? fetch(`${api}/api/activities/${pick(slugs)}`) : fetch(`${api}/api/cities/${pick(cities)}/activities`),
    search: () =>
      fetch(`${api}/api/search/1/indexes/*/queries`, {
        method: "POST",
        headers: { ...searchHeaders, "x-forwarded-for": nextAddress() },
        body: JSON.stringify({ requests: [{ indexName: "event", query: pick(words), hitsPerPage: 20 }] }),
      }),
    // Addresses without an account: the rate limits (Redis) and the account look-up run, no account is locked out;
    // no password hash is computed for them.
    "sign-in": () => post("/api/auth/sign-in", { email: `nobody-${addressCounter}@example.fr`, password }),
    "owner edit": () =>
      fetch(`${api}/api/activities/${own}`, {
        method: "PATCH",
        headers: { origin: front, cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: `Atelier du banc d'essai ${addressCounter++}` }),
      }),
    upload: async () => {
      const metadata = `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(own).toString("base64")}`;
      const tus = { origin: front, cookie, "tus-resumable": "1.0.0" };
      const started = await fetch(`${api}/api/uploads`, {
        method: "POST",
        headers: { ...tus, "upload-length": String(banner.length), "upload-metadata": metadata },
      });
      if (started.status !== 201) return started;
      return fetch(`${api}${started.headers.get("location")}`, {
        method: "PATCH",
        headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: banner,
      });
    },
  };

  const deadline = Date.now() + seconds * 1000;
  const loop = async (kind) => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await requests[kind]();
        await response.arrayBuffer();
        if (response.status !== kinds[kind].expect) stats[kind].errors += 1;
        stats[kind].statuses[response.status] = (stats[kind].statuses[response.status] ?? 0) + 1;
      } catch {
        stats[kind].errors += 1;
        stats[kind].statuses.network = (stats[kind].statuses.network ?? 0) + 1;
      }
      stats[kind].latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Object.entries(kinds).flatMap(([kind, { loops }]) => Array.from({ length: loops }, () => loop(kind))));

  console.log(
    `\n${instances} api instance${instances > 1 ? "s" : ""}, ${seconds} s, load average now ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log("| Kind | Requests | Req/s | Errors | p50 ms | p99 ms | Statuses |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [kind, { latencies, errors, statuses }] of Object.entries(stats)) {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `| ${kind} | ${sorted.length} | ${(sorted.length / seconds).toFixed(1)} | ${errors} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${Object.entries(
        statuses,
      )
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")} |`,
    );
  }
  console.log(`api memory (RSS) at the end: ${await memoryOf(instances > 1 ? [base + 1, base + 5] : [base + 1])}`);
}

for (const instances of values.instances.split(",").map(Number)) await run(instances);
