// Keeps the documentation's map true, as part of `pnpm run lint`:
// - docs/decisions/README.md is the ADR index, generated from the records' own titles and status lines
//   (`--write` regenerates it; without it the script fails when the index is out of date);
// - code and docs cite docs/product.md by anchor, never a section number of a document outside the repository,
//   and every `docs/product.md#anchor` they cite exists.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const decisionsDir = path.join(root, "docs/decisions");
const indexPath = path.join(decisionsDir, "README.md");
const write = process.argv.includes("--write");
const problems = [];

// --- ADR index ---------------------------------------------------------------------------------------------

function adrIndex() {
  const rows = [];
  for (const file of readdirSync(decisionsDir).sort()) {
    const match = /^(\d{3})-.+\.md$/.exec(file);
    if (!match || match[1] === "000") continue;
    const text = readFileSync(path.join(decisionsDir, file), "utf8");
    const title = /^# (\d{3}) — (.+)$/m.exec(text);
    const status = /^Status: (.+)$/m.exec(text);
    if (!title || title[1] !== match[1]) problems.push(`${file}: first line must be "# ${match[1]} — Title"`);
    if (!status) problems.push(`${file}: needs a "Status: …" line`);
    rows.push(
      `| [${match[1]}](${file}) | ${(title?.[2] ?? file).replaceAll("|", "\\|")} | ${(status?.[1] ?? "?").replaceAll("|", "\\|")} |`,
    );
  }
  return [
    "# Architecture decision records",
    "",
    "One record per decision: its context, the decision and its consequences. Copy `000-template.md` for a new",
    "one; to change an accepted decision, write a new record and mark the old one superseded or amended.",
    "",
    "This index is generated from each record's title and `Status:` line by `node scripts/check-docs.mjs --write`;",
    "`pnpm run lint` fails when it is out of date.",
    "",
    "| ADR | Decision | Status |",
    "| --- | -------- | ------ |",
    ...rows,
    "",
  ].join("\n");
}

// Biome formats Markdown and pads table cells, so the index is compared with the padding taken out.
const unpadded = (markdown) =>
  markdown
    .split("\n")
    .map((line) => (line.startsWith("|") ? line.replace(/ {2,}/g, " ").replace(/-{3,}/g, "---") : line))
    .join("\n");
const index = adrIndex();
let current = "";
try {
  current = readFileSync(indexPath, "utf8");
} catch {}
if (unpadded(current) !== unpadded(index)) {
  if (write) {
    writeFileSync(indexPath, index);
    execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", indexPath], { stdio: "ignore" });
  } else problems.push("docs/decisions/README.md is out of date: run `node scripts/check-docs.mjs --write`");
}

// --- citations ---------------------------------------------------------------------------------------------

const skipDirs = new Set(["node_modules", ".git", ".next", "build", "dist", ".turbo", ".tools", ".react-router", "data"]);
const textFile = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json|yaml|yml|sql)$/;
// A section sign before a number ("spec §4", "(§9)") points into a document the repository does not hold;
// standards (RFC 9110 §12.5.4) are the exception. Spelled in two parts so that this file does not match itself.
const foreignCitation = new RegExp(`${"§"}\\s*\\d`);
const standard = /\bRFC\b/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.name !== ".changeset") continue;
    if (skipDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (textFile.test(entry.name) && statSync(full).size < 2_000_000) yield full;
  }
}

function anchorsOf(markdown) {
  const anchors = new Set();
  const counts = new Map();
  for (const line of markdown.split("\n")) {
    const heading = /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    // GitHub's slugs: lower case, punctuation dropped, spaces to hyphens, repeats numbered.
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    anchors.add(seen === 0 ? base : `${base}-${seen}`);
  }
  for (const match of markdown.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

const productAnchors = anchorsOf(readFileSync(path.join(root, "docs/product.md"), "utf8"));
const citation = /product\.md#([\w-]+)/g;
const startDirs = ["apps", "packages", "scripts", "docs", ".changeset"];
const rootFiles = readdirSync(root).filter((name) => name.endsWith(".md"));
const all = [...rootFiles.map((name) => path.join(root, name))];
for (const dir of startDirs) {
  try {
    all.push(...files(path.join(root, dir)));
  } catch {}
}
const self = fileURLToPath(import.meta.url);
for (const file of all) {
  if (file === self) continue;
  const rel = path.relative(root, file);
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    if (foreignCitation.test(line) && !standard.test(line))
      problems.push(`${rel}:${i + 1}: cites a section of a document outside the repository; cite docs/product.md#anchor`);
    for (const match of line.matchAll(citation)) {
      if (!productAnchors.has(match[1])) problems.push(`${rel}:${i + 1}: docs/product.md has no heading #${match[1]}`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
