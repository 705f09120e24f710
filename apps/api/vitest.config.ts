import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each test app gets its own SQLite file or PostgreSQL database (src/test-support/test-app.ts).
    pool: "forks",
  },
});
