import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

describe.each(databaseKinds)("GET /api/health on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("says ok, which database answers, and the version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      db: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      dependencies: { database: "up" },
      down: [],
    });
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await createTestApp(kind);
    await broken.db.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "error", db: kind, dependencies: { database: "down" }, down: ["database"] });
    await broken.app.close();
  });

  it("answers unknown api paths with a catalogue error in the caller's language", async () => {
    const fr = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    const en = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "en-GB" } });
    expect(fr.statusCode).toBe(404);
    expect(fr.json().error.code).toBe("resource/not-found");
    expect(en.json().error.code).toBe("resource/not-found");
    expect(fr.json().error.message).not.toBe(en.json().error.message);
  });
});
