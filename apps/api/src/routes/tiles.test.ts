import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { FetchSource, PMTiles } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byteRange } from "#app/http/byte-range.ts";
import { createTestApp, type TestApp } from "#app/test-support/test-app.ts";

/**
 * A PMTiles v3 archive of one PNG tile at zoom 0 over France, written by hand (no compression): the 127-byte
 * header, the root directory, the metadata, then the tile.
 */
function tinyArchive(tile: Buffer): Buffer {
  const directory = Buffer.from([1, 0, 1, tile.length, 1]); // 1 entry: tile id 0, run 1, length, offset 0 (+1)
  const metadata = Buffer.from(JSON.stringify({ name: "france" }));
  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const u64 = (offset: number, value: number) => header.writeBigUInt64LE(BigInt(value), offset);
  u64(8, 127);
  u64(16, directory.length);
  u64(24, 127 + directory.length);
  u64(32, metadata.length);
  u64(40, 0);
  u64(48, 0);
  u64(56, 127 + directory.length + metadata.length);
  u64(64, tile.length);
  u64(72, 1);
  u64(80, 1);
  u64(88, 1);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // directories: no compression
  header.writeUInt8(1, 98); // tiles: no compression
  header.writeUInt8(2, 99); // PNG
  header.writeUInt8(0, 100);
  header.writeUInt8(0, 101);
  header.writeInt32LE(-5_000_000, 102);
  header.writeInt32LE(410_000_000, 106);
  header.writeInt32LE(100_000_000, 110);
  header.writeInt32LE(510_000_000, 114);
  return Buffer.concat([header, directory, metadata, tile]);
}

// 1,000 bytes whose every byte says where it is, so a part of the file shows which part it is.
const archive = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

describe("self-hosted map tiles", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "alentour-tiles-"));
    await writeFile(path.join(dir, "france.pmtiles"), archive);
    await writeFile(path.join(dir, "tiny.pmtiles"), tinyArchive(Buffer.from("a tile of France")));
    await writeFile(path.join(dir, "streets.json"), JSON.stringify({ version: 8, sources: {}, layers: [] }));
    t = await createTestApp("sqlite", { env: { MAP_TILES_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (file: string, range?: string, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url: `/api/tiles/${file}`, headers: { "accept-language": "fr", ...(range && { range }) } });

  it("answers a part of an archive with 206 and Content-Range, as a PMTiles reader asks for it", async () => {
    const header = await get("france.pmtiles", "bytes=0-126");
    expect(header.statusCode).toBe(206);
    expect(header.headers["content-range"]).toBe("bytes 0-126/1000");
    expect(header.headers["content-length"]).toBe("127");
    expect(header.headers["content-type"]).toBe("application/vnd.pmtiles");
    expect(header.headers["accept-ranges"]).toBe("bytes");
    expect(header.rawPayload).toEqual(archive.subarray(0, 127));

    const middle = await get("france.pmtiles", "bytes=500-599");
    expect(middle.headers["content-range"]).toBe("bytes 500-599/1000");
    expect(middle.rawPayload).toEqual(archive.subarray(500, 600));
    // Past the end is clipped; an open end and the last n bytes are parts too.
    expect((await get("france.pmtiles", "bytes=990-5000")).headers["content-range"]).toBe("bytes 990-999/1000");
    const open = await get("france.pmtiles", "bytes=998-");
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(archive.subarray(998));
    const last = await get("france.pmtiles", "bytes=-10");
    expect(last.headers["content-range"]).toBe("bytes 990-999/1000");
    expect(last.rawPayload).toEqual(archive.subarray(990));
  });

  it("is read by the PMTiles reader the maps use, in byte ranges over HTTP", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const reader = new PMTiles(new FetchSource(`http://127.0.0.1:${port}/api/tiles/tiny.pmtiles`));
    const header = await reader.getHeader();
    expect([header.minLon, header.maxLat, header.tileType]).toEqual([-0.5, 51, 2]);
    const tile = await reader.getZxy(0, 0, 0);
    expect(Buffer.from(tile?.data ?? new ArrayBuffer(0)).toString()).toBe("a tile of France");
    expect(await reader.getZxy(1, 0, 0)).toBeUndefined();
  });

  it("refuses a part beyond the end with 416, in the caller's language, saying the size", async () => {
    const beyond = await get("france.pmtiles", "bytes=1000-1100");
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");
    expect(beyond.json().error.message).toBe("La partie demandée du fichier dépasse sa fin.");
    expect((await get("france.pmtiles", "bytes=-0")).statusCode).toBe(416);
  });

  it("sends the whole file without a usable Range, and its headers alone to HEAD", async () => {
    const whole = await get("france.pmtiles");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe("1000");
    expect(whole.rawPayload).toEqual(archive);
    expect(whole.headers.etag).toMatch(/^"3e8-[0-9a-f]+"$/);
    expect(whole.headers["cache-control"]).toBe("public, max-age=3600");
    for (const ignored of ["items=0-10", "bytes=0-10,20-30", "bytes=50-10"]) {
      expect((await get("france.pmtiles", ignored)).statusCode).toBe(200);
    }
    const head = await get("france.pmtiles", undefined, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("1000");
    expect(head.rawPayload.length).toBe(0);
    const style = await get("streets.json");
    expect(style.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(style.json()).toEqual({ version: 8, sources: {}, layers: [] });
  });

  it("serves only archives and styles of its folder", async () => {
    expect((await get("missing.pmtiles")).statusCode).toBe(404);
    expect((await get("..%2Fsecret.pmtiles")).statusCode).toBe(400);
    expect((await get("notes.txt")).statusCode).toBe(400);
    expect((await get(".hidden.pmtiles")).statusCode).toBe(400);
  });

  it("is not there unless MAP_TILES_DIR is set", async () => {
    const bare = await createTestApp("sqlite");
    try {
      expect((await bare.app.inject({ url: "/api/tiles/france.pmtiles" })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("byteRange", () => {
  it("reads the one range of a Range header, clipped to the file", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-2000", 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-0", 0)).toBe("unsatisfiable");
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange("bytes=-", 1000)).toBeNull();
  });
});
