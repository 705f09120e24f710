// Runs every service of Alentour together: migrations first, then the api, the three React Router apps
// and the directory app, which is the front door on PORT (3000). Ctrl-C stops them all.
// Used by `npm start` / `npm run dev` (through run.mjs) and by the end-to-end tests (directly, as
// `node scripts/stack.mjs`, once the apps are built).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

function portsFrom(env) {
  const base = Number(env.PORT ?? 3000);
  return {
    front: base,
    api: Number(env.API_PORT ?? base + 1),
    dashboard: Number(env.DASHBOARD_PORT ?? base + 2),
    admin: Number(env.ADMIN_PORT ?? base + 3),
    tradeshow: Number(env.TRADESHOW_PORT ?? base + 4),
    // With several front-door processes, each one's own port for the api's purges: PORT+10, PORT+11…
    frontInternal: Number(env.FRONT_DOOR_INTERNAL_PORT ?? base + 10),
  };
}

/**
 * How many front-door processes share PORT (ADR 114): FRONT_DOOR_PROCESSES, 1 by default. A page the shared cache
 * does not hold is rendered on one core; more processes render more of them at once, each with its own memory
 * and page cache. Development runs one, as Next's development server must.
 */
function frontDoorProcesses(value, dev) {
  if (value === undefined || value === "" || dev) return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`FRONT_DOOR_PROCESSES must be a whole number from 1 to 16, not "${value}"`);
  }
  return count;
}

// A child killed by a signal keeps exitCode null; signalCode tells it has stopped too.
const running = (child) => child.exitCode === null && child.signalCode === null;

async function waitFor(url, { timeoutMs, isAlive }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * `apiPorts`: more api instances beside the first (scripts/cluster.mjs); `apiOrigin`: where the apps reach the api
 * (a balancer in front of the instances) instead of the first instance; `env`: settings for every service;
 * `onStop`: called once everything has stopped (the cluster's own servers stop there).
 */
export async function startStack({
  root,
  dev = false,
  log = console.log,
  fail = (m) => {
    console.error(m);
    process.exit(1);
  },
  env = {},
  apiPorts = [],
  apiOrigin = null,
  onStop = async () => {},
}) {
  const ports = portsFrom(process.env);
  const origin = (port) => `http://127.0.0.1:${port}`;
  let doors;
  try {
    doors = frontDoorProcesses(env.FRONT_DOOR_PROCESSES ?? process.env.FRONT_DOOR_PROCESSES, dev);
  } catch (error) {
    fail(error.message);
    return;
  }
  // One process answers on PORT alone; several share it and are purged each on its own port.
  const frontDoors =
    doors === 1
      ? [{ name: "directory", env: {}, origin: origin(ports.front) }]
      : Array.from({ length: doors }, (_, index) => ({
          name: `directory-${index + 1}`,
          env: { SHARE_PORT: "1", INTERNAL_PORT: String(ports.frontInternal + index) },
          origin: origin(ports.frontInternal + index),
        }));
  const shared = {
    ...process.env,
    ...env,
    NODE_ENV: dev ? "development" : "production",
    DATA_DIR: path.resolve(root, env.DATA_DIR ?? process.env.DATA_DIR ?? "data"),
    API_ORIGIN: apiOrigin ?? origin(ports.api),
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${ports.front}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // The api purges the public site's page cache through this secret; a new one at each start is enough.
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(24).toString("base64url"),
    DIRECTORY_ORIGIN: frontDoors.map((door) => door.origin).join(","),
  };
  const app = (name) => path.join(root, "apps", name);
  const reactRouter = (name, port) =>
    dev
      ? { cwd: app(name), args: ["node_modules/@react-router/dev/bin.cjs", "dev", "--port", String(port), "--strictPort"] }
      : {
          cwd: app(name),
          args: ["node_modules/@react-router/serve/bin.cjs", "./build/server/index.js"],
          env: { PORT: String(port), HOST: "127.0.0.1" },
        };

  const migrate = spawnSync(process.execPath, ["src/cli.ts", "migrate"], { cwd: app("api"), env: shared, stdio: "inherit" });
  if (migrate.status !== 0) fail("database migration failed");
  // Demo data on first start only: the command does nothing once the directory has activities.
  // ALENTOUR_DEMO_DATA=0 keeps a production directory empty of it.
  if (process.env.ALENTOUR_DEMO_DATA !== "0") {
    const seed = spawnSync(process.execPath, ["src/cli.ts", "seed"], { cwd: app("api"), env: shared, stdio: "inherit" });
    if (seed.status !== 0) fail("seeding the demo data failed");
  }

  const api = (name, port) => ({
    name,
    cwd: app("api"),
    args: [...(dev ? ["--watch"] : []), "src/server.ts"],
    env: { API_PORT: String(port) },
    ready: `${origin(port)}/api/health`,
  });
  const services = [
    api(apiPorts.length > 0 ? "api-1" : "api", ports.api),
    ...apiPorts.map((port, index) => api(`api-${index + 2}`, port)),
    { name: "dashboard", ...reactRouter("dashboard", ports.dashboard), ready: `${origin(ports.dashboard)}/dashboard/__manifest` },
    { name: "admin", ...reactRouter("admin", ports.admin), ready: `${origin(ports.admin)}/admin/` },
    { name: "tradeshow", ...reactRouter("tradeshow", ports.tradeshow), ready: `${origin(ports.tradeshow)}/tradeshow/` },
    ...frontDoors.map((door) => ({
      name: door.name,
      cwd: app("directory"),
      args: ["server.ts", ...(dev ? ["--dev"] : [])],
      env: {
        PORT: String(ports.front),
        DASHBOARD_ORIGIN: origin(ports.dashboard),
        ADMIN_ORIGIN: origin(ports.admin),
        TRADESHOW_ORIGIN: origin(ports.tradeshow),
        ...door.env,
      },
      ready: `${door.origin}/place`,
    })),
  ];

  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    log("stopping…");
    for (const child of children) if (running(child)) child.kill("SIGTERM");
    const force = setTimeout(() => {
      for (const child of children) if (running(child)) child.kill("SIGKILL");
    }, 8000);
    force.unref();
    Promise.all(children.map((child) => (running(child) ? new Promise((r) => child.once("exit", r)) : null)))
      .then(() => onStop())
      .catch((error) => log(`could not stop everything: ${error.message}`))
      .then(() => process.exit(code));
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));

  for (const service of services) {
    const child = spawn(process.execPath, service.args, {
      cwd: service.cwd,
      env: { ...shared, ...service.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = `\x1b[35m${service.name.padEnd(11)}\x1b[0m│ `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = "";
      stream.on("data", (chunk) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop();
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
    }
    child.on("exit", (code, signal) => {
      if (!stopping) {
        log(`${service.name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything`);
        stop(1);
      }
    });
    children.push(child);
    service.child = child;
  }

  for (const service of services) {
    const ok = await waitFor(service.ready, { timeoutMs: 60_000, isAlive: () => running(service.child) });
    if (!ok) {
      log(`${service.name} did not become ready at ${service.ready}`);
      stop(1);
      return;
    }
  }
  // Pages cached by an earlier run may show data that changed while the site was down: start afresh.
  for (const door of frontDoors) {
    await fetch(`${door.origin}/internal/revalidate`, {
      method: "POST",
      headers: { "x-revalidate-secret": shared.REVALIDATE_SECRET },
    }).catch(() => log(`could not purge the page cache of the previous run (${door.name})`));
  }
  log(`Alentour is running on http://localhost:${ports.front}  (Ctrl-C to stop)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  await startStack({ root, dev: process.argv.includes("--dev") });
}
