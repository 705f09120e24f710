import type { FastifyBaseLogger } from "fastify";
import type { FileStorage } from "./file-storage.ts";

/**
 * Deletes every file under `prefix`. A file that cannot be deleted is logged and skipped (storage deletion
 * errors are only logged, docs/product.md#document-operations); a folder that cannot even be listed throws, so the caller can stop
 * before touching the document.
 */
export async function deleteFolderFiles(storage: FileStorage, prefix: string, log: FastifyBaseLogger): Promise<number> {
  const files = await storage.list(prefix);
  let deleted = 0;
  for (const file of files) {
    try {
      await storage.remove(file);
      deleted += 1;
    } catch (error) {
      log.error({ err: error, file }, "storage: could not delete a file");
    }
  }
  return deleted;
}
