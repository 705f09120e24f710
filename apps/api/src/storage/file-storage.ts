import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** A stored file as read back. */
export type StoredObject = { body: Readable; size: number; contentType: string };

/** Where uploaded files live. Paths are `{folder}/{name}`, `/`-separated, already validated. */
export type FileStorage = {
  /** Every file path under the folder `prefix`, at any depth. */
  list: (prefix: string) => Promise<string[]>;
  remove: (filePath: string) => Promise<void>;
  /** Writes a whole file; a reader sees the old file or the new one, never part of it. */
  put: (filePath: string, data: Buffer, contentType: string) => Promise<void>;
  /** The file, or null when there is none. */
  get: (filePath: string) => Promise<StoredObject | null>;
  /** The download URL written into documents (docs/product.md#stored-files-and-uploads). */
  url: (filePath: string) => string;
};

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
};

/** The content type a stored file is served with, from the extension the api itself gave it. */
export const contentTypeOf = (filePath: string) =>
  contentTypes[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";

/** `a/b c.webp` → `a/b%20c.webp`: each segment escaped, the separators kept. */
export const encodePath = (filePath: string) => filePath.split("/").map(encodeURIComponent).join("/");

/**
 * Files under `rootDir` (`$DATA_DIR/files`), served by the api at `{publicBaseUrl}/{path}`
 * (`GET /api/files/*`, see routes/files.ts).
 */
export function createDiskStorage(rootDir: string, publicBaseUrl = "/api/files"): FileStorage {
  const resolve = (relative: string) => {
    const absolute = path.resolve(rootDir, relative);
    if (absolute !== rootDir && !absolute.startsWith(rootDir + path.sep))
      throw new Error(`path escapes the storage root: ${relative}`);
    return absolute;
  };
  return {
    async list(prefix) {
      try {
        const entries = await readdir(resolve(prefix), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.startsWith(".tmp-"))
          .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async remove(filePath) {
      await rm(resolve(filePath));
    },
    async put(filePath, data) {
      const target = resolve(filePath);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed over: a rename within one folder is atomic.
      const temporary = path.join(path.dirname(target), `.tmp-${process.pid}-${Date.now()}-${path.basename(target)}`);
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(filePath) {
      const absolute = resolve(filePath);
      try {
        const info = await stat(absolute);
        if (!info.isFile()) return null;
        return { body: createReadStream(absolute), size: info.size, contentType: contentTypeOf(filePath) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    url: (filePath) => `${publicBaseUrl}/${encodePath(filePath)}`,
  };
}
