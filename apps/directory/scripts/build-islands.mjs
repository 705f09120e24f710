// The public pages' scripts (ADR 046): src/islands bundled into public/islands, one entry per page kind (the
// activity page, the trade-show page's countdown, the search page's React island, ADR 116) with its content hash
// in its name and the maps as chunks loaded later. A manifest tells the pages the entries' names.
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(app, "public", "islands");
// react-intl's message parser, as its own package resolves it: the islands get the build without the parser.
const parserWithout = createRequire(path.join(app, "../../packages/ui/package.json")).resolve(
  "@formatjs/icu-messageformat-parser/no-parser.js",
);
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: app,
  entryPoints: {
    activity: "src/islands/activity.ts",
    "trade-show": "src/islands/trade-show.ts",
    search: "src/islands/search.tsx",
  },
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  minify: true,
  outdir,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  metafile: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  alias: {
    // InstantSearch's history router imports qs for addresses the search page writes and reads itself (ADR 111).
    qs: "./src/search/unused-in-browser/qs.ts",
    // The search map's stylesheet, as a <link> to the copy in public/maplibre (scripts/copy-map-assets.mjs).
    "maplibre-gl/dist/maplibre-gl.css": "./src/islands/maplibre-stylesheet.ts",
    // The search island's messages come parsed from the server (ADR 117): react-intl formats them without its
    // parser, about 27 kB that the browser neither downloads nor runs.
    "@formatjs/icu-messageformat-parser": parserWithout,
    // Mantine's modals' scroll lock, which no island renders (ADR 117).
    "react-remove-scroll": "./src/search/unused-in-browser/react-remove-scroll.ts",
  },
  logLevel: "warning",
});
const built = (source) => {
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === source);
  if (!entry) throw new Error(`build-islands: ${source} was not built`);
  return path.basename(entry[0]);
};
const manifest = {
  activity: built("src/islands/activity.ts"),
  "trade-show": built("src/islands/trade-show.ts"),
  search: built("src/islands/search.tsx"),
};
writeFileSync(path.join(outdir, "manifest.json"), `${JSON.stringify(manifest)}\n`);
for (const [file, output] of Object.entries(result.metafile.outputs))
  console.log(`islands: ${path.basename(file)} ${output.bytes} bytes`);
