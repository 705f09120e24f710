import { defineConfig } from "vitest/config";

// Files that share the machine's Redis server (rate-limit counters under fixed keys, socket.io channels): they run
// one at a time, once the rest has finished. Everything else has its own SQLite file or PostgreSQL database per
// test (src/test-support/test-app.ts) and runs side by side.
const sharedRedis = [
  "src/auth/rate-limits.test.ts",
  "src/cluster/redis-locker.test.ts",
  "src/cluster/several-instances.test.ts",
  "src/realtime/hall.test.ts",
  "src/realtime/realtime.test.ts",
  "src/video/video-calls.test.ts",
];

export default defineConfig({
  test: {
    pool: "forks",
    // One migrated database of each kind, copied by every test app instead of migrating again.
    globalSetup: ["src/test-support/database-templates.ts"],
    // Signing up hashes passwords on purpose slowly (several seconds a test on a busy 2-core machine), and every
    // test builds its own database: 5 s, the default, is a hang detector that fires on load, not on bugs.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/**/*.test.ts"],
          exclude: sharedRedis,
          // Most of a test's time is spent waiting for its database (creating, migrating, dropping it): three
          // files at a time keep two cores busy, where Vitest's default on two cores runs one.
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "api-redis", include: sharedRedis, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
