import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogues } from "@alentour/ui/catalogues";
import { describe, expect, test } from "vitest";
import { searchMessageTexts } from "./search-messages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const workspacePackages: Record<string, string> = { "@alentour/ui": "packages/ui", "@alentour/domain": "packages/domain" };

/** Where an import of `from` leads, when it is our own code (a relative path or a workspace package's export). */
function resolved(from: string, specifier: string): string | null {
  if (specifier.startsWith(".")) {
    const file = path.join(path.dirname(from), specifier);
    return existsSync(path.join(root, file)) ? file : null;
  }
  const [scope, name, ...rest] = specifier.split("/");
  const folder = workspacePackages[`${scope}/${name}`];
  if (!folder) return null;
  const { exports } = JSON.parse(readFileSync(path.join(root, folder, "package.json"), "utf8")) as {
    exports: Record<string, string>;
  };
  const target = exports[`./${rest.join("/")}`];
  return target ? path.join(folder, target) : null;
}

/** Every file of ours the island's script bundles, following its imports from the entry. */
function islandFiles(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/(?:from|import\()\s*"([^"]+)"/g)) {
      const next = resolved(file, match[1] as string);
      if (next) queue.push(next);
    }
  }
  return [...seen].filter((file) => !/packages\/ui\/src\/i18n\/(fr|en)\.ts$/.test(file));
}

describe("the search island's messages", () => {
  const files = islandFiles("apps/directory/src/islands/search.tsx");
  const catalogue = catalogues.fr as Record<string, string>;

  test("hold every message its code names, in both languages", () => {
    expect(files).toContain("apps/directory/src/search/search-filters.tsx");
    expect(files).toContain("packages/ui/src/map/basemap.ts");
    const missing: string[] = [];
    for (const locale of ["fr", "en"] as const) {
      const sent = searchMessageTexts(locale) as Record<string, string>;
      for (const file of files) {
        const text = readFileSync(path.join(root, file), "utf8");
        // Whole ids ("search.count") and the stems of ids made from a value (`directory.pricing.${…}`).
        for (const [, id] of text.matchAll(/["'`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)["'`]/g)) {
          if (id && id in catalogue && sent[id] !== (catalogues[locale] as Record<string, string>)[id])
            missing.push(`${locale}: ${file} names ${id}`);
        }
        for (const [, stem] of text.matchAll(/`([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)*\.)\$\{/g)) {
          for (const id of Object.keys(catalogue).filter((key) => stem && key.startsWith(stem)))
            if (!(id in sent)) missing.push(`${locale}: ${file} names ${stem}… (${id})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test("are a small part of the catalogue", () => {
    for (const locale of ["fr", "en"] as const) {
      expect(JSON.stringify(searchMessageTexts(locale)).length).toBeLessThan(JSON.stringify(catalogues[locale]).length * 0.25);
    }
  });
});
