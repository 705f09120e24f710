import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import sharp from "sharp";
import * as tus from "tus-js-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { filesLeft } from "#app/test-support/uploads.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

// Real image work (encoding the fixtures, decoding, re-encoding the variants) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const xia: Principal = { uid: "xia", email: "xia@exposant.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

type Outcome = {
  status: number;
  body: { url?: string; variants?: Array<{ width: number }>; error?: { code: string; message: string } };
};

describe.each(databaseKinds)("conference image uploads on %s", (kind) => {
  let t: TestApp;
  let base: string;
  let slug: string;
  let conferenceId: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(t.db.kysely);
    for (const p of [ana, xia, eve]) {
      await users.create(p.uid, p.email, {
        firstName: p.uid,
        lastName: "Durand",
        city: null,
        company: null,
        phone: null,
        photoUrl: null,
      });
    }
    const today = localDateTime(new Date(), "Europe/Paris").date;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/trade-shows",
      headers: t.as(ana),
      payload: {
        name: "Salon du livre",
        category: "book-fair",
        startDate: today,
        endDate: addDays(today, 2),
        openingTime: "09:00",
        closingTime: "19:00",
        place: {
          address: { streetNumberAndStreet: "Place Bellecour", city: "Lyon", country: "FR" },
          location: { lat: 45.7578, lng: 4.832 },
        },
        themes: ["Romans"],
        organiser: { name: "Ana Martin", email: "ana@salon.example" },
        mode: "physical",
        listing: "public",
        halls: [{ id: "hall-1", theme: "Romans" }],
        legalAccepted: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const show = created.json() as { id: string; slug: string };
    slug = show.slug;
    await t.db.kysely
      .insertInto("booths")
      .values({
        id: randomUUID(),
        show_id: show.id,
        hall_id: "hall-1",
        owner_id: xia.uid,
        status: "validated",
        created_at: "2026-01-01T00:00:00Z",
        updated_at: "2026-01-01T00:00:00Z",
      })
      .execute();
    const proposed = await t.app.inject({
      method: "POST",
      url: `/api/trade-shows/${slug}/conferences`,
      headers: t.as(xia),
      payload: { name: "Lire demain", date: addDays(today, 1), startTime: "10:00", endTime: "11:00", termsAccepted: true },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    conferenceId = proposed.json().id;
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.close());

  const upload = (principal: Principal, data: Buffer, locale = "en") =>
    new Promise<Outcome>((resolve, reject) => {
      const client = new tus.Upload(data, {
        endpoint: `${base}/api/uploads`,
        metadata: { purpose: "conference-image", target: conferenceId },
        headers: { ...t.as(principal), "accept-language": locale },
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
  const conference = async (who: Principal = ana) =>
    (
      (await t.app.inject({ method: "GET", url: `/api/trade-shows/${slug}/conferences`, headers: t.as(who) })).json() as Array<{
        id: string;
        imageUrl: string | null;
      }>
    ).find((c) => c.id === conferenceId);
  const fileStatus = async (url: string) => (await t.app.inject({ method: "GET", url: new URL(url).pathname })).statusCode;

  it("refuses an image over 3 MB with the catalogue's message in the caller's language, and stores nothing", async () => {
    const tooLarge = Buffer.alloc(3 * 1024 * 1024 + 1);
    for (const [who, locale, message] of [
      [xia, "en", "The file must not exceed 3 MB."],
      [ana, "fr", "Le fichier ne doit pas dépasser 3 Mo."],
    ] as const) {
      const refused = await upload(who, tooLarge, locale);
      expect(refused.status).toBe(413);
      expect(refused.body.error).toEqual({ code: "file/too-large", message });
    }
    expect((await conference(xia))?.imageUrl).toBeNull();
    expect(await filesLeft(t)).toEqual([]);
  });

  it("takes a 16:9 image of at least 1280 × 720 from its exhibitor, and refuses other sizes and other callers", async () => {
    const taken = await upload(xia, await image(1920, 1080));
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.variants?.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect((await conference(xia))?.imageUrl).toBe(taken.body.url);

    for (const [width, height] of [
      [1280, 800],
      [640, 360],
    ]) {
      const refused = await upload(xia, await image(width ?? 0, height ?? 0));
      expect(refused.body.error?.code).toBe("image/wrong-dimensions");
    }
    expect((await upload(eve, await image(1280, 720))).status).toBe(403);
  });

  it("leaves a decided conference's image to the team, and takes its files away with it", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/trade-shows/${slug}/conferences/decisions`,
      headers: t.as(ana),
      payload: { ids: [conferenceId], status: "accepted" },
    });
    const late = await upload(xia, await image(1280, 720));
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe("conference/already-decided");
    const taken = await upload(ana, await image(1280, 720));
    expect(taken.status).toBe(200);
    const url = taken.body.url ?? "";
    expect(await fileStatus(url)).toBe(200);

    const cleared = await t.app.inject({
      method: "PATCH",
      url: `/api/trade-shows/${slug}/conferences/${conferenceId}`,
      headers: t.as(ana),
      payload: { imageUrl: null },
    });
    expect(cleared.json().imageUrl).toBeNull();
    expect(await fileStatus(url)).toBe(404);

    const again = (await upload(ana, await image(1280, 720))).body.url ?? "";
    expect(await fileStatus(again)).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/trade-shows/${slug}/conferences/${conferenceId}`, headers: t.as(ana) });
    expect(await fileStatus(again)).toBe(404);
  });
});
