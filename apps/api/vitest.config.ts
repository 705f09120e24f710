import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each test app gets its own SQLite file or PostgreSQL database (src/test-support/test-app.ts).
    pool: "forks",
    // Signing up hashes passwords on purpose slowly (several seconds a test on a busy 2-core machine), and every
    // test builds its own database: 5 s, the default, is a hang detector that fires on load, not on bugs.
    testTimeout: 30_000,
  },
});
