import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// Benchmarks that need the browser and the whole stack (bench/*.spec.ts). Not tests: they print figures for
// docs/benchmarks.md and assert only that the page got where it is measured. `pnpm --filter @alentour/e2e bench:hall-idle`.
export default defineConfig({
  ...base,
  testDir: "bench",
  testIgnore: [],
  testMatch: "*.spec.ts",
  reporter: [["list"]],
});
