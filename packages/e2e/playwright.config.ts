import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./support/browser.ts";
import { UNREACHABLE_MAP_STYLE } from "./support/map-style.ts";

// The whole product, built, on its own ports and a throw-away data folder, exactly as `npm start` runs it.
const port = Number(process.env.E2E_PORT ?? 3100);
// Tests read the mail outbox and the signing secret from here. Every worker loads this file again; the
// environment, set once by the runner, keeps them all on the one folder the server uses.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "alentour-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const chromium = chromiumExecutable();

export default defineConfig({
  testDir: "tests",
  // The journeys across api instances need the cluster arrangement: playwright.cluster.config.ts runs them.
  testIgnore: ["cluster/**"],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One browser at a time: the whole product (five servers and PostgreSQL or SQLite) shares the machine's two
  // cores with it, and a second browser made the front door miss the search client's one-second connect
  // timeout (docs/product.md#search-index) now and then.
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "playwright-report/results.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (DOM snapshots, network, console) and a screenshot of where it stopped. The
    // trace has no filmstrip: a screenshot of every frame made the journeys 12–19 % slower (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // Every context carries a cookie (below), so api calls made from tests send the Origin a browser would;
    // a test that checks the origin guard sets its own.
    extraHTTPHeaders: { origin: `http://localhost:${port}` },
    // Visitors who already answered the consent element, so it stays out of the way; the consent tests
    // start from an empty state instead.
    storageState: {
      cookies: [
        {
          name: "alentour_consent",
          value: "refused",
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node ../../scripts/stack.mjs",
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Tokens renewed every 3 s instead of 10 min, so a test can watch the cookie change.
    // The maps' street style on a closed local port: tests never leave this machine, and the maps must fall back
    // to the offline basemap (docs/maps.md).
    // The legal notice's operator details (docs/legal-notice.md); the host's phone is left unset on purpose.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_TOKEN_REFRESH_MS: "3000",
      MAP_STYLE_URL: UNREACHABLE_MAP_STYLE,
      LEGAL_PUBLISHER_NAME: "Association Les Sorties du Rhône",
      LEGAL_PUBLISHER_DETAILS: "Association loi 1901, RNA W691234567",
      LEGAL_PUBLISHER_ADDRESS: "12 rue Saint-Jean, 69005 Lyon, France",
      LEGAL_PUBLISHER_EMAIL: "contact@sorties-du-rhone.example",
      LEGAL_PUBLISHER_PHONE: "+33 4 78 00 00 00",
      LEGAL_PUBLICATION_DIRECTOR: "Camille Durand",
      LEGAL_HOST_NAME: "Hébergement Exemple SAS",
      LEGAL_HOST_ADDRESS: "1 quai Exemple, 69002 Lyon, France",
      // Video contact's TURN server on a closed local port: calls connect directly on this machine, and one
      // relayed through it fails, as video-contact.spec.ts needs (docs/video-calls.md).
      VIDEO_TURN_URLS: "turn:127.0.0.1:9?transport=udp",
      VIDEO_TURN_SECRET: "e2e-turn-secret-not-a-real-one",
    },
  },
});
