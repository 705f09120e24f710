import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";

// A data-rights request is confirmed from the address it names before the support team may act (ADR 051).
describe.each(databaseKinds)("data-rights identity on %s", (kind) => {
  let t: TestApp;
  let removed: string[];
  beforeEach(async () => {
    removed = [];
    // What the page cache and the search index hear (ADR 030).
    const activityListeners = [{ onActivityRemoved: (id: string) => void removed.push(id) }];
    t = await createTestApp(kind, { realAuth: true, activityListeners });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
  });
  afterEach(() => t.close());

  const inject = (method: "GET" | "POST", url: string, payload?: object, cookie = "", locale = "en") =>
    t.app.inject({
      method,
      url,
      headers: { origin, "accept-language": locale, ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });

  async function account(email: string, role: "user" | "support") {
    expect(
      (
        await inject("POST", "/api/auth/sign-up", {
          firstName: "Camille",
          lastName: "Durand",
          email,
          password,
          passwordConfirmation: password,
        })
      ).statusCode,
    ).toBe(201);
    const token = await lastLinkToken(t.config.mail.outboxDir, email);
    expect((await inject("POST", "/api/auth/verification/confirm", { token })).statusCode).toBe(200);
    await t.db.kysely.updateTable("users").set({ role }).where("email", "=", email).execute();
    const signIn = await inject("POST", "/api/auth/sign-in", { email, password });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { uid: signIn.json().uid as string, cookie };
  }

  it("lets nobody erase an account until the address owner confirms; then erases it like the owner's own deletion", async () => {
    const camille = await account("camille@example.fr", "user");
    const sam = await account("sam@alentour.example", "support");
    const owned = makeActivity({ slug: "atelier-de-camille", ownerId: camille.uid });
    await createActivityRepository(t.db.kysely).insertMany([owned]);

    // Anyone files an erasure for Camille's address, in French.
    const filed = await inject(
      "POST",
      "/api/data-rights",
      { type: "erasure", name: "Camille", email: "camille@example.fr" },
      "",
      "fr",
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json().confirmationSent).toBe(true);
    const [request] = (await inject("GET", "/api/admin/data-rights", undefined, sam.cookie)).json().items;
    expect(request).toMatchObject({ type: "erasure", status: "open", confirmation: "awaiting", confirmedAt: null });

    // The console's outbox shows the confirmation mail without its link: the support team cannot confirm it.
    const outbox = (await inject("GET", "/api/admin/outbox", undefined, sam.cookie)).json().items as Array<{
      id: string;
      subject: string;
    }>;
    const confirmMail = outbox.find((item) => item.subject === "Confirmez votre demande relative à vos données");
    const shown = await inject("GET", `/api/admin/outbox/${confirmMail?.id}`, undefined, sam.cookie);
    expect(shown.json().redacted).toBe(true);
    expect(shown.body).not.toContain(await lastLinkToken(t.config.mail.outboxDir, "camille@example.fr"));
    expect(shown.body).not.toContain("/data-rights/confirm");

    // Not counted among the requests waiting for the team.
    const overview = async () => (await inject("GET", "/api/admin/overview", undefined, sam.cookie)).json().totals.openRequests;
    expect(await overview()).toBe(0);

    // The support team is refused every step, server-side, in its language.
    for (const [url, body] of [
      [`/api/admin/data-rights/${request.id}/status`, { status: "in-progress" }],
      [`/api/admin/data-rights/${request.id}/status`, { status: "refused", reason: "Not you." }],
      [`/api/admin/data-rights/${request.id}/extension`, { reason: "Many files to gather." }],
    ] as const) {
      const refused = await inject("POST", url, body, sam.cookie);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.message).toMatch(/^The requester has not confirmed this request/);
    }

    // A made-up link, or one past its three days, confirms nothing.
    expect((await inject("POST", "/api/data-rights/confirm", { token: "made-up" })).json().error.message).toBe(
      "This confirmation link is not valid.",
    );
    const token = await lastLinkToken(t.config.mail.outboxDir, "camille@example.fr");
    const mail = (await readOutbox(t.config.mail.outboxDir)).at(-1);
    expect(mail).toMatchObject({ to: "camille@example.fr", subject: "Confirmez votre demande relative à vos données" });
    expect(mail?.text).toContain("demande d'effacement");
    expect(mail?.text).toContain("valable 3 jours");
    const validUntil = (
      await t.db.kysely.selectFrom("data_rights_requests").select("confirm_expires_at").executeTakeFirstOrThrow()
    ).confirm_expires_at;
    const hours = (new Date(validUntil ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    await t.db.kysely
      .updateTable("data_rights_requests")
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await inject("POST", "/api/data-rights/confirm", { token }, "", "fr");
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe("Ce lien de confirmation a expiré. Veuillez envoyer à nouveau votre demande.");
    expect((await inject("GET", `/api/admin/data-rights/${request.id}`, undefined, sam.cookie)).json().confirmation).toBe(
      "expired",
    );
    // The stored hash is not the link's secret: reading the table gives nothing to confirm with.
    const stored = await t.db.kysely.selectFrom("data_rights_requests").select("confirm_token_hash").executeTakeFirstOrThrow();
    expect(stored.confirm_token_hash).not.toContain(token);
    await t.db.kysely
      .updateTable("data_rights_requests")
      .set({ confirm_expires_at: new Date(Date.now() + 60_000).toISOString() })
      .execute();

    // Camille opens the link: the request reaches the support team, who erase the account.
    const confirmed = await inject("POST", "/api/data-rights/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().reference).toBe(request.reference);
    expect((await inject("POST", "/api/data-rights/confirm", { token })).statusCode).toBe(200);
    expect(await overview()).toBe(1);
    expect((await readOutbox(t.config.mail.outboxDir)).at(-1)?.subject).toBe(
      "Nous avons bien reçu votre demande relative à vos données",
    );
    expect(
      (await inject("POST", `/api/admin/data-rights/${request.id}/status`, { status: "in-progress" }, sam.cookie)).statusCode,
    ).toBe(200);
    const done = await inject("POST", `/api/admin/data-rights/${request.id}/status`, { status: "done" }, sam.cookie);
    expect(done.statusCode).toBe(200);

    // Gone as after the owner's own deletion: profile, sign-in record, sessions, activities.
    expect(await t.db.kysely.selectFrom("users").select("id").where("id", "=", camille.uid).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom("activities").select("id").where("owner_id", "=", camille.uid).execute()).toEqual([]);
    expect(removed).toEqual([owned.id]);
    expect((await inject("POST", "/api/auth/token", {}, camille.cookie)).statusCode).toBe(401);
    expect((await inject("POST", "/api/auth/sign-in", { email: "camille@example.fr", password })).statusCode).not.toBe(200);

    // Recorded: the confirmation by the requester, the erasure by the support user, on the request and the account.
    const log = (await inject("GET", "/api/admin/audit-log", undefined, sam.cookie)).json().items as Array<{
      action: string;
      actorEmail: string | null;
      targetType: string;
      targetId: string;
    }>;
    expect(log.find((entry) => entry.action === "data-rights.confirmed")).toMatchObject({
      actorEmail: null,
      targetId: request.id,
    });
    expect(log.find((entry) => entry.action === "user.erased")).toMatchObject({
      actorEmail: "sam@alentour.example",
      targetType: "user",
      targetId: camille.uid,
    });
  });
});
