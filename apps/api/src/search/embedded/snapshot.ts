import { createHash } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { ColumnarIndex, type IndexMeta, type Section } from "./columnar-index.ts";

/**
 * The embedded index on disk (ADR 083), so that an api starts from it in seconds instead of reading the whole
 * store: a 16-byte prefix (magic, format, header length), a JSON header (the index's metadata, the store's
 * watermark, where each section lies), then the typed arrays end to end, each at a multiple of 8 bytes.
 *
 * A snapshot is used only by the code that wrote it: the header carries a fingerprint of the sources that decide
 * what a document and the index hold; any change to them, or to FORMAT, means one full build at the next start.
 */
const MAGIC = "ALSRCHIX";
const FORMAT = 1;

// What decides a document's fields, words and open spans: the index's own sources and the domain's labels and hours.
const sourcesOfTheIndex = (): string[] => [
  new URL("../document.ts", import.meta.url).href,
  new URL("../text.ts", import.meta.url).href,
  new URL("./columnar-index.ts", import.meta.url).href,
  new URL("./posting-lists.ts", import.meta.url).href,
  new URL("./snapshot.ts", import.meta.url).href,
  import.meta.resolve("@alentour/domain/activity"),
  import.meta.resolve("@alentour/domain/accessibility"),
  import.meta.resolve("@alentour/domain/opening-hours"),
];

let fingerprint: string | null = null;
async function fingerprintOfTheCode(): Promise<string> {
  if (fingerprint) return fingerprint;
  const hash = createHash("sha256").update(`format ${FORMAT}\n`);
  for (const source of sourcesOfTheIndex()) {
    try {
      hash.update(await readFile(new URL(source)));
    } catch {
      hash.update(`${source}: unreadable\n`);
    }
  }
  fingerprint = hash.digest("hex");
  return fingerprint;
}

type SectionType = "u8" | "u16" | "i32" | "f64";
const constructors = { u8: Uint8Array, u16: Uint16Array, i32: Int32Array, f64: Float64Array } as const;
const typeOf = (array: Section): SectionType =>
  array instanceof Float64Array ? "f64" : array instanceof Int32Array ? "i32" : array instanceof Uint16Array ? "u16" : "u8";

type Header = {
  fingerprint: string;
  /** The store's latest `updated_at` when the index was read from it: rows changed from then on are replayed. */
  watermark: string | null;
  meta: IndexMeta;
  sections: Array<{ name: string; type: SectionType; offset: number; length: number }>;
};

const align = (offset: number) => Math.ceil(offset / 8) * 8;

/** Writes the index to `file` (through a temporary file renamed over it); returns the bytes written. */
export async function writeSnapshot(file: string, index: ColumnarIndex, watermark: string | null): Promise<number> {
  const { meta, sections } = index.image();
  let offset = 0;
  const placed = sections.map(([name, array]) => {
    const entry = { name, type: typeOf(array), offset, length: array.length };
    offset = align(offset + array.byteLength);
    return entry;
  });
  const header: Header = { fingerprint: await fingerprintOfTheCode(), watermark, meta, sections: placed };
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(16);
  prefix.write(MAGIC, 0, "latin1");
  prefix.writeUInt32LE(FORMAT, 8);
  prefix.writeUInt32LE(json.length, 12);
  const dataStart = align(16 + json.length);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.write(prefix, 0, 16, 0);
    await handle.write(json, 0, json.length, 16);
    for (const [position, [, array]] of sections.entries()) {
      const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
      await handle.write(bytes, 0, bytes.length, dataStart + (placed[position]?.offset ?? 0));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
  return dataStart + offset;
}

/**
 * The index of `file` and the watermark it was read at; null when there is no snapshot, or one this code did not
 * write (another format or other sources: the caller builds from the store).
 */
export async function readSnapshot(file: string): Promise<{ index: ColumnarIndex; watermark: string | null } | null> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (buffer.length < 16 || buffer.toString("latin1", 0, 8) !== MAGIC || buffer.readUInt32LE(8) !== FORMAT) return null;
  const headerLength = buffer.readUInt32LE(12);
  const header = JSON.parse(buffer.toString("utf8", 16, 16 + headerLength)) as Header;
  if (header.fingerprint !== (await fingerprintOfTheCode())) return null;
  // Typed arrays need their element size's alignment in the underlying memory.
  if (buffer.byteOffset % 8 !== 0) buffer = Buffer.from(buffer);
  const dataStart = buffer.byteOffset + align(16 + headerLength);
  const sections = new Map<string, Section>();
  for (const { name, type, offset, length } of header.sections) {
    const start = dataStart + offset;
    const View = constructors[type];
    if (start - buffer.byteOffset + length * View.BYTES_PER_ELEMENT > buffer.length)
      throw new Error(`search snapshot ${file}: section ${name} runs past the end of the file`);
    sections.set(name, new View(buffer.buffer as ArrayBuffer, start, length));
  }
  return { index: ColumnarIndex.fromImage(header.meta, sections), watermark: header.watermark };
}
