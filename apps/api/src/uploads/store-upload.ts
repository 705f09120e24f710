import { randomBytes } from "node:crypto";
import { type UploadPurpose, uploadPurposes } from "@alentour/domain/upload";
import type { FastifyBaseLogger } from "fastify";
import type { Principal } from "#app/auth/principal.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { processImage } from "./process-image.ts";
import type { UploadTarget } from "./upload-targets.ts";

export type StoredUpload = { url: string; variants: Array<{ width: number; url: string }> };

/**
 * A complete upload becomes stored files and a document field, all or nothing: the image is checked and
 * re-encoded in memory, its variants are written under fresh names (`{folder}/{version}-{width}.webp`), the
 * document is pointed at the widest, and only then are the slot's previous files removed. A failure before
 * the document write removes what was written; a previous file that cannot be removed is only logged.
 */
export async function storeUpload(
  deps: { storage: FileStorage; target: UploadTarget; log: FastifyBaseLogger },
  upload: { principal: Principal; purpose: UploadPurpose; target: string; data: Buffer },
): Promise<StoredUpload> {
  const { storage, target, log } = deps;
  // Asked again: the caller's rights may have changed while the bytes were arriving.
  const { folder } = await target.authorize(upload.principal, upload.target);
  const variants = await processImage(upload.data, uploadPurposes[upload.purpose]);
  // New names for every upload: a stored file never changes, so it can be cached for good.
  const version = randomBytes(8).toString("hex");
  const written: Array<{ width: number; path: string }> = [];
  try {
    for (const variant of variants) {
      const path = `${folder}/${version}-${variant.width}.webp`;
      await storage.put(path, variant.data, "image/webp");
      written.push({ width: variant.width, path });
    }
    const widest = written.at(-1);
    if (!widest) throw new Error("an image rule without variant widths");
    await target.write(upload.principal, upload.target, storage.url(widest.path));
  } catch (error) {
    for (const file of written) {
      await storage
        .remove(file.path)
        .catch((cause: unknown) => log.error({ err: cause, file: file.path }, "storage: could not delete a file"));
    }
    throw error;
  }
  const kept = new Set(written.map((file) => file.path));
  try {
    for (const file of await storage.list(folder)) {
      if (kept.has(file)) continue;
      await storage.remove(file).catch((cause: unknown) => log.error({ err: cause, file }, "storage: could not delete a file"));
    }
  } catch (error) {
    log.error({ err: error, folder }, "storage: could not list the previous files");
  }
  log.info({ purpose: upload.purpose, target: upload.target, by: upload.principal.uid, files: written.length }, "upload stored");
  return {
    url: storage.url(written.at(-1)?.path ?? ""),
    variants: written.map((file) => ({ width: file.width, url: storage.url(file.path) })),
  };
}
