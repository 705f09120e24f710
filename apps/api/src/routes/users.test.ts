import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Principal } from "#app/auth/principal.ts";
import { createDiskStorage } from "#app/storage/file-storage.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const alice: Principal = { uid: "alice", email: "alice@example.fr", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const aliceFields = {
  firstName: "Alice",
  lastName: "Martin",
  city: "Lyon",
  company: null,
  phone: "+33 4 72 00 00 00",
  photoUrl: null,
};

describe.each(databaseKinds)("users resource on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const put = (principal: Principal | null, body: unknown, query = "") =>
    t.app.inject({
      method: "PUT",
      url: `/api/users/alice${query}`,
      headers: principal ? t.as(principal) : {},
      payload: body as object,
    });

  it("creates the record on set with id and both dates from the server clock", async () => {
    const before = Date.now();
    const response = await put(alice, aliceFields);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ id: "alice", email: "alice@example.fr", ...aliceFields });
    expect(Date.parse(user.dateCreated)).toBeGreaterThanOrEqual(before - 1000);
    expect(user.dateUpdated).toBe(user.dateCreated);

    const read = await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(alice) });
    expect(read.json()).toEqual(user);
  });

  it("set replaces the writable fields; set with merge and update keep the others", async () => {
    await put(alice, aliceFields);
    const replaced = await put(alice, { firstName: "Alicia", lastName: "Martin" });
    expect(replaced.json()).toMatchObject({ firstName: "Alicia", city: null, phone: null });

    const merged = await put(alice, { city: "Annecy" }, "?merge=true");
    expect(merged.json()).toMatchObject({ firstName: "Alicia", city: "Annecy" });

    const updated = await t.app.inject({
      method: "PATCH",
      url: "/api/users/alice",
      headers: t.as(alice),
      payload: { phone: "0612345678" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: "Alicia", city: "Annecy", phone: "0612345678" });
    expect(updated.json().dateUpdated >= updated.json().dateCreated).toBe(true);
  });

  it("never lets a client write the id, e-mail or dates", async () => {
    await put(alice, aliceFields);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/users/alice",
      headers: t.as(alice),
      payload: { email: "mallory@example.fr", dateCreated: "2000-01-01T00:00:00.000Z" },
    });
    expect(response.statusCode).toBe(400);
    const read = await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(alice) });
    expect(read.json().email).toBe("alice@example.fr");
  });

  it("refuses anonymous callers with 401 and other users with 403, and lets the support team in", async () => {
    await put(alice, aliceFields);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/users/alice" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("auth/unauthenticated");
    expect((await put(null, aliceFields)).statusCode).toBe(401);

    for (const [method, payload] of [["GET"], ["PUT", aliceFields], ["PATCH", { city: "Paris" }], ["DELETE"]] as const) {
      const response = await t.app.inject({ method, url: "/api/users/alice", headers: t.as(bob), ...(payload && { payload }) });
      expect(response.statusCode, method).toBe(403);
    }
    const bySupport = await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(support) });
    expect(bySupport.statusCode).toBe(200);
  });

  it("rejects invalid input with 400 and a message in the caller's language, writing nothing", async () => {
    await put(alice, aliceFields);
    const headers = { ...t.as(alice), "accept-language": "fr" };
    const response = await t.app.inject({ method: "PATCH", url: "/api/users/alice", headers, payload: { firstName: "" } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("request/validation-failed");
    expect(body.error.fields.firstName).toBeDefined();
    const read = await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(alice) });
    expect(read.json().firstName).toBe("Alice");
  });

  it("lets only an admin remove another member of the support team", async () => {
    await t.app.inject({ method: "PUT", url: "/api/users/sam", headers: t.as(support), payload: aliceFields });
    await t.db.kysely.updateTable("users").set({ role: "support" }).where("id", "=", "sam").execute();
    const colleague: Principal = { uid: "zoe", email: "zoe@alentour.example", role: "support" };
    const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };
    expect((await t.app.inject({ method: "DELETE", url: "/api/users/sam", headers: t.as(colleague) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/users/sam", headers: t.as(admin) })).statusCode).toBe(204);
  });

  it("answers 404 for update and delete of a missing record", async () => {
    const update = await t.app.inject({
      method: "PATCH",
      url: "/api/users/alice",
      headers: t.as(alice),
      payload: { city: "Nice" },
    });
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({ method: "DELETE", url: "/api/users/alice", headers: t.as(alice) });
    expect(remove.statusCode).toBe(404);
  });

  it("deletes every file under users/{id} before the record, and only that folder", async () => {
    await put(alice, aliceFields);
    const files = t.config.filesDir;
    for (const file of ["users/alice/photo.webp", "users/alice/docs/cv.pdf", "users/alicette/keep.webp"]) {
      await mkdir(path.dirname(path.join(files, file)), { recursive: true });
      await writeFile(path.join(files, file), "x");
    }
    const wrongFolder = await t.app.inject({ method: "DELETE", url: "/api/users/alice?folder=activities", headers: t.as(alice) });
    expect(wrongFolder.statusCode).toBe(400);

    const response = await t.app.inject({ method: "DELETE", url: "/api/users/alice?folder=users", headers: t.as(alice) });
    expect(response.statusCode).toBe(204);
    const storage = createDiskStorage(files);
    expect(await storage.list("users/alice")).toEqual([]);
    expect(await storage.list("users")).toEqual(["users/alicette/keep.webp"]);
    expect((await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(alice) })).statusCode).toBe(404);
  });
});

describe("users resource when storage fails", () => {
  // A store whose listing or deletion breaks; the user routes neither write nor read files.
  const untouched = { put: async () => {}, get: async () => null, url: (filePath: string) => `/api/files/${filePath}` };
  it("keeps the record and says 'Error deleting document with storage' when the folder cannot be read", async () => {
    const t = await createTestApp("sqlite", {
      storage: {
        ...untouched,
        list: async () => {
          throw new Error("EIO");
        },
        remove: async () => {},
      },
    });
    try {
      await t.app.inject({ method: "PUT", url: "/api/users/alice", headers: t.as(alice), payload: aliceFields });
      const response = await t.app.inject({
        method: "DELETE",
        url: "/api/users/alice?folder=users",
        headers: { ...t.as(alice), "accept-language": "en" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toMatchObject({
        code: "document/delete-with-storage-failed",
        message: "Error deleting document with storage",
      });
      expect((await t.app.inject({ method: "GET", url: "/api/users/alice", headers: t.as(alice) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("only logs a file that cannot be deleted, and still deletes the record", async () => {
    const t = await createTestApp("sqlite", {
      storage: {
        ...untouched,
        list: async () => ["users/alice/a.webp"],
        remove: async () => {
          throw new Error("EACCES");
        },
      },
    });
    try {
      await t.app.inject({ method: "PUT", url: "/api/users/alice", headers: t.as(alice), payload: aliceFields });
      const response = await t.app.inject({ method: "DELETE", url: "/api/users/alice?folder=users", headers: t.as(alice) });
      expect(response.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});
