import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Paths are `{folder}/{name}`, `/`-separated, already validated. */
export type FileStorage = {
  /** Every file path under `prefix`, at any depth. */
  list: (prefix: string) => Promise<string[]>;
  remove: (filePath: string) => Promise<void>;
};

export function createDiskStorage(rootDir: string): FileStorage {
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
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async remove(filePath) {
      await rm(resolve(filePath));
    },
  };
}
