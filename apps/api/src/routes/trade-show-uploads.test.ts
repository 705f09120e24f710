import type { AddressInfo } from "node:net";
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
const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };

const image = (width: number, height: number, format: "jpeg" | "png" | "webp") => {
  const made = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return (format === "jpeg" ? made.jpeg() : format === "png" ? made.png() : made.webp()).toBuffer();
};

type Outcome = {
  status: number;
  body: { url?: string; variants?: Array<{ width: number }>; error?: { code: string; message: string } };
};

describe.each(databaseKinds)("trade-show logo and banner uploads on %s", (kind) => {
  let t: TestApp;
  let base: string;
  let slug: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(t.db.kysely);
    for (const p of [ana, eve]) {
      await users.create(p.uid, p.email, {
        firstName: p.uid,
        lastName: "Durand",
        city: null,
        company: null,
        phone: null,
        photoUrl: null,
      });
    }
    const created = await t.app.inject({
      method: "POST",
      url: "/api/trade-shows",
      headers: t.as(ana),
      payload: {
        name: "Salon du livre",
        category: "book-fair",
        startDate: "2027-03-10",
        endDate: "2027-03-12",
        openingTime: "10:00",
        closingTime: "19:00",
        place: {
          address: { streetNumberAndStreet: "Place Bellecour", city: "Lyon", country: "FR" },
          location: { lat: 45.7578, lng: 4.832 },
        },
        themes: ["Romans"],
        organiser: { name: "Ana Martin", email: "ana@salon.example" },
        mode: "physical",
        listing: "private",
        legalAccepted: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    slug = created.json().slug;
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.close());

  const upload = (principal: Principal, data: Buffer, purpose: string, target = slug, locale = "en") =>
    new Promise<Outcome>((resolve, reject) => {
      const client = new tus.Upload(data, {
        endpoint: `${base}/api/uploads`,
        metadata: { purpose, target },
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
  const show = async () => (await t.app.inject({ method: "GET", url: `/api/trade-shows/${slug}`, headers: t.as(ana) })).json();

  it("refuses a logo or a banner over 3 MB with the catalogue's message in the caller's language, and stores nothing", async () => {
    const tooLarge = Buffer.alloc(3 * 1024 * 1024 + 1);
    for (const purpose of ["trade-show-logo", "trade-show-banner"]) {
      for (const [locale, message] of [
        ["en", "The file must not exceed 3 MB."],
        ["fr", "Le fichier ne doit pas dépasser 3 Mo."],
      ] as const) {
        const refused = await upload(ana, tooLarge, purpose, slug, locale);
        expect(refused.status, purpose).toBe(413);
        expect(refused.body.error).toEqual({ code: "file/too-large", message });
      }
    }
    expect(await show()).toMatchObject({ logoUrl: null, bannerUrl: null });
    expect(await filesLeft(t)).toEqual([]);
  });

  it("takes a square JPEG or PNG logo, nothing else, and writes it into the show", async () => {
    const logo = await upload(ana, await image(300, 300, "jpeg"), "trade-show-logo");
    expect(logo.status).toBe(200);
    expect(logo.body.variants?.map((variant) => variant.width)).toEqual([64, 128, 200]);
    expect((await show()).logoUrl).toBe(logo.body.url);
    expect((await upload(ana, await image(400, 400, "png"), "trade-show-logo")).status).toBe(200);

    const webp = await upload(ana, await image(300, 300, "webp"), "trade-show-logo");
    expect(webp.status).toBe(415);
    expect(webp.body.error?.code).toBe("image/jpeg-or-png-only");
    const oblong = await upload(ana, await image(300, 200, "jpeg"), "trade-show-logo");
    expect(oblong.body.error?.code).toBe("image/wrong-dimensions");
    const other = await upload(eve, await image(300, 300, "jpeg"), "trade-show-logo");
    expect(other.status).toBe(404);
  });

  it("takes a booth's logo from whoever acts for the booth, and deletes it with the show", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/trade-shows/${slug}/halls`,
      headers: t.as(ana),
      payload: { id: "hall-1", theme: "Romans" },
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/trade-shows/${slug}/listing`,
      headers: t.as(ana),
      payload: { listing: "public" },
    });
    const applied = await t.app.inject({
      method: "POST",
      url: `/api/trade-shows/${slug}/booths`,
      headers: t.as(eve),
      payload: { companyName: "Librairie Eve", hallId: "hall-1", style: "classic", colour: "#137A69", avatar: "avatar-1" },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const boothId = applied.json().id as string;
    const logo = await upload(eve, await image(300, 300, "png"), "booth-logo", boothId);
    expect(logo.status).toBe(200);
    expect(logo.body.variants?.map((variant) => variant.width)).toEqual([64, 128, 200]);
    const booth = await t.app.inject({ method: "GET", url: `/api/booths/${boothId}`, headers: t.as(eve) });
    expect(booth.json().logoUrl).toBe(logo.body.url);
    const webp = await upload(eve, await image(300, 300, "webp"), "booth-logo", boothId);
    expect(webp.body.error?.code).toBe("image/jpeg-or-png-only");
    // Someone with no part in a pending booth is told it does not exist.
    const zed: Principal = { uid: "zed", email: "zed@ailleurs.example", role: "user" };
    await createUserRepository(t.db.kysely).create(zed.uid, zed.email, {
      firstName: "Zed",
      lastName: "Durand",
      city: null,
      company: null,
      phone: null,
      photoUrl: null,
    });
    expect((await upload(zed, await image(300, 300, "png"), "booth-logo", boothId)).status).toBe(404);

    const path = new URL(logo.body.url ?? "").pathname;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/trade-shows/${slug}`, headers: t.as(ana) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
  });

  it("takes a 1:4 banner and refuses other proportions", async () => {
    const banner = await upload(ana, await image(400, 1600, "png"), "trade-show-banner");
    expect(banner.status).toBe(200);
    expect(banner.body.variants?.map((variant) => variant.width)).toEqual([100, 200, 400]);
    expect((await show()).bannerUrl).toBe(banner.body.url);
    const wide = await upload(ana, await image(1600, 400, "png"), "trade-show-banner");
    expect(wide.body.error?.code).toBe("image/wrong-dimensions");
    // An edit may take it away.
    const cleared = await t.app.inject({
      method: "PATCH",
      url: `/api/trade-shows/${slug}`,
      headers: t.as(ana),
      payload: { bannerUrl: null },
    });
    expect(cleared.json().bannerUrl).toBeNull();
    const showId = (await show()).id;
    expect(await t.app.inject({ method: "GET", url: new URL(banner.body.url ?? "").pathname }).then((r) => r.statusCode)).toBe(
      404,
    );
    // Deleting the show takes its files with it.
    const logo = await upload(ana, await image(300, 300, "jpeg"), "trade-show-logo");
    expect((await t.app.inject({ method: "GET", url: new URL(logo.body.url ?? "").pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/trade-shows/${showId}`, headers: t.as(ana) })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: "GET", url: new URL(logo.body.url ?? "").pathname })).statusCode).toBe(404);
  });
});
