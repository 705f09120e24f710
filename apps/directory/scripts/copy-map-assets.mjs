// MapLibre runs its worker from a URL of our own site, and the offline basemap draws Natural Earth land from
// the world-atlas package: both are copied into public/ before each build, never committed.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(app, "package.json"));
const target = path.join(app, "public", "maplibre");
mkdirSync(target, { recursive: true });
const maplibre = path.dirname(require.resolve("maplibre-gl/package.json"));
copyFileSync(path.join(maplibre, "dist", "maplibre-gl-worker.mjs"), path.join(target, "maplibre-gl-worker.mjs"));
copyFileSync(path.join(maplibre, "dist", "maplibre-gl.css"), path.join(target, "maplibre-gl.css"));
copyFileSync(require.resolve("world-atlas/land-50m.json"), path.join(target, "land-50m.json"));
copyFileSync(require.resolve("world-atlas/countries-50m.json"), path.join(target, "countries-50m.json"));
