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

describe("the activities table", () => {
  it("is written by the activity repository alone", async () => {
    const writers: string[] = [];
    for (const file of await sources(src)) {
      const text = await readFile(file, "utf8");
      if (writer.test(text) || rawWrite.test(text)) writers.push(path.relative(src, file));
    }
    expect(writers).toEqual(["activities/activity-repository.ts"]);
  });
});
