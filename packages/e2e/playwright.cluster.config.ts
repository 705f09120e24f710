import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// The journeys across api instances (tests/cluster), against `npm run start:cluster` (scripts/cluster.mjs): two
// api instances behind a balancer on PostgreSQL, Redis and an S3-compatible store of their own. Its own ports
// (E2E_CLUSTER_PORT, 3120 to 3131) and data folder; the default suite's stack (playwright.config.ts) is not touched.
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
const dataDir = process.env.E2E_CLUSTER_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "alentour-e2e-cluster-"));
// PostgreSQL runs as its own user when the suite runs as root: it must reach its folder inside this one.
chmodSync(dataDir, 0o755);
process.env.E2E_CLUSTER_DATA_DIR = dataDir;
// The outbox helpers read the mail from here.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  ...base,
  testDir: "tests/cluster",
  testIgnore: [],
  reporter: [["list"], ["json", { outputFile: "playwright-report/cluster-results.json" }]],
  use: { ...base.use, baseURL: `http://localhost:${port}`, extraHTTPHeaders: { origin: `http://localhost:${port}` } },
  webServer: {
    command: "node ../../scripts/cluster.mjs",
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A TERM lets the script stop the PostgreSQL, Redis and S3 servers it started.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  },
});
