import { addDays } from "@alentour/domain/event-dates";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAttendeeRepository } from "#app/attendees/attendee-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { Mail } from "#app/mail/mailer.ts";
import { createMessageRepository } from "#app/messages/message-repository.ts";
import { createMessageService } from "#app/messages/message-service.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { boothApplication, seedAccounts, today, underWay, wineFair } from "#app/test-support/trade-show-fixtures.ts";
import { createBoothRepository } from "#app/trade-shows/booth-repository.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

// Messages between attendees and booth staff (docs/messages.md): who reads and writes a conversation, unread
// counts, blocks, reports the support team reads (audit-logged), bad input and the sender's limit.

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" }; // the show's organiser
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" }; // the booth's exhibitor
const cid: Principal = { uid: "cid", email: "cid@cave.example", role: "user" }; // eve's accredited colleague
const bob: Principal = { uid: "bob", email: "bob@visiteur.example", role: "user" }; // the attendee
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" }; // another user
const fay: Principal = { uid: "fay", email: "fay@fromages.example", role: "user" }; // another booth's exhibitor
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
const everyone = [ana, eve, cid, bob, dan, fay, sam, abe];

// Under way: messages are part of the show's online access, open from its opening until a month after it.
const show = wineFair(underWay());
const wizard = boothApplication;

describe.each(databaseKinds)("messages between attendees and booth staff on %s", (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await seedAccounts(t, everyone);
  });
  afterEach(() => t.close());

  const call = (
    who: Principal | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    locale = "en",
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? t.as(who) : {}), "accept-language": locale },
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** A public show bob attends, with eve's validated booth (cid accredited) and fay's; returns the booths' ids. */
  async function booths(validate = true, dates: Partial<typeof show> = {}) {
    const created = await call(ana, "POST", "/api/trade-shows", { ...show, ...dates });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json() as { slug: string };
    expect((await call(bob, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    const cave = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard("Cave Martin"))).json() as { id: string };
    const fromages = (await call(fay, "POST", `/api/trade-shows/${slug}/booths`, wizard("Fromages Fay"))).json() as {
      id: string;
    };
    const colleague = (await call(eve, "POST", `/api/booths/${cave.id}/colleagues`, { email: cid.email })).json() as {
      id: string;
    };
    expect((await call(ana, "PUT", `/api/booths/${cave.id}/colleagues/${colleague.id}`, { status: "granted" })).statusCode).toBe(
      200,
    );
    if (validate) {
      for (const id of [cave.id, fromages.id]) {
        expect((await call(ana, "POST", `/api/booths/${id}/validate`)).statusCode).toBe(200);
      }
    }
    return { cave: cave.id, fromages: fromages.id, slug };
  }

  async function firstMessage(boothId: string, body = "Bonjour, avez-vous du Condrieu ?") {
    const sent = await call(bob, "POST", `/api/booths/${boothId}/messages`, { body });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json() as { id: string; conversationId: string; side: string; body: string };
  }

  /** The message service as the app builds it, with a mailer that keeps what it sends, at the test's time. */
  const serviceAt = (sent: Mail[], now: () => Date) =>
    createMessageService({
      messages: createMessageRepository(t.db.kysely),
      booths: createBoothRepository(t.db.kysely, t.db.dialect),
      shows: createTradeShowRepository(t.db.kysely),
      attendees: createAttendeeRepository(t.db.kysely),
      users: createUserRepository(t.db.kysely),
      audit: createAuditLog(t.db.kysely),
      mailer: { send: async (mail) => void sent.push(mail), close() {} },
      publicOrigin: "https://alentour.example",
      unreadMailAfterMs: 15 * 60_000,
      log: t.app.log,
      now,
    });

  const unread = async (who: Principal) => ((await call(who, "GET", "/api/messages/unread")).json() as { total: number }).total;

  it("delivers an attendee's message to every member of the booth's staff, who answer for the booth", async () => {
    const { cave } = await booths();
    const sent = await firstMessage(cave);
    expect(sent).toMatchObject({ side: "attendee", body: "Bonjour, avez-vous du Condrieu ?", senderId: "bob" });

    for (const staff of [eve, cid]) {
      const [conversation] = (await call(staff, "GET", "/api/messages/conversations")).json();
      expect(conversation).toMatchObject({
        id: sent.conversationId,
        boothName: "Cave Martin",
        attendeeName: "bob Durand",
        mySide: "booth",
        unread: 1,
      });
      expect(await unread(staff)).toBe(1);
    }
    expect(await unread(bob)).toBe(0);

    const answer = await call(cid, "POST", `/api/messages/conversations/${sent.conversationId}`, { body: "Oui, trois cuvées." });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().side).toBe("booth");
    expect(await unread(bob)).toBe(1);
    // cid answered: what he answers he has read; eve has not read the attendee's message yet.
    expect(await unread(cid)).toBe(0);
    expect(await unread(eve)).toBe(1);

    const history = (await call(eve, "GET", `/api/messages/conversations/${sent.conversationId}`)).json() as Array<{
      body: string;
      side: string;
    }>;
    expect(history.map((m) => [m.side, m.body])).toEqual([
      ["attendee", "Bonjour, avez-vous du Condrieu ?"],
      ["booth", "Oui, trois cuvées."],
    ]);
    expect((await call(eve, "POST", `/api/messages/conversations/${sent.conversationId}/read`)).statusCode).toBe(204);
    expect(await unread(eve)).toBe(0);

    // A second message from the same attendee goes to the same conversation.
    const again = await firstMessage(cave, "Et du Saint-Joseph ?");
    expect(again.conversationId).toBe(sent.conversationId);
    expect(await unread(eve)).toBe(1);
  });

  it("lets only the two sides read and write a conversation (authorisation matrix)", async () => {
    const { cave } = await booths();
    const { conversationId } = await firstMessage(cave);
    const url = `/api/messages/conversations/${conversationId}`;
    // who → [read status, write status]
    const matrix: Array<[string, Principal | null, number, number]> = [
      ["anonymous", null, 401, 401],
      ["the attendee", bob, 200, 201],
      ["another user", dan, 404, 404],
      ["the booth's exhibitor", eve, 200, 201],
      ["the booth's accredited colleague", cid, 200, 201],
      ["another booth's exhibitor", fay, 404, 404],
      ["the show's organiser", ana, 404, 404],
      ["support (not reported)", sam, 404, 404],
      ["admin (not reported)", abe, 404, 404],
    ];
    for (const [who, principal, read, write] of matrix) {
      expect((await call(principal, "GET", url)).statusCode, who).toBe(read);
      expect((await call(principal, "POST", url, { body: `de ${who}` })).statusCode, who).toBe(write);
      expect((await call(principal, "POST", `${url}/read`)).statusCode, who).toBe(read === 200 ? 204 : read);
      expect((await call(principal, "PUT", `${url}/block`, { blocked: false })).statusCode, who).toBe(read === 200 ? 204 : read);
    }
    const bodies = ((await call(bob, "GET", url)).json() as Array<{ body: string }>).map((m) => m.body);
    expect(bodies).toEqual([
      "Bonjour, avez-vous du Condrieu ?",
      "de the attendee",
      "de the booth's exhibitor",
      "de the booth's accredited colleague",
    ]);
    // Outsiders see no conversation in their list either.
    for (const outsider of [dan, fay, ana, sam, abe]) {
      expect((await call(outsider, "GET", "/api/messages/conversations")).json(), outsider.uid).toEqual([]);
    }
    expect((await call(null, "GET", "/api/messages/conversations")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/messages/unread")).statusCode).toBe(401);
  });

  it("refuses a message to a booth not validated, to one's own booth, and an empty one, writing nothing", async () => {
    const { cave } = await booths(false);
    const pending = await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "Bonjour" });
    expect(pending.statusCode).toBe(404);
    expect((await call(bob, "POST", "/api/booths/no-such-booth/messages", { body: "Bonjour" })).statusCode).toBe(404);
    expect((await call(ana, "POST", `/api/booths/${cave}/validate`)).statusCode).toBe(200);

    const own = await call(cid, "POST", `/api/booths/${cave}/messages`, { body: "Bonjour" }, "fr");
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({ code: "messages/own-booth" });
    expect(own.json().error.message).toContain("Vous travaillez sur ce stand");

    const empty = await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body.code).toBe("messages/body-required");
    const tooLong = await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "a".repeat(2001) });
    expect(tooLong.statusCode).toBe(400);

    expect(await t.db.kysely.selectFrom("conversations").selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom("messages").selectAll().execute()).toEqual([]);
  });

  it("lets only the show's attendees write to its booths, and only while its online access is open", async () => {
    const { cave, slug } = await booths();
    // dan has not joined the show.
    const stranger = await call(dan, "POST", `/api/booths/${cave}/messages`, { body: "Bonjour" }, "fr");
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error).toMatchObject({ code: "attendee/not-attending" });
    expect(stranger.json().error.message).toBe("Rejoignez d'abord le salon : seuls ses participants écrivent à ses exposants.");
    // An attendee who left the show no longer writes in their conversation; the booth still may.
    const { conversationId } = await firstMessage(cave);
    expect((await call(bob, "DELETE", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(204);
    const left = await call(bob, "POST", `/api/messages/conversations/${conversationId}`, { body: "Encore" });
    expect(left.json().error).toMatchObject({ code: "attendee/not-attending" });
    expect((await call(eve, "POST", `/api/messages/conversations/${conversationId}`, { body: "Au revoir" })).statusCode).toBe(
      201,
    );
    expect(await t.db.kysely.selectFrom("messages").select("body").execute()).toHaveLength(2);
  });

  it("refuses every message before the show opens and once its online access has closed, in the caller's language", async () => {
    const { cave: early } = await booths(true, { startDate: addDays(today(), 10), endDate: addDays(today(), 12) });
    const before = await call(bob, "POST", `/api/booths/${early}/messages`, { body: "Bonjour" }, "fr");
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toMatchObject({ code: "trade-show/online-not-open" });
    expect(before.json().error.message).toBe("L'accès en ligne du salon n'est pas encore ouvert : il ouvre avec le salon.");
    const { cave: past } = await booths(true, { startDate: addDays(today(), -40), endDate: addDays(today(), -38) });
    const after = await call(bob, "POST", `/api/booths/${past}/messages`, { body: "Bonjour" });
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toMatchObject({ code: "trade-show/online-closed" });
    expect(after.json().error.message).toBe(
      "The trade show's online access has closed: it stays open for one month after the opening.",
    );
    expect(await t.db.kysely.selectFrom("messages").selectAll().execute()).toEqual([]);
  });

  it("stops the blocked side from writing until the block is lifted", async () => {
    const { cave } = await booths();
    const { conversationId } = await firstMessage(cave);
    const url = `/api/messages/conversations/${conversationId}`;
    expect((await call(cid, "PUT", `${url}/block`, { blocked: true })).statusCode).toBe(204);

    const refused = await call(bob, "POST", url, { body: "Vous êtes là ?" }, "fr");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("messages/blocked");
    expect((await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "Encore" })).statusCode).toBe(403);
    const [seen] = (await call(bob, "GET", "/api/messages/conversations")).json();
    expect(seen).toMatchObject({ blockedByOther: true, blockedByMe: false });
    // The booth's block holds for all its staff, and they may still write.
    const [staffSide] = (await call(eve, "GET", "/api/messages/conversations")).json();
    expect(staffSide.blockedByMe).toBe(true);
    expect((await call(eve, "POST", url, { body: "Au revoir" })).statusCode).toBe(201);

    expect((await call(eve, "PUT", `${url}/block`, { blocked: false })).statusCode).toBe(204);
    expect((await call(bob, "POST", url, { body: "Merci" })).statusCode).toBe(201);
    expect((await t.db.kysely.selectFrom("messages").select("body").execute()).map((m) => m.body).sort()).toEqual(
      ["Au revoir", "Bonjour, avez-vous du Condrieu ?", "Merci"].sort(),
    );
  });

  it("lets the support team read a conversation once reported, each reading in the audit log", async () => {
    const { cave } = await booths();
    const { conversationId } = await firstMessage(cave, "Message déplaisant");
    const consoleUrl = `/api/admin/message-reports/conversations/${conversationId}`;

    const noReason = await call(eve, "POST", `/api/messages/conversations/${conversationId}/report`, { reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.code).toBe("messages/report-reason-required");
    expect((await call(dan, "POST", `/api/messages/conversations/${conversationId}/report`, { reason: "x" })).statusCode).toBe(
      404,
    );
    expect((await call(sam, "GET", consoleUrl)).statusCode).toBe(404);

    const reported = await call(eve, "POST", `/api/messages/conversations/${conversationId}/report`, { reason: "Insultes" });
    expect(reported.statusCode).toBe(204);

    for (const [who, status] of [
      [null, 401],
      [bob, 403],
      [eve, 403],
      [ana, 403],
      [sam, 200],
      [abe, 200],
    ] as const) {
      expect((await call(who, "GET", "/api/admin/message-reports")).statusCode, who?.uid ?? "anonymous").toBe(status);
      expect((await call(who, "GET", consoleUrl)).statusCode, who?.uid ?? "anonymous").toBe(status);
    }
    const [report] = (await call(sam, "GET", "/api/admin/message-reports")).json();
    expect(report).toMatchObject({
      conversationId,
      side: "booth",
      reporterId: "eve",
      reason: "Insultes",
      boothName: "Cave Martin",
    });
    expect(((await call(sam, "GET", consoleUrl)).json() as Array<{ body: string }>).map((m) => m.body)).toEqual([
      "Message déplaisant",
    ]);
    const log = await t.db.kysely
      .selectFrom("audit_log")
      .select(["actor_id", "target_id"])
      .where("action", "=", "messages.read-reported")
      .execute();
    expect(log.map((row) => row.actor_id).sort()).toEqual(["abe", "sam", "sam"]);
    expect(new Set(log.map((row) => row.target_id))).toEqual(new Set([conversationId]));
  });

  it("holds a sender past the limit, with the catalogue's error and nothing written", async () => {
    const { cave } = await booths();
    const { conversationId } = await firstMessage(cave);
    for (let i = 1; i < 30; i += 1) {
      expect((await call(bob, "POST", `/api/messages/conversations/${conversationId}`, { body: `n° ${i}` })).statusCode).toBe(
        201,
      );
    }
    const held = await call(bob, "POST", `/api/messages/conversations/${conversationId}`, { body: "un de trop" });
    expect(held.statusCode).toBe(429);
    expect(held.json().error.code).toBe("request/too-many");
    const count = await t.db.kysely.selectFrom("messages").select("id").execute();
    expect(count).toHaveLength(30);
    // Another sender is not held by bob's count.
    expect((await call(eve, "POST", `/api/messages/conversations/${conversationId}`, { body: "Doucement" })).statusCode).toBe(
      201,
    );
  });

  it("mails a message left unread past the delay once, in the reader's language, and not one read in time", async () => {
    const { cave, fromages } = await booths();
    const first = await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "Bonjour" }, "en");
    const { conversationId } = first.json() as { conversationId: string };
    await call(bob, "POST", `/api/messages/conversations/${conversationId}`, { body: "Vous êtes là ?" });
    await call(eve, "POST", `/api/messages/conversations/${conversationId}`, { body: "Oui !" });
    // Bob's message to Fromages Fay is read in time by its exhibitor.
    const other = (await call(bob, "POST", `/api/booths/${fromages}/messages`, { body: "Du comté ?" })).json();
    await call(fay, "POST", `/api/messages/conversations/${other.conversationId}/read`);

    const sent: Mail[] = [];
    let clock = new Date();
    const sweeper = serviceAt(sent, () => clock);
    expect(await sweeper.sweepUnread()).toBe(0);
    expect(sent).toEqual([]);

    clock = new Date(Date.now() + 16 * 60_000);
    // eve answered, so her side has read bob's two; bob has not read eve's answer.
    expect(await sweeper.sweepUnread()).toBe(1);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[bob.email, "Cave Martin wrote to you on Alentour"]]);
    expect(sent[0]?.text).toContain("You have an unread message from Cave Martin.");
    expect(sent[0]?.text).toContain("https://alentour.example/en/tradeshow/messages");
    // Once only.
    expect(await sweeper.sweepUnread()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("keeps each account's message settings, refusing a bad one with nothing saved (signed-in only)", async () => {
    expect((await call(null, "GET", "/api/me/message-settings")).statusCode).toBe(401);
    expect((await call(null, "PUT", "/api/me/message-settings", { mailUnread: false, firstContact: "nobody" })).statusCode).toBe(
      401,
    );
    for (const who of everyone) {
      expect((await call(who, "GET", "/api/me/message-settings")).json(), who.uid).toEqual({
        mailUnread: true,
        firstContact: "card-holders",
      });
    }
    const saved = await call(bob, "PUT", "/api/me/message-settings", { mailUnread: false, firstContact: "nobody" });
    expect(saved.statusCode).toBe(200);
    for (const bad of [
      { mailUnread: "no", firstContact: "nobody" },
      { mailUnread: true, firstContact: "everyone" },
      { mailUnread: true },
      { mailUnread: true, firstContact: "nobody", admin: true },
    ]) {
      expect((await call(bob, "PUT", "/api/me/message-settings", bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(bob, "GET", "/api/me/message-settings")).json()).toEqual({ mailUnread: false, firstContact: "nobody" });
    // Another account's settings are untouched.
    expect((await call(dan, "GET", "/api/me/message-settings")).json()).toMatchObject({ mailUnread: true });
  });

  /** bob leaves his professional card at `boothId`: the booth's lead. */
  async function leadAt(boothId: string) {
    const card = { values: { firstName: "Bob", lastName: "Durand" }, shared: ["firstName", "lastName"] };
    expect((await call(bob, "PUT", "/api/me/business-cards/professional", card)).statusCode).toBe(200);
    const held = await call(bob, "POST", `/api/booths/${boothId}/cards`, { kind: "professional" });
    expect(held.statusCode, held.body).toBe(201);
    return (held.json() as { leadId: string }).leadId;
  }

  it("lets a booth's staff write first to an attendee who left their card, unless they withdrew it or take no first message", async () => {
    const { cave, fromages } = await booths();
    const lead = await leadAt(cave);
    const first = await call(cid, "POST", `/api/booths/${cave}/leads/${lead}/messages`, { body: "Merci de votre visite !" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ side: "booth", senderId: "cid" });
    const [conversation] = (await call(bob, "GET", "/api/messages/conversations")).json();
    expect(conversation).toMatchObject({ boothName: "Cave Martin", mySide: "attendee", unread: 1 });
    // The lead of one booth is not another's to write to.
    expect((await call(fay, "POST", `/api/booths/${fromages}/leads/${lead}/messages`, { body: "Et nous ?" })).statusCode).toBe(
      404,
    );
    expect((await call(bob, "POST", `/api/booths/${cave}/leads/${lead}/messages`, { body: "Moi ?" })).statusCode).toBe(404);

    // bob takes no first message any more: Fromages Fay, holding his card, cannot start; Cave Martin, already
    // in conversation with him, goes on.
    const other = await leadAt(fromages);
    expect((await call(bob, "PUT", "/api/me/message-settings", { mailUnread: true, firstContact: "nobody" })).statusCode).toBe(
      200,
    );
    const refused = await call(fay, "POST", `/api/booths/${fromages}/leads/${other}/messages`, { body: "Bonjour" }, "fr");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("messages/first-contact-refused");
    expect(refused.json().error.message).toContain("Ce participant ne reçoit pas de message");
    expect((await call(eve, "POST", `/api/booths/${cave}/leads/${lead}/messages`, { body: "Encore merci" })).statusCode).toBe(
      201,
    );
    // Back to "card holders", but the card is withdrawn: still refused.
    await call(bob, "PUT", "/api/me/message-settings", { mailUnread: true, firstContact: "card-holders" });
    expect((await call(bob, "DELETE", `/api/me/held-cards/${other}`)).statusCode).toBe(204);
    const withdrawn = await call(fay, "POST", `/api/booths/${fromages}/leads/${other}/messages`, { body: "Bonjour" });
    expect(withdrawn.json().error.code).toBe("messages/first-contact-refused");
    const bodies = await t.db.kysely.selectFrom("messages").select("body").orderBy("created_at").execute();
    expect(bodies.map((row) => row.body)).toEqual(["Merci de votre visite !", "Encore merci"]);
  });

  it("puts the person's message settings and the messages they wrote in their data export", async () => {
    const { cave } = await booths();
    await firstMessage(cave);
    await call(bob, "PUT", "/api/me/message-settings", { mailUnread: false, firstContact: "nobody" });
    const exported = (await call(bob, "GET", "/api/me/export")).json();
    expect(exported).toMatchObject({
      messageSettings: { mailUnread: false, firstContact: "nobody" },
      messagesWritten: [{ booth: "Cave Martin", side: "attendee", body: "Bonjour, avez-vous du Condrieu ?" }],
    });
    expect((await call(eve, "GET", "/api/me/export")).json()).toMatchObject({
      messageSettings: { mailUnread: true, firstContact: "card-holders" },
      messagesWritten: [],
    });
  });

  it("mails nothing to an account that turned the unread mails off", async () => {
    const { cave } = await booths();
    const { conversationId } = await firstMessage(cave);
    await call(eve, "POST", `/api/messages/conversations/${conversationId}`, { body: "Oui, trois cuvées." });
    expect(
      (await call(bob, "PUT", "/api/me/message-settings", { mailUnread: false, firstContact: "card-holders" })).statusCode,
    ).toBe(200);
    const sent: Mail[] = [];
    expect(await serviceAt(sent, () => new Date(Date.now() + 16 * 60_000)).sweepUnread()).toBe(0);
    expect(sent).toEqual([]);
  });

  it("mails the booth's exhibitor, in the language they applied in, the attendee's messages nobody on the staff read", async () => {
    const { cave } = await booths();
    await call(bob, "POST", `/api/booths/${cave}/messages`, { body: "Bonjour" }, "fr");
    const { id: conversationId } = (await call(bob, "GET", "/api/messages/conversations")).json()[0];
    const again = await call(bob, "POST", `/api/messages/conversations/${conversationId}`, { body: "Vous êtes là ?" });
    expect(again.statusCode, again.body).toBe(201);
    const sent: Mail[] = [];
    const sweeper = serviceAt(sent, () => new Date(Date.now() + 16 * 60_000));
    expect(await sweeper.sweepUnread()).toBe(1);
    // eve applied in English (the test calls' language): the mail is in English, to her.
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[eve.email, "bob Durand wrote to you on Alentour"]]);
    expect(sent[0]?.text).toContain("You have 2 unread messages from bob Durand.");
    expect(sent[0]?.text).toContain(`/en/tradeshow/booths/${cave}/messages`);
  });
});
