import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogues } from "@alentour/ui/catalogues";
import { describe, expect, test } from "vitest";
import { browserMessages, OTHER_APPS_NAMESPACES } from "./browser-messages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The code whose components may render in the App Router's pages: the directory's and the shared ones. */
const scanned = ["apps/directory/app", "apps/directory/src", "packages/ui/src", "packages/domain/src"];
const catalogueFiles = new Set(["packages/ui/src/i18n/fr.ts", "packages/ui/src/i18n/en.ts"]);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sources(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !catalogueFiles.has(relative) ? [relative] : [];
  });
}

describe("the messages the App Router's pages send to the browser", () => {
  test("leave out only namespaces no code of the directory or shared component names", () => {
    const files = scanned.flatMap(sources).filter((file) => !file.endsWith("browser-messages.ts"));
    expect(files.length).toBeGreaterThan(100);
    const named: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const namespace of OTHER_APPS_NAMESPACES) {
        if (new RegExp(`["'\`]${namespace}\\.[A-Za-z$]`).test(text)) named.push(`${file} names ${namespace}.…`);
      }
    }
    expect(named).toEqual([]);
  });

  test("hold every other message, in both languages, and none of those namespaces", () => {
    for (const locale of ["fr", "en"] as const) {
      const sent = browserMessages(locale) as Record<string, string>;
      for (const [id, text] of Object.entries(catalogues[locale])) {
        const namespace = id.slice(0, id.indexOf("."));
        expect(sent[id]).toBe((OTHER_APPS_NAMESPACES as readonly string[]).includes(namespace) ? undefined : text);
      }
      expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(catalogues[locale]).length * 0.6);
    }
  });
});
