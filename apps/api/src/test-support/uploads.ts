import { readdir } from "node:fs/promises";
import { createDiskStorage } from "#app/storage/file-storage.ts";
import type { TestApp } from "./test-app.ts";

/** Every file a test app holds on disk: the stored files, then the uploads left unfinished. A refused upload adds none. */
export async function filesLeft(t: TestApp): Promise<string[]> {
  return [...(await createDiskStorage(t.config.filesDir).list("")), ...(await readdir(t.config.uploadsDir))];
}
