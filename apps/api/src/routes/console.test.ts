import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createSuggestionRepository } from "#app/activities/suggestion-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

const camille: Principal = { uid: "camille", email: "camille@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };

const person = (firstName: string) => ({ firstName, lastName: "Durand", city: null, company: null, phone: null, photoUrl: null });

describe.each(databaseKinds)("administration console api on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    const users = createUserRepository(t.db.kysely);
    await users.create(camille.uid, camille.email, person("Camille"));
    await users.create(support.uid, support.email, person("Sam"));
    await users.create(admin.uid, admin.email, person("Ada"));
    await t.db.kysely.updateTable("users").set({ role: "support" }).where("id", "=", support.uid).execute();
    await t.db.kysely.updateTable("users").set({ role: "admin" }).where("id", "=", admin.uid).execute();
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
  });
  afterEach(() => t.close());

  const call = (principal: Principal | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(principal ? t.as(principal) : {}), "accept-language": "en" },
      ...(payload && { payload }),
    });
  /** The requester opens the link mailed to the request's address (ADR 051). */
  const confirmFrom = async (email: string) =>
    expect(
      (await call(null, "POST", "/api/data-rights/confirm", { token: await lastLinkToken(t.config.mail.outboxDir, email) }))
        .statusCode,
    ).toBe(200);

  it("refuses every admin route to anonymous callers (401) and ordinary users (403), and lets staff in", async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith("/api/admin"));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const route of routes) {
      const url = route.url.replace(":id", "00000000-0000-0000-0000-000000000000");
      const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
      const anonymous = await call(null, method, url, method === "GET" ? undefined : {});
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      const user = await call(camille, method, url, method === "GET" ? undefined : {});
      expect(user.statusCode, `${route.method} ${route.url} user`).toBe(403);
      expect(user.json().error.message).toBe("You are not allowed to do this.");
      const staff = await call(support, method, url, method === "GET" ? undefined : {});
      // Staff get through the door: the answer is about the request (found or not, valid or not).
      expect([200, 400, 403, 404, 422], `${route.method} ${route.url} staff`).toContain(staff.statusCode);
      if (staff.statusCode === 403) expect(route.url).toMatch(/role|suspension/);
    }
  });

  // Role order (user < support < admin): who may write to whose account, through every route that writes one.
  it("keeps the role order on every write to another account, and logs each staff write", async () => {
    const users = createUserRepository(t.db.kysely);
    const sue: Principal = { uid: "sue", email: "sue@alentour.example", role: "support" };
    const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
    const lea: Principal = { uid: "lea", email: "lea@example.fr", role: "user" };
    const targets = [lea, sue, abe];
    const reset = async (target: Principal) => {
      await t.db.kysely.deleteFrom("users").where("id", "=", target.uid).execute();
      await users.create(target.uid, target.email, person(target.uid));
      await t.db.kysely.updateTable("users").set({ role: target.role }).where("id", "=", target.uid).execute();
    };
    const picture = (actor: Principal, target: Principal) =>
      t.app.inject({
        method: "POST",
        url: "/api/uploads",
        headers: {
          ...t.as(actor),
          "tus-resumable": "1.0.0",
          "upload-length": "100",
          "upload-metadata": `purpose ${Buffer.from("user-picture").toString("base64")},target ${Buffer.from(target.uid).toString("base64")}`,
        },
      });
    const writes: Array<[string, (actor: Principal, target: Principal) => ReturnType<typeof call>]> = [
      [
        "profile (PATCH)",
        (actor, target) =>
          t.app.inject({
            method: "PATCH",
            url: `/api/users/${target.uid}`,
            headers: t.as(actor),
            payload: { photoUrl: "https://evil.example/x.png" },
          }),
      ],
      [
        "profile (PUT merge)",
        (actor, target) =>
          t.app.inject({
            method: "PUT",
            url: `/api/users/${target.uid}?merge=true`,
            headers: t.as(actor),
            payload: { firstName: "Mallory" },
          }),
      ],
      ["picture upload", picture],
      ["suspension", (actor, target) => call(actor, "POST", `/api/admin/users/${target.uid}/suspension`, { suspended: true })],
      ["deletion", (actor, target) => call(actor, "DELETE", `/api/users/${target.uid}`)],
    ];
    // Who may act on whom: support on users only; an admin on every account.
    const allowed = (actor: Principal, target: Principal) =>
      actor.role === "admin" || (actor.role === "support" && target.role === "user");
    for (const actor of [camille, support, admin]) {
      for (const target of targets) {
        for (const [name, write] of writes) {
          await reset(target);
          const response = await write(actor, target);
          const label = `${actor.role} → ${target.role}: ${name}`;
          if (allowed(actor, target)) {
            expect([200, 201, 204], label).toContain(response.statusCode);
            if (name === "suspension")
              await call(admin, "POST", `/api/admin/users/${target.uid}/suspension`, { suspended: false });
          } else {
            expect(response.statusCode, label).toBe(403);
            const record = await users.find(target.uid);
            expect(record, label).toMatchObject({ firstName: target.uid, photoUrl: null });
            expect(
              (await t.db.kysely.selectFrom("users").select("suspended").where("id", "=", target.uid).executeTakeFirst())
                ?.suspended,
              label,
            ).toBe(0);
          }
        }
      }
    }
    // Every write the support team made through /api/users is in the log, with who made it.
    const logged = await t.db.kysely
      .selectFrom("audit_log")
      .select(["actor_id", "action", "target_id"])
      .where("action", "in", ["user.updated", "user.deleted", "user.picture-changed"])
      .execute();
    expect(logged.filter((entry) => entry.actor_id === support.uid).map((entry) => [entry.action, entry.target_id])).toEqual([
      ["user.updated", "lea"],
      ["user.updated", "lea"],
      ["user.deleted", "lea"],
    ]);
    expect(logged.filter((entry) => entry.actor_id === admin.uid)).toHaveLength(9);
    expect(logged.filter((entry) => entry.actor_id === camille.uid)).toEqual([]);
  });

  it("logs the support team's edits and deletions of activities, and not an owner's", async () => {
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ slug: "atelier-de-camille", ownerId: camille.uid }),
      makeActivity({ slug: "autre-atelier", ownerId: camille.uid }),
    ]);
    const patch = (principal: Principal, slug: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/activities/${slug}`,
        headers: t.as(principal),
        payload: { name: "Atelier revu" },
      });
    expect((await patch(camille, "atelier-de-camille")).statusCode).toBe(200);
    expect((await patch(support, "atelier-de-camille")).statusCode).toBe(200);
    expect((await call(admin, "DELETE", "/api/activities/autre-atelier")).statusCode).toBe(204);
    const log = (await call(support, "GET", "/api/admin/audit-log")).json();
    expect(
      log.items.map((entry: { action: string; actorEmail: string; target: { id: string } }) => [entry.action, entry.actorEmail]),
    ).toEqual([
      ["activity.deleted", "ada@alentour.example"],
      ["activity.updated", "sam@alentour.example"],
    ]);
  });

  it("handles a portability request: in progress, then done with the export mailed and logged", async () => {
    await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: "atelier-de-camille", ownerId: camille.uid })]);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/data-rights",
      headers: t.as(camille),
      payload: { type: "portability", name: "Camille Durand", email: "camille@example.fr" },
    });
    expect(created.statusCode).toBe(201);
    await confirmFrom("camille@example.fr");
    const list = (await call(support, "GET", "/api/admin/data-rights")).json();
    expect(list.total).toBe(1);
    const [request] = list.items;
    expect(request).toMatchObject({ type: "portability", status: "open", userId: "camille" });
    expect(request.daysLeft).toBeGreaterThanOrEqual(28);

    const skip = await call(support, "POST", `/api/admin/data-rights/${request.id}/status`, { status: "done" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe("This request cannot go from open to done.");
    const refusedWithoutReason = await call(support, "POST", `/api/admin/data-rights/${request.id}/status`, {
      status: "refused",
    });
    expect(refusedWithoutReason.json().error.fields.reason.message).toBe("Please give the reason; the requester will be told.");

    expect(
      (await call(support, "POST", `/api/admin/data-rights/${request.id}/status`, { status: "in-progress" })).statusCode,
    ).toBe(200);
    const extended = await call(support, "POST", `/api/admin/data-rights/${request.id}/extension`, {
      reason: "Many files to gather from our archives.",
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().daysLeft).toBeGreaterThan(85);
    const twice = await call(support, "POST", `/api/admin/data-rights/${request.id}/extension`, { reason: "Once more, please." });
    expect(twice.statusCode).toBe(409);

    const done = await call(support, "POST", `/api/admin/data-rights/${request.id}/status`, { status: "done" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "done", hasExport: true });
    const exported = JSON.parse((await call(support, "GET", `/api/admin/data-rights/${request.id}/export`)).body);
    expect(exported.profile).toMatchObject({ id: "camille", email: "camille@example.fr" });
    expect(exported.activities.map((activity: { slug: string }) => activity.slug)).toEqual(["atelier-de-camille"]);

    // The requester wrote in French; the support team works in English; the mails follow the requester.
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === "camille@example.fr");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Confirmez votre demande relative à vos données",
      "Nous avons bien reçu votre demande relative à vos données",
      "Le délai de réponse à votre demande est prolongé",
      "Réponse à votre demande relative à vos données",
    ]);
    expect(mails.at(-1)?.text).toContain("alentour-export.json");
    const detail = (await call(support, "GET", `/api/admin/data-rights/${request.id}`)).json();
    expect(detail.log.map((entry: { action: string }) => entry.action).sort()).toEqual(
      [
        "data-rights.confirmed",
        "data-rights.done",
        "data-rights.export-downloaded",
        "data-rights.extended",
        "data-rights.in-progress",
        "data-rights.received",
      ].sort(),
    );
  });

  it("erases an account when the support team completes an erasure request", async () => {
    await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: "atelier-de-camille", ownerId: camille.uid })]);
    await call(null, "POST", "/api/data-rights", { type: "erasure", name: "Camille", email: "camille@example.fr" });
    await confirmFrom("camille@example.fr");
    const [request] = (await call(admin, "GET", "/api/admin/data-rights")).json().items;
    expect(request.userId).toBeNull();
    await call(admin, "POST", `/api/admin/data-rights/${request.id}/status`, { status: "in-progress" });
    expect((await call(admin, "POST", `/api/admin/data-rights/${request.id}/status`, { status: "done" })).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom("users").select("id").where("id", "=", "camille").execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom("activities").select("id").where("owner_id", "=", "camille").execute()).toEqual([]);
  });

  it("reviews modification reports, unpublishes an activity and logs who did it", async () => {
    const activity = makeActivity({ slug: "musee-a-revoir" });
    await createActivityRepository(t.db.kysely).insertMany([activity]);
    const suggestions = createSuggestionRepository(t.db.kysely);
    const report = await suggestions.create(activity.id, "Le musée est fermé le lundi, pas le mardi.", null);

    const queue = (await call(support, "GET", "/api/admin/suggestions")).json();
    expect(queue.items).toEqual([
      expect.objectContaining({ id: report, activity: expect.objectContaining({ slug: "musee-a-revoir" }) }),
    ]);
    expect((await call(support, "POST", `/api/admin/suggestions/${report}/decision`, { decision: "applied" })).statusCode).toBe(
      200,
    );
    expect((await call(support, "POST", `/api/admin/suggestions/${report}/decision`, { decision: "dismissed" })).statusCode).toBe(
      404,
    );
    expect((await call(support, "GET", "/api/admin/suggestions")).json().total).toBe(0);

    const hidden = await call(support, "POST", `/api/admin/activities/${activity.id}/publication`, { published: false });
    expect(hidden.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/activities/musee-a-revoir" })).statusCode).toBe(404);
    const table = (await call(support, "GET", "/api/admin/activities?published=no&q=revoir")).json();
    expect(table.items.map((item: { slug: string }) => item.slug)).toEqual(["musee-a-revoir"]);

    const log = (await call(support, "GET", "/api/admin/audit-log")).json();
    expect(log.items.map((entry: { action: string; actorEmail: string }) => [entry.action, entry.actorEmail])).toEqual([
      ["activity.unpublished", "sam@alentour.example"],
      ["suggestion.applied", "sam@alentour.example"],
    ]);
  });

  it("lets admins change roles and suspend; support cannot promote, and the last admin stays", async () => {
    expect((await call(support, "POST", "/api/admin/users/camille/role", { role: "admin" })).statusCode).toBe(403);
    expect((await call(admin, "POST", "/api/admin/users/camille/role", { role: "support" })).statusCode).toBe(200);
    const last = await call(admin, "POST", "/api/admin/users/ada/role", { role: "user" });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("The last administrator cannot lose this role.");

    expect((await call(support, "POST", "/api/admin/users/ada/suspension", { suspended: true })).statusCode).toBe(403);
    expect((await call(admin, "POST", "/api/admin/users/camille/suspension", { suspended: true })).statusCode).toBe(200);
    // A suspended user's still-valid token no longer identifies them.
    expect((await call({ ...camille, role: "support" }, "GET", "/api/admin/overview")).statusCode).toBe(401);
    const found = (await call(admin, "GET", "/api/admin/users?q=camille")).json();
    expect(found.items).toEqual([expect.objectContaining({ id: "camille", role: "support", suspended: true })]);
  });

  it("edits the FAQ and the blog, which the public endpoints then serve", async () => {
    const entry = {
      audience: "owners",
      position: 1,
      questionFr: "Comment ajouter mon activité ?",
      answerFr: "Depuis « Inscrire mon activité gratuitement ».",
      questionEn: "How do I add my activity?",
      answerEn: "From “List your activity for free”.",
    };
    const created = await call(support, "POST", "/api/admin/faq", entry);
    expect(created.statusCode).toBe(201);
    await call(support, "PUT", `/api/admin/faq/${created.json().id}`, { ...entry, answerEn: "Use the add-activity wizard." });
    expect((await call(null, "GET", "/api/faq")).json()).toEqual([
      expect.objectContaining({ answerEn: "Use the add-activity wizard." }),
    ]);

    const article = {
      slug: "sortir-a-lyon",
      titleFr: "Sortir à Lyon",
      titleEn: "Going out in Lyon",
      summaryFr: "Nos idées",
      summaryEn: "Our ideas",
      bodyFr: "<p>Bonjour</p><script>alert(1)</script>",
      bodyEn: "<p>Hello</p>",
      published: false,
    };
    const draft = (await call(support, "POST", "/api/admin/blog", article)).json();
    expect(draft.bodyFr).toBe("<p>Bonjour</p>");
    expect((await call(null, "GET", "/api/blog/sortir-a-lyon")).statusCode).toBe(404);
    const published = await call(support, "PUT", `/api/admin/blog/${draft.id}`, { ...article, published: true });
    expect(published.json().publishedAt).not.toBeNull();
    expect((await call(null, "GET", "/api/blog/sortir-a-lyon")).json()).toMatchObject({ titleEn: "Going out in Lyon" });
    const taken = await call(support, "POST", "/api/admin/blog", article);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("Another article already uses this address.");
  });

  it("shows the overview with per-day sign-ups, activities and page views", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/analytics/collect",
      payload: { path: "/place" },
      headers: { "user-agent": "Mozilla/5.0 Firefox/140" },
    });
    const overview = (await call(support, "GET", "/api/admin/overview?days=7")).json();
    expect(overview.totals).toMatchObject({ users: 3, activities: 0 });
    expect(overview.series).toHaveLength(7);
    const today = overview.series.at(-1);
    expect(today).toMatchObject({ signUps: 3, pageViews: 1 });
  });
});
