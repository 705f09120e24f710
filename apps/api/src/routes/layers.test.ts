import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 063: route → service → repository. A route parses and guards its request and calls a service; it is never
// handed a repository, not even to read (biome.json already keeps the database itself out of routes/).
describe("the api's routes", () => {
  it("reach repositories only through services", async () => {
    const dir = import.meta.dirname;
    const routes = (await readdir(dir)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    const offenders: string[] = [];
    for (const name of routes) {
      const text = await readFile(path.join(dir, name), "utf8");
      if (/from "[^"]*-repository\.ts"/.test(text)) offenders.push(name);
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
