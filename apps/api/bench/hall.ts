// Virtual-hall benchmark (issue 19, docs/hall.md). Not a test: it prints figures for docs/benchmarks.md.
//   pnpm --filter @alentour/api bench:hall [--visitors 200] [--rate 10] [--seconds 20] [--port 3930]
//     [--instances 1,2] [--redis redis://127.0.0.1:6379] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
// It makes a PostgreSQL database of its own, migrates it, and for each instance count starts that many apis
// (`src/server.ts`, ports --port, --port+1) sharing it and Redis. Accounts are made through the api (the
// address confirmation is written to the database directly), join one open show, and each opens a
// socket.io client (this process) that enters the same hall and sends --rate random positions a second, spread
// over the second, alternately through each instance. Latency: from a move's emit to its arrival, in a
// `hall:positions` batch, at 10 observer visitors (half on each instance), matched by socket id and position.
// It prints: moves sent, batches and positions received per second by all clients, latency p50/p99/max, the
// api processes' resident memory (now and peak). The clients share the machine's cores with the apis.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { io, type Socket } from "socket.io-client";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "200" },
    rate: { type: "string", default: "10" },
    seconds: { type: "string", default: "20" },
    port: { type: "string", default: "3930" },
    instances: { type: "string", default: "1,2" },
    redis: { type: "string", default: "redis://127.0.0.1:6379" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const visitors = Number(values.visitors);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const basePort = Number(values.port);
const publicOrigin = "http://localhost:3000";
const password = "la girafe mange des crêpes";
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);

const { migrate } = await import("#app/app.ts");
const { openDatabase } = await import("#app/db/database.ts");
const { loadConfig } = await import("#app/env.ts");
const { sql } = await import("kysely");
const pg = (await import("pg")).default;

const dbName = `alentour_bench_hall_${process.pid}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = new URL(values.postgres);
databaseUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "alentour-hall-bench-"));
const env = { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_ORIGIN: publicOrigin };
const config = loadConfig(env);
const db = openDatabase(config.database);
await migrate(config, db);

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

// biome-ignore lint/style/noProcessEnv: the script's own environment, passed on to the apis it starts
const inherited = { ...process.env };

function startApi(port: number): ChildProcess {
  return spawn(process.execPath, ["src/server.ts"], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...env,
      REDIS_URL: values.redis,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
async function ready(port: number, child: ChildProcess) {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the api on ${port} stopped (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      if (attempt > 600) throw new Error(`the api on ${port} did not start`);
    }
    await pause(100);
  }
}
const memory = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib("VmRSS") / 1024), peak: Math.round(kib("VmHWM") / 1024) };
};

// ---- Accounts and the show, through one api ---------------------------------------------------------------
const setup = startApi(basePort);
await ready(basePort, setup);
const api = `http://127.0.0.1:${basePort}`;
const post = async (url: string, body: unknown, cookie = "") => {
  const response = await fetch(`${api}${url}`, {
    method: "POST",
    headers: { origin: publicOrigin, "content-type": "application/json", "x-forwarded-for": nextAddress(), cookie },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
};
async function account(n: number): Promise<string> {
  const email = `hall-bench-${n}@example.fr`;
  await post("/api/auth/sign-up", {
    firstName: `Visitor${n}`,
    lastName: "Bench",
    email,
    password,
    passwordConfirmation: password,
  });
  await sql`update auth_user set "emailVerified" = ${db.dialect === "postgres" ? sql`true` : sql`1`} where email = ${email}`.execute(
    db.kysely,
  );
  const signedIn = await post("/api/auth/sign-in", { email, password });
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const organiser = await account(0);
const created = await post(
  "/api/trade-shows",
  {
    name: "Salon du banc d'essai",
    category: "wine-fair",
    startDate: day(-1),
    endDate: day(2),
    openingTime: "00:00",
    closingTime: "23:00",
    place: {
      address: { streetNumberAndStreet: "20 quai Claude Bernard", city: "Lyon", country: "FR" },
      location: { lat: 45.7485, lng: 4.8372 },
    },
    themes: ["Vins"],
    presentation: "Un salon pour mesurer le hall.",
    organiser: { name: "Ana Martin", email: "ana@salon.example" },
    socialLinks: {},
    mode: "physical",
    listing: "public",
    halls: [{ id: "hall-1", name: "Hall des vins", theme: "Vins" }],
    legalAccepted: true,
  },
  organiser,
);
const { slug } = (await created.json()) as { slug: string };
for (let b = 0; b < 8; b++) {
  const exhibitor = await account(10_000 + b);
  const booth = await post(
    `/api/trade-shows/${slug}/booths`,
    { style: "modern", colour: "#8A1538", avatar: "avatar-2", companyName: `Cave ${b}`, hallId: "hall-1" },
    exhibitor,
  );
  const { id } = (await booth.json()) as { id: string };
  await post(`/api/booths/${id}/validate`, {}, organiser);
}
const started = now();
const cookies: string[] = [];
// Eight at a time: the api hashes the passwords on its thread pool.
for (let first = 1; first <= visitors; first += 8) {
  const batch = Array.from({ length: Math.min(8, visitors - first + 1) }, (_, i) => first + i);
  cookies.push(
    ...(await Promise.all(
      batch.map(async (n) => {
        const cookie = await account(n);
        await post(`/api/trade-shows/${slug}/attendance`, {}, cookie);
        return cookie;
      }),
    )),
  );
}
console.log(`${visitors} accounts signed in and attending in ${((now() - started) / 1000).toFixed(1)} s`);
setup.kill("SIGTERM");
await new Promise((done) => setup.once("exit", done));

// ---- One run per instance count ----------------------------------------------------------------------------
for (const count of values.instances.split(",").map(Number)) {
  const ports = Array.from({ length: count }, (_, i) => basePort + i);
  const children = ports.map(startApi);
  await Promise.all(ports.map((port, i) => ready(port, children[i] as ChildProcess)));

  const sockets: Socket[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let moves = 0;
  let batches = 0;
  let positions = 0;
  let refused = 0;
  let measuring = false;
  for (let n = 0; n < visitors; n++) {
    const port = ports[n % ports.length];
    const socket = io(`http://127.0.0.1:${port}`, {
      path: "/api/realtime",
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: { cookie: cookies[n] as string, origin: publicOrigin },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const ack = (await socket.timeout(10_000).emitWithAck("hall:join", { slug, hallId: "hall-1" })) as { ok: boolean };
    if (!ack.ok) refused += 1;
    const observer = n < 10;
    socket.on("hall:positions", (batch: Array<{ id: string; x: number; y: number }>) => {
      if (!measuring) return;
      batches += 1;
      positions += batch.length;
      if (!observer) return;
      const at = now();
      for (const p of batch) {
        const key = `${p.id}:${p.x}:${p.y}`;
        const sent = sentAt.get(key);
        if (sent !== undefined) latencies.push(at - sent);
      }
    });
    sockets.push(socket);
  }
  if (refused > 0) console.log(`${refused} visitors were refused the hall`);

  // Each visitor moves `rate` times a second, its moves spread over the second.
  measuring = true;
  const timers = sockets.map((socket, n) => {
    let x = Math.floor(Math.random() * 960);
    let y = Math.floor(Math.random() * 600);
    const step = () => {
      x = Math.min(960, Math.max(0, x + Math.floor(Math.random() * 21) - 10));
      y = Math.min(600, Math.max(0, y + Math.floor(Math.random() * 21) - 10));
      sentAt.set(`${socket.id}:${x}:${y}`, now());
      socket.emit("hall:move", { x, y });
      moves += 1;
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const offset = setTimeout(
      () => {
        interval = setInterval(step, 1000 / rate);
      },
      (n * 1000) / rate / visitors,
    );
    return () => {
      clearTimeout(offset);
      clearInterval(interval);
    };
  });
  const t0 = now();
  await pause(seconds * 1000);
  const elapsed = (now() - t0) / 1000;
  for (const stop of timers) stop();
  measuring = false;
  const mem = children.map(memory);
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  console.log(
    [
      `${count} instance(s), ${visitors} visitors, ${rate} moves/s each, ${seconds} s:`,
      `  moves sent ${Math.round(moves / elapsed)}/s; batches received ${Math.round(batches / elapsed)}/s carrying ${Math.round(positions / elapsed)} positions/s`,
      `  latency move → observer (${latencies.length} samples): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
      `  api memory: ${mem.map((m, i) => `instance ${i + 1} RSS ${m.rss} MiB (peak ${m.peak} MiB)`).join(", ")}`,
      `  load average after: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    ].join("\n"),
  );
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((child) => new Promise((done) => (child.exitCode !== null ? done(null) : child.once("exit", done)))),
  );
}

await db.close();
await admin.query(`drop database ${dbName} with (force)`);
await admin.end();
rmSync(dataDir, { recursive: true, force: true });
