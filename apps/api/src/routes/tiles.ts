import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { AppError } from "@alentour/domain/errors";
import type { FastifyInstance } from "fastify";
import { byteRange } from "#app/http/byte-range.ts";

// A file name of the tiles folder: letters, digits, dots, dashes and underscores, never a path.
const tileFileName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.(pmtiles|json)$/;
const contentTypes = { pmtiles: "application/vnd.pmtiles", json: "application/json; charset=utf-8" } as const;

/**
 * Self-hosted map tiles (docs/maps.md, ADR 073): the PMTiles archives of `MAP_TILES_DIR` and the MapLibre styles
 * beside them, read-only, for anyone, at `/api/tiles/{file}`. Browsers read an archive in byte ranges (its
 * header, its directories, then each tile), so every answer honours `Range`: 206 with `Content-Range` for a part,
 * 416 for a part beyond the end, 200 for the whole file.
 */
export function registerTileRoutes(app: FastifyInstance, deps: { dir: string }) {
  app.get("/api/tiles/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    const kind = tileFileName.exec(file)?.[1] as keyof typeof contentTypes | undefined;
    if (!kind || file.includes("..")) throw new AppError("file/invalid-path");
    const full = path.join(deps.dir, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw new AppError("resource/not-found");
    const size = info.size;
    const range = byteRange(request.headers.range, size);
    if (range === "unsatisfiable") {
      // The catalogue's error, with the size a client needs to ask again.
      reply.header("accept-ranges", "bytes").header("content-range", `bytes */${size}`);
      throw new AppError("file/range-not-satisfiable");
    }
    reply
      .header("content-type", contentTypes[kind])
      .header("accept-ranges", "bytes")
      // The archive changes only when the operator replaces it: the tag follows its size and time.
      .header("etag", `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`)
      .header("last-modified", info.mtime.toUTCString())
      .header("cache-control", "public, max-age=3600")
      .header("x-content-type-options", "nosniff");
    if (range === null) {
      reply.header("content-length", String(size));
      return reply.send(createReadStream(full));
    }
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
      .header("content-length", String(range.end - range.start + 1));
    return reply.send(createReadStream(full, { start: range.start, end: range.end }));
  });
}
