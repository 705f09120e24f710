// The activity page's scripts (ADR 046): src/islands bundled into public/islands, one entry with its content
// hash in its name and the map as a chunk loaded later. A manifest tells the page the entry's name.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(app, "public", "islands");
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: app,
  entryPoints: { activity: "src/islands/activity.ts" },
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  minify: true,
  outdir,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === "src/islands/activity.ts");
if (!entry) throw new Error("build-islands: the activity entry was not built");
writeFileSync(path.join(outdir, "manifest.json"), `${JSON.stringify({ activity: path.basename(entry[0]) })}\n`);
for (const [file, output] of Object.entries(result.metafile.outputs))
  console.log(`islands: ${path.basename(file)} ${output.bytes} bytes`);
