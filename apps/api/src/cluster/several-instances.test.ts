import type { AddressInfo } from "node:net";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { startLocalS3 } from "#app/test-support/local-s3.ts";
import { createTestApp, databaseKinds, redisUrl, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

vi.setConfig({ testTimeout: 30_000 });

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };
const person = (firstName: string) => ({ firstName, lastName: "Durand", city: null, company: null, phone: null, photoUrl: null });
const tus = { "tus-resumable": "1.0.0" };

// Two api instances on one database, one Redis and one S3-compatible store, as behind a balancer (ADR 074, 075).
describe.skipIf(!redisUrl).each(databaseKinds)("two api instances on %s, Redis and S3", (kind) => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  const activity = makeActivity({ slug: "atelier-de-camille", name: "Atelier de Camille", ownerId: owner.uid });

  beforeEach(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(kind, {
      env: {
        REDIS_URL: String(redisUrl),
        FILE_STORAGE: "s3",
        S3_BUCKET: s3.config.bucket,
        S3_ENDPOINT: String(s3.config.endpoint),
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        S3_PUBLIC_BASE_URL: s3.config.publicBaseUrl,
      },
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([activity]);
    const users = createUserRepository(t.db.kysely);
    await users.create(owner.uid, owner.email, person("Camille"));
    await users.create(admin.uid, admin.email, person("Ada"));
    await t.db.kysely.updateTable("users").set({ role: "admin" }).where("id", "=", admin.uid).execute();
    a = t.app;
    b = (await t.secondInstance()).app;
  });
  afterEach(async () => {
    await t.close();
    await s3.stop();
  });

  const objects = async () => {
    const client = new S3Client({
      region: s3.config.region,
      endpoint: String(s3.config.endpoint),
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => String(object.Key));
  };

  it("resumes through instance B an upload begun through instance A, and leaves no unfinished object behind", async () => {
    const data = await sharp({ create: { width: 1020, height: 2400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const half = Math.floor(data.length / 2);
    const created = await a.inject({
      method: "POST",
      url: "/api/uploads",
      headers: {
        ...t.as(owner),
        ...tus,
        "upload-length": String(data.length),
        "upload-metadata": `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(activity.slug).toString("base64")}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const patch = (app: FastifyInstance, offset: number, bytes: Buffer) =>
      app.inject({
        method: "PATCH",
        url: location,
        headers: { ...t.as(owner), ...tus, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
        payload: bytes,
      });
    expect((await patch(a, 0, data.subarray(0, half))).statusCode).toBe(204);
    // The client lost its connection to A; the balancer sends it to B, which knows how far the upload got.
    const head = await b.inject({ method: "HEAD", url: location, headers: { ...t.as(owner), ...tus } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["upload-offset"]).toBe(String(half));
    const finished = await patch(b, half, data.subarray(half));
    expect(finished.statusCode).toBe(200);
    const { url } = finished.json() as { url: string };
    expect(url.startsWith(`${s3.config.publicBaseUrl}/activities/${activity.id}/banner/`)).toBe(true);
    expect((await createActivityRepository(t.db.kysely).findBySlug(activity.slug))?.bannerUrl).toBe(url);
    // Only the stored variants remain: the unfinished upload and its metadata are gone from the bucket.
    const keys = await objects();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith(`activities/${activity.id}/banner/`))).toEqual([]);
  });

  it("refuses a suspended account on the other instance at once, and lets it back in at once when reinstated", async () => {
    const me = () => b.inject({ method: "GET", url: `/api/users/${owner.uid}`, headers: t.as(owner) });
    expect((await me()).statusCode).toBe(200);
    const suspend = (suspended: boolean) =>
      a.inject({
        method: "POST",
        url: `/api/admin/users/${owner.uid}/suspension`,
        headers: t.as(admin),
        payload: { suspended },
      });
    expect((await suspend(true)).statusCode).toBe(200);
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000 }).toBe(401);
    expect((await suspend(false)).statusCode).toBe(200);
    // Without the message between instances, B would keep its list for 30 s.
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000 }).toBe(200);
  });

  it("shows an edit made through instance A in instance B's search", async () => {
    await a.searchEngine.warmUp();
    await b.searchEngine.warmUp();
    const found = async (app: FastifyInstance, query: string) =>
      (await app.searchEngine.search(parseSearchParams({ query }), new Date())).hits.map((hit) => hit.document.slug);
    expect(await found(b, "poterie")).toEqual([]);
    const edited = await a.inject({
      method: "PATCH",
      url: `/api/activities/${activity.slug}`,
      headers: t.as(admin),
      payload: { name: "Atelier de poterie de Camille" },
    });
    expect(edited.statusCode).toBe(200);
    expect(await found(a, "poterie")).toEqual([activity.slug]);
    await expect.poll(() => found(b, "poterie"), { timeout: 5_000 }).toEqual([activity.slug]);
  });
});

describe("page cache of several front doors", () => {
  it("asks every front door listed in DIRECTORY_ORIGIN to purge after an activity write", async () => {
    const http = await import("node:http");
    const purged: string[] = [];
    const doors = await Promise.all(
      ["first", "second"].map(async (name) => {
        const server = http.createServer((request, response) => {
          if (request.headers["x-revalidate-secret"] === "a-secret-of-sixteen+") purged.push(name);
          response.end("{}");
        });
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        return server;
      }),
    );
    const origins = doors.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const t = await createTestApp("sqlite", {
      env: { DIRECTORY_ORIGIN: origins.join(", "), REVALIDATE_SECRET: "a-secret-of-sixteen+" },
    });
    try {
      await createCityRepository(t.db.kysely).upsertMany([lyon]);
      const activity = makeActivity();
      await createActivityRepository(t.db.kysely).insertMany([activity]);
      const edited = await t.app.inject({
        method: "PATCH",
        url: `/api/activities/${activity.slug}`,
        headers: t.as(admin),
        payload: { name: "Musée des Confluences et du Rhône" },
      });
      expect(edited.statusCode).toBe(200);
      await expect.poll(() => [...purged].sort()).toEqual(["first", "second"]);
    } finally {
      await t.close();
      for (const server of doors) server.close();
    }
  });
});
