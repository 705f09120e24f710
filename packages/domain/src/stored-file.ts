import { AppError, type ErrorCode } from "./errors.ts";
import { isHttpUrl } from "./fields.ts";
import { z } from "./zod.ts";

// Storage paths become disk paths and object keys, so a segment may not climb out (".."), restart at the
// root, smuggle a Windows separator or hide control characters.
function isSafeSegment(segment: string): boolean {
  if (segment === "" || segment === "." || segment === ".." || segment.length > 255) return false;
  for (const char of segment) {
    const code = char.charCodeAt(0);
    if (char === "/" || char === "\\" || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** A relative folder path such as "activities/abc123/gallery". */
export function isSafeFolder(folder: string): boolean {
  return folder.length <= 1024 && folder.split("/").every(isSafeSegment);
}

export function isSafeFileName(name: string): boolean {
  return isSafeSegment(name);
}

const invalidPath = { error: "file/invalid-path" satisfies ErrorCode };

export const storageFolderSchema = z.string().refine(isSafeFolder, invalidPath);
export const storageFileNameSchema = z.string().refine(isSafeFileName, invalidPath);

/** "{folder}/{name}", refusing anything that could escape the storage root. */
export function storagePath(folder: string, name: string): string {
  if (!isSafeFolder(folder) || !isSafeFileName(name)) throw new AppError("file/invalid-path");
  return `${folder}/${name}`;
}

export const storedFileSchema = z
  .object({
    folder: storageFolderSchema,
    name: storageFileNameSchema,
    path: z.string(),
    contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
    /** Bytes. */
    size: z.number().int().nonnegative(),
    // Files are served by our own api, so a root-relative URL is as good as an absolute one.
    downloadUrl: z.string().refine((url) => isHttpUrl(url) || /^\/(?!\/)/.test(url)),
  })
  .refine((file) => file.path === `${file.folder}/${file.name}`, { ...invalidPath, path: ["path"] });
export type StoredFile = z.infer<typeof storedFileSchema>;
