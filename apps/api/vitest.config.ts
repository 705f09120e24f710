import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One PostgreSQL schema per test file keeps parallel files apart; SQLite files are per test already.
    pool: "forks",
  },
});
