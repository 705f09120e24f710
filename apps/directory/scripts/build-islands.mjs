// The public pages' scripts (ADR 046): src/islands bundled into public/islands, one entry per page kind (the
// activity page, the trade-show page's countdown, the search page's island, ADR 116) with its content hash in its
// name and the maps as chunks loaded later. A manifest tells the pages the entries' names. The search island's
// components run on Preact (ADR 118), in the browser and on the server: the server's renderer is built here too,
// into islands-server/, and the search page imports it.
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
const serverOutdir = path.join(app, "islands-server");
rmSync(outdir, { recursive: true, force: true });
rmSync(serverOutdir, { recursive: true, force: true });
// React's names, answered by Preact's compatibility layer (ADR 118): the island's components, Mantine's and React
// InstantSearch's are written for React; Preact runs them in about a tenth of React DOM's size.
const onPreact = {
  react: "./src/islands/react-on-preact.js",
  "react-dom": "./src/islands/react-on-preact.js",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
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
    ...onPreact,
  },
  logLevel: "warning",
});
// The island's server renderer, on the same Preact, so that the HTML it writes is the HTML the browser hydrates
// (the same markup, the same `useId` ids). Node's own modules and nothing else stay outside the bundle.
await build({
  absWorkingDir: app,
  entryPoints: { "render-search-island": "src/search/render-search-island.tsx" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  outdir: serverOutdir,
  outExtension: { ".js": ".mjs" },
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  // A CommonJS dependency's require() of Node's modules, inside an ES module.
  banner: {
    js: 'import { createRequire as __islandRequire } from "node:module"; const require = __islandRequire(import.meta.url);',
  },
  alias: {
    "maplibre-gl/dist/maplibre-gl.css": "./src/islands/maplibre-stylesheet.ts",
    ...onPreact,
    react: "./src/islands/react-on-preact-server.js",
  },
  // The map's code is loaded by the browser only.
  external: ["maplibre-gl", "pmtiles"],
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
