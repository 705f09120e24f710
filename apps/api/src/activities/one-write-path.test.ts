import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 030: activities are written in one module, so that every write reaches the activity service's listeners
// (the page cache, the search index). A query builder or SQL statement that writes the table anywhere else
// fails this test. Migrations change the table's shape, not its rows; tests set up their own data.
const src = path.resolve(import.meta.dirname, "..");
const writer = /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["'`]activities(?:\s+as\s+\w+)?["'`]/;
const rawWrite = /\b(?:insert\s+into|update|delete\s+from)\s+"?activities"?\s/i;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ["db", "test-support"].includes(entry.name) && dir === src ? [] : sources(full);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
    }),
  );
  return files.flat();
}

// The repository's writers are in turn called by the activity service alone, which tells the listeners after each
// write: every other module is handed an `ActivityReader` (the repository's reads) or the service. Besides the
// service, only the wiring (app.ts) and the command line's seeding of an empty directory (before any server and
// listener exists; cli.ts, seed/seed.ts) may hold the whole repository; the type checker does the rest.
const wholeRepository = /\b(?:createActivityRepository|ActivityRepository)\b/;

describe("the activities table", () => {
  it("is written by the activity repository alone", async () => {
    const writers: string[] = [];
    for (const file of await sources(src)) {
      const text = await readFile(file, "utf8");
      if (writer.test(text) || rawWrite.test(text)) writers.push(path.relative(src, file));
    }
    expect(writers).toEqual(["activities/activity-repository.ts"]);
  });

  it("is written through the activity service alone, which tells the page cache and the search index", async () => {
    const holders: string[] = [];
    for (const file of await sources(src)) {
      const name = path.relative(src, file);
      if (name === "activities/activity-repository.ts") continue;
      const text = await readFile(file, "utf8");
      if (wholeRepository.test(text)) holders.push(name);
    }
    // Besides the service: the modules that wire the api together (the app, the command line, the seed, the demo
    // trade show's seeding and the importer of the old platform's export, which build the service from the
    // repository).
    expect(holders.sort()).toEqual([
      "activities/activity-service.ts",
      "app.ts",
      "cli.ts",
      "import/create-importer.ts",
      "seed/demo-trade-show.ts",
      "seed/seed.ts",
    ]);
  });
});
