import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import * as tus from "tus-js-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { createS3Storage } from "#app/storage/s3-storage.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { startLocalS3 } from "#app/test-support/local-s3.ts";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

// Real image work (encoding the fixtures, decoding, re-encoding the variants) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const stranger: Principal = { uid: "someone", email: "someone@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };
const person = (firstName: string) => ({ firstName, lastName: "Durand", city: null, company: null, phone: null, photoUrl: null });

/** A photo as a phone takes it: JPEG with the camera's EXIF (author, copyright). */
const photo = (width: number, height: number, format: "jpeg" | "png" = "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return (format === "jpeg" ? image.jpeg({ quality: 70 }) : image.png())
    .withExif({ IFD0: { Artist: "Camille Durand", Copyright: "Camille Durand 2026" } })
    .toBuffer();
};

/** A PNG whose header declares width × height 1-bit pixels: a few kilobytes that decode to hundreds of MB. */
function decompressionBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Outcome = {
  status: number;
  body: { url?: string; variants?: Array<{ width: number; url: string }>; error?: { code: string; message: string } };
};

describe.each(databaseKinds)("uploads on %s", (kind) => {
  let t: TestApp;
  let base: string;
  const activity = makeActivity({ slug: "atelier-de-camille", ownerId: owner.uid });

  let events: string[];

  beforeEach(async () => {
    events = [];
    t = await createTestApp(kind, {
      activityListeners: [{ onActivityChanged: (id) => void events.push(`changed ${id}`) }],
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([activity]);
    const users = createUserRepository(t.db.kysely);
    for (const [principal, name] of [
      [owner, "Camille"],
      [stranger, "Dominique"],
      [support, "Sam"],
      [admin, "Ada"],
    ] as const)
      await users.create(principal.uid, principal.email, person(name));
    await t.db.kysely.updateTable("users").set({ role: "admin" }).where("id", "=", admin.uid).execute();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.close());

  /** A real tus client, sending the file in several PATCH requests; resolves with the final answer. */
  const upload = (principal: Principal | null, data: Buffer, metadata: Record<string, string>, locale = "en") =>
    new Promise<Outcome>((resolve, reject) => {
      const client = new tus.Upload(data, {
        endpoint: `${base}/api/uploads`,
        metadata,
        headers: { ...(principal ? t.as(principal) : {}), "accept-language": locale },
        chunkSize: 256 * 1024,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onSuccess: ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()) }),
        onError: (error) => {
          const response = (error as tus.DetailedError).originalResponse;
          if (response) resolve({ status: response.getStatus(), body: JSON.parse(response.getBody()) });
          else reject(error);
        },
      });
      client.start();
    });
  const banner = (principal: Principal | null, data: Buffer, extra: Record<string, string> = {}, locale = "en") =>
    upload(principal, data, { purpose: "activity-banner", target: activity.slug, ...extra }, locale);
  const stored = async () => (await createActivityRepository(t.db.kysely).findBySlug(activity.slug))?.bannerUrl ?? null;
  const files = (prefix: string) => createDiskFiles(t, prefix);
  const unfinished = async () => (await readdir(t.config.uploadsDir)).length;
  const fetchFile = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

  it("stores a banner as WebP variants for srcset, without its metadata, and writes its URL into the activity", async () => {
    const result = await banner(owner, await photo(1020, 2400), { filename: "plage.jpg", filetype: "image/jpeg" });
    expect(result.status).toBe(200);
    expect(result.body.variants?.map((variant) => variant.width)).toEqual([340, 680, 1020]);
    expect(result.body.url).toMatch(
      new RegExp(`^http://localhost:3000/api/files/activities/${activity.id}/banner/[0-9a-f]{16}-1020\\.webp$`),
    );
    expect(await stored()).toBe(result.body.url);
    // The copies of the activity (search index, public pages) hear of the change.
    expect(events).toEqual([`changed ${activity.id}`]);
    expect(await files(`activities/${activity.id}`)).toHaveLength(3);
    expect(await unfinished()).toBe(0);

    for (const variant of result.body.variants ?? []) {
      const response = await fetchFile(variant.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", variant.width, Math.round((variant.width * 2400) / 1020)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    // The original had its EXIF: the stripping is the api's doing.
    expect((await sharp(await photo(1020, 2400)).metadata()).exif).toBeDefined();
  });

  it("replaces the previous banner's files with the next upload's, and takes a larger image of the same proportions", async () => {
    const first = await banner(owner, await photo(1020, 2400));
    const second = await banner(owner, await photo(2040, 4800));
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
    const meta = await sharp((await fetchFile(second.body.url ?? "")).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1020, 2400]);
    expect((await fetchFile(first.body.url ?? "")).statusCode).toBe(404);
    expect(await files(`activities/${activity.id}`)).toHaveLength(3);
  });

  it("judges the content, not the name or declared type: PNG bytes named .pdf, JPEG declared as PNG", async () => {
    const png = await banner(owner, await photo(1020, 2400, "png"), { filename: "brochure.pdf", filetype: "application/pdf" });
    expect(png.status).toBe(200);
    const jpeg = await banner(owner, await photo(1020, 2400), { filename: "banner.png", filetype: "image/png" });
    expect(jpeg.status).toBe(200);
  });

  it("refuses SVG, a PDF and text dressed as images, in the caller's language, and stores nothing", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1020" height="2400"><script>alert(1)</script><rect width="1020" height="2400"/></svg>',
    );
    const english = await banner(owner, svg, { filename: "banner.png", filetype: "image/png" });
    expect(english.status).toBe(415);
    expect(english.body.error).toEqual({
      code: "image/unsupported-type",
      message: "This file is not a JPEG, PNG, WebP or AVIF image. Other formats (SVG included) are not accepted.",
    });
    const french = await banner(owner, svg, {}, "fr");
    expect(french.body.error?.message).toBe(
      "Ce fichier n'est pas une image JPEG, PNG, WebP ou AVIF. Les autres formats (SVG compris) ne sont pas acceptés.",
    );
    const pdf = await banner(owner, Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"));
    expect(pdf.body.error?.code).toBe("image/unsupported-type");
    expect(await stored()).toBeNull();
    expect(events).toEqual([]);
    expect(await files(`activities/${activity.id}`)).toEqual([]);
    expect(await unfinished()).toBe(0);
  });

  it("refuses other proportions and smaller images with the size expected and the size received", async () => {
    const square = await banner(owner, await photo(1020, 1020));
    expect(square.status).toBe(422);
    expect(square.body.error?.message).toBe(
      "The image must be 1020 × 2400 px (or larger with the same proportions); this one is 1020 × 1020 px.",
    );
    const small = await banner(owner, await photo(510, 1200), {}, "fr");
    expect(small.body.error?.message).toBe(
      "L'image doit mesurer 1020 × 2400 px (ou plus, dans les mêmes proportions) ; celle-ci mesure 510 × 1200 px.",
    );
    expect(await stored()).toBeNull();
    expect(await unfinished()).toBe(0);
  });

  it("refuses a file over 3 MB when the upload starts, before any byte is sent", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: {
        ...t.as(owner),
        "accept-language": "en",
        "tus-resumable": "1.0.0",
        "upload-length": String(3 * 1024 * 1024 + 1),
        "upload-metadata": `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(activity.slug).toString("base64")}`,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("The file must not exceed 3 MB.");
    expect(await unfinished()).toBe(0);
    // A profile picture's limit is the 2 MB of any other image.
    const picture = await upload(owner, Buffer.alloc(2 * 1024 * 1024 + 1), { purpose: "user-picture", target: owner.uid });
    expect(picture.body.error?.message).toBe("The file must not exceed 2 MB.");
  });

  it("refuses a decompression bomb without decoding it", async () => {
    const bomb = decompressionBomb(12_000, 12_000);
    expect(bomb.length).toBeLessThan(100_000);
    const result = await banner(owner, bomb);
    expect(result.status).toBe(422);
    expect(result.body.error).toEqual({
      code: "image/too-many-pixels",
      message: "This image has too many pixels to be processed (at most 40 megapixels).",
    });
    expect(await stored()).toBeNull();
    expect(await unfinished()).toBe(0);
  });

  it("answers 401 to anonymous callers and 403 to another user before any byte is stored; the support team may", async () => {
    const data = await photo(1020, 2400);
    const anonymous = await banner(null, data);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe("auth/unauthenticated");
    const other = await banner(stranger, data);
    expect(other.status).toBe(403);
    expect(other.body.error?.message).toBe("You are not allowed to do this.");
    expect(await unfinished()).toBe(0);
    expect(await stored()).toBeNull();
    const missing = await upload(owner, data, { purpose: "activity-banner", target: "nothing-here" });
    expect(missing.status).toBe(404);
    const unknown = await upload(owner, data, { purpose: "anything", target: activity.slug });
    expect(unknown.body.error?.code).toBe("upload/unknown-purpose");

    const bySupport = await banner(support, data);
    expect(bySupport.status).toBe(200);
    expect(await stored()).toBe(bySupport.body.url);
  });

  it("lets only the uploader continue, inspect or cancel an upload it started", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: {
        ...t.as(owner),
        "tus-resumable": "1.0.0",
        "upload-length": "1000",
        "upload-metadata": `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(activity.slug).toString("base64")}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const patch = (principal: Principal | null) =>
      t.app.inject({
        method: "PATCH",
        url: location,
        headers: {
          ...(principal ? t.as(principal) : {}),
          "tus-resumable": "1.0.0",
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
        },
        payload: Buffer.alloc(100),
      });
    expect((await patch(null)).statusCode).toBe(401);
    expect((await patch(stranger)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "HEAD", url: location, headers: { ...t.as(stranger), "tus-resumable": "1.0.0" } }))
        .statusCode,
    ).toBe(403);
    const own = await patch(owner);
    expect(own.statusCode).toBe(204);
    expect(own.headers["upload-offset"]).toBe("100");
    const canceled = await t.app.inject({
      method: "DELETE",
      url: location,
      headers: { ...t.as(owner), "tus-resumable": "1.0.0" },
    });
    expect(canceled.statusCode).toBe(204);
    expect(await unfinished()).toBe(0);
  });

  it("writes a user's picture into their record, square, for the user or the support team only", async () => {
    const data = await photo(800, 600);
    expect((await upload(stranger, data, { purpose: "user-picture", target: owner.uid })).status).toBe(403);
    expect((await upload(null, data, { purpose: "user-picture", target: owner.uid })).status).toBe(401);
    const own = await upload(owner, data, { purpose: "user-picture", target: owner.uid });
    expect(own.status).toBe(200);
    expect(own.body.variants?.map((variant) => variant.width)).toEqual([96, 256, 512]);
    const record = await t.app.inject({ method: "GET", url: `/api/users/${owner.uid}`, headers: t.as(owner) });
    expect(record.json().photoUrl).toBe(own.body.url);
    const meta = await sharp((await fetchFile(own.body.url ?? "")).rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);
    expect((await upload(support, data, { purpose: "user-picture", target: owner.uid })).status).toBe(200);
  });

  it("removes the banner's files when the activity is deleted, and when the owner takes the banner away", async () => {
    await banner(owner, await photo(1020, 2400));
    const removed = await t.app.inject({
      method: "PATCH",
      url: `/api/activities/${activity.slug}`,
      headers: t.as(owner),
      payload: { bannerUrl: null },
    });
    expect(removed.statusCode).toBe(200);
    expect(await files(`activities/${activity.id}`)).toEqual([]);
    // A section cannot point the banner at any address: only an upload sets it.
    const elsewhere = await t.app.inject({
      method: "PATCH",
      url: `/api/activities/${activity.slug}`,
      headers: t.as(owner),
      payload: { bannerUrl: "https://tracker.example/pixel.gif" },
    });
    expect(elsewhere.statusCode).toBe(400);

    const { url } = (await banner(owner, await photo(1020, 2400))).body;
    expect(await files(`activities/${activity.id}`)).toHaveLength(3);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/activities/${activity.slug}`, headers: t.as(owner) })).statusCode,
    ).toBe(204);
    expect(await files(`activities/${activity.id}`)).toEqual([]);
    expect((await fetchFile(url ?? "")).statusCode).toBe(404);
  });

  it("removes an account's picture and its activities' files when the account is erased", async () => {
    await banner(owner, await photo(1020, 2400));
    await upload(owner, await photo(400, 400), { purpose: "user-picture", target: owner.uid });
    expect(await files(`users/${owner.uid}`)).toHaveLength(3);
    await t.app.inject({
      method: "POST",
      url: "/api/data-rights",
      payload: { type: "erasure", name: "Camille", email: owner.email },
    });
    // Confirmed from the address it names before the support team may act (ADR 051).
    const token = await lastLinkToken(t.config.mail.outboxDir, owner.email);
    await t.app.inject({ method: "POST", url: "/api/data-rights/confirm", payload: { token } });
    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: t.as(admin), ...(payload && { payload }) });
    const [request] = (await call("GET", "/api/admin/data-rights")).json().items;
    await call("POST", `/api/admin/data-rights/${request.id}/status`, { status: "in-progress" });
    expect((await call("POST", `/api/admin/data-rights/${request.id}/status`, { status: "done" })).statusCode).toBe(200);
    expect(await files(`users/${owner.uid}`)).toEqual([]);
    expect(await files(`activities/${activity.id}`)).toEqual([]);
  });
});

async function createDiskFiles(t: TestApp, prefix: string): Promise<string[]> {
  const { createDiskStorage } = await import("#app/storage/file-storage.ts");
  return createDiskStorage(t.config.filesDir).list(prefix);
}

describe("uploads to an S3-compatible store", () => {
  it("stores the variants as public objects of the bucket and writes their bucket URL into the activity", async () => {
    const s3 = await startLocalS3();
    const storage = createS3Storage(s3.config);
    const t = await createTestApp("sqlite", { storage });
    try {
      await createCityRepository(t.db.kysely).upsertMany([lyon]);
      const activity = makeActivity({ ownerId: owner.uid });
      await createActivityRepository(t.db.kysely).insertMany([activity]);
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      const endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/uploads`;
      const data = await photo(1020, 2400);
      const url = await new Promise<string>((resolve, reject) => {
        new tus.Upload(data, {
          endpoint,
          metadata: { purpose: "activity-banner", target: activity.slug },
          headers: t.as(owner),
          retryDelays: [],
          storeFingerprintForResuming: false,
          onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()).url),
          onError: reject,
        }).start();
      });
      expect(url.startsWith(`${s3.config.publicBaseUrl}/activities/${activity.id}/banner/`)).toBe(true);
      expect(url).toMatch(/\/[0-9a-f]{16}-1020\.webp$/);
      expect(await storage.list(`activities/${activity.id}`)).toHaveLength(3);
      // What a browser does with the URL: read the object straight from the bucket.
      const object = await fetch(url);
      expect(object.status).toBe(200);
      expect(object.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1020, 2400, undefined]);
      expect((await createActivityRepository(t.db.kysely).findBySlug(activity.slug))?.bannerUrl).toBe(url);
    } finally {
      await t.close();
      storage.close();
      await s3.stop();
    }
  });
});
