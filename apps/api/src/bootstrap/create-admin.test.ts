import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "#app/bootstrap/create-admin.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const origin = "http://localhost:3000";

describe.each(databaseKinds)("admin:create on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { realAuth: true });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { origin, ...headers } });

  it("creates an administrator with no password, who chooses one through a one-time link", async () => {
    const result = await createAdmin(t.config, t.db, "Ada@Example.org", { firstName: "Ada", lastName: "Lovelace" });
    expect(result).toMatchObject({ email: "ada@example.org", created: true });
    const token = new URL(result.setPasswordLink ?? "").searchParams.get("token") ?? "";
    expect((await post("/api/auth/sign-in", { email: "ada@example.org", password: "anything at all" })).statusCode).toBe(401);

    const password = "une phrase secrète pour l'administration";
    expect((await post("/api/auth/password-reset/confirm", { token, password, passwordConfirmation: password })).statusCode).toBe(
      200,
    );
    expect((await post("/api/auth/password-reset/confirm", { token, password, passwordConfirmation: password })).statusCode).toBe(
      400,
    );

    const signIn = await post("/api/auth/sign-in", { email: "ada@example.org", password });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(session.json().principal).toMatchObject({ email: "ada@example.org", role: "admin" });
  });

  it("promotes an existing account, keeping its password", async () => {
    const password = "la girafe mange des crêpes";
    await post("/api/auth/sign-up", {
      firstName: "Sam",
      lastName: "Support",
      email: "sam@example.org",
      password,
      passwordConfirmation: password,
    });
    const result = await createAdmin(t.config, t.db, "sam@example.org", { firstName: "x", lastName: "y" });
    expect(result).toEqual({ email: "sam@example.org", created: false, setPasswordLink: null });
    const row = await t.db.kysely
      .selectFrom("users")
      .select(["role", "first_name"])
      .where("email", "=", "sam@example.org")
      .executeTakeFirst();
    expect(row).toEqual({ role: "admin", first_name: "Sam" });
  });
});
