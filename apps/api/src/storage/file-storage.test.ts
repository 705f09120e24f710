import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3 } from "#app/test-support/local-s3.ts";
import { createDiskStorage, type FileStorage, type StoredObject } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

const read = async (file: StoredObject | null) => (file ? text(file.body) : null);

type Harness = { storage: FileStorage; base: string; stop: () => Promise<void> };

const stores: Array<[string, () => Promise<Harness>]> = [
  [
    "disk",
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "alentour-files-"));
      return {
        storage: createDiskStorage(root, "http://localhost:3000/api/files"),
        base: "http://localhost:3000/api/files",
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3 (a local S3-protocol server)",
    async () => {
      const s3 = await startLocalS3();
      const storage = createS3Storage(s3.config);
      return {
        storage,
        base: s3.config.publicBaseUrl,
        stop: async () => {
          storage.close();
          await s3.stop();
        },
      };
    },
  ],
];

// Both stores pass the same contract: the uploads and deletions only ever use this interface.
describe.each(stores)("%s file storage", (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.stop());

  it("writes a file at {folder}/{name}, reads it back with its type and size, and gives its download URL", async () => {
    await h.storage.put("activities/a1/banner/v1-340.webp", Buffer.from("small"), "image/webp");
    const file = await h.storage.get("activities/a1/banner/v1-340.webp");
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(5);
    expect(await read(file)).toBe("small");
    expect(h.storage.url("activities/a1/banner/v1-340.webp")).toBe(`${h.base}/activities/a1/banner/v1-340.webp`);
    expect(h.storage.url("users/u 1/été.webp")).toBe(`${h.base}/users/u%201/%C3%A9t%C3%A9.webp`);
  });

  it("replaces a file whole, and answers null for one that does not exist", async () => {
    await h.storage.put("activities/a2/doc.pdf", Buffer.from("first version"), "application/pdf");
    await h.storage.put("activities/a2/doc.pdf", Buffer.from("second"), "application/pdf");
    expect(await read(await h.storage.get("activities/a2/doc.pdf"))).toBe("second");
    expect(await h.storage.get("activities/a2/missing.pdf")).toBeNull();
  });

  it("lists every file under a folder at any depth, and no neighbour whose name merely starts the same", async () => {
    await h.storage.put("activities/a3/banner/v1-1020.webp", Buffer.from("1"), "image/webp");
    await h.storage.put("activities/a3/gallery/one.webp", Buffer.from("2"), "image/webp");
    await h.storage.put("activities/a33/banner/v1-1020.webp", Buffer.from("3"), "image/webp");
    expect((await h.storage.list("activities/a3")).sort()).toEqual([
      "activities/a3/banner/v1-1020.webp",
      "activities/a3/gallery/one.webp",
    ]);
    expect(await h.storage.list("activities/nobody")).toEqual([]);
  });

  it("removes a file, after which it is neither listed nor readable", async () => {
    await h.storage.put("users/u1/picture/v1-96.webp", Buffer.from("x"), "image/webp");
    await h.storage.remove("users/u1/picture/v1-96.webp");
    expect(await h.storage.list("users/u1")).toEqual([]);
    expect(await h.storage.get("users/u1/picture/v1-96.webp")).toBeNull();
  });
});

describe("disk file storage", () => {
  it("refuses any path that resolves outside its root", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "alentour-files-"));
    const storage = createDiskStorage(root);
    await expect(storage.put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/escapes/);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/escapes/);
    await rm(root, { recursive: true, force: true });
  });
});
