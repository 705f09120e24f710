import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const contact = {
  name: "Camille Durand",
  email: "camille@example.fr",
  subject: "Horaires du musée",
  message: "Bonjour, les horaires affichés pour le musée ne sont plus à jour depuis septembre.",
};

describe.each(databaseKinds)("contact, data rights, FAQ, blog and page views on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SUPPORT_EMAIL: "aide@alentour.example" } });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const outbox = () => readOutbox(t.config.mail.outboxDir);

  it("stores a contact message and mails it to the support address, replying to the visitor", async () => {
    // Forms always send the (empty) honeypot field.
    const response = await post("/api/contact", { ...contact, website: "" }, { "accept-language": "en" });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.kysely.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "camille@example.fr", locale: "en", status: "open" });
    const [mail] = await outbox();
    expect(mail?.to).toBe("aide@alentour.example");
    expect(mail?.subject).toBe("[Contact] Horaires du musée");
    expect(mail?.text).toContain("ne sont plus à jour");
  });

  it("asks for every field with the spec's message, and for a described message", async () => {
    const empty = await post("/api/contact", { ...contact, subject: "  " }, { "accept-language": "en" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe("Please fill in all the fields");
    const frenchEmpty = await post("/api/contact", { ...contact, name: "" }, { "accept-language": "fr" });
    expect(frenchEmpty.json().error.message).toBe("Veuillez remplir tous les champs");

    const short = await post("/api/contact", { ...contact, message: "Bonjour" }, { "accept-language": "en" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.message.message).toBe("Please describe your message in at least 20 characters.");
    const badEmail = await post("/api/contact", { ...contact, email: "camille@" }, { "accept-language": "fr" });
    expect(badEmail.json().error.fields.email.message).toBe("Veuillez saisir une adresse e-mail valide.");
    expect(await t.db.kysely.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it("drops what a bot typed into the honeypot, telling it all went well", async () => {
    const response = await post("/api/contact", { ...contact, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(await t.db.kysely.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("limits the contact form to 5 messages an hour from one address; incomplete forms do not count", async () => {
    for (let i = 0; i < 3; i += 1) expect((await post("/api/contact", { ...contact, name: "" })).statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await post("/api/contact", contact)).statusCode).toBe(201);
    const refused = await post("/api/contact", contact, { "accept-language": "en" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many attempts/);
  });

  it("records a data-rights request with a one-month deadline, confirmed from its address by a mailed link", async () => {
    const before = new Date();
    const response = await post(
      "/api/data-rights",
      { type: "portability", name: "Camille Durand", email: "Camille@Example.fr", details: "" },
      { "accept-language": "fr" },
    );
    expect(response.statusCode).toBe(201);
    const { reference, deadlineAt } = response.json();
    const deadline = new Date(deadlineAt);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(deadline.getTime() - expected.getTime())).toBeLessThan(5 * 24 * 3600 * 1000);
    // First the link that proves the address is the requester's; the acknowledgement once it is opened.
    const [mail] = await outbox();
    expect(mail?.to).toBe("camille@example.fr");
    expect(mail?.subject).toBe("Confirmez votre demande relative à vos données");
    expect(mail?.text).toContain(reference);
    expect(mail?.text).toContain("demande de portabilité");
    expect(mail?.links.at(-1)).toMatch(/^http:\/\/localhost:3000\/data-rights\/confirm\?token=/);
    const token = await lastLinkToken(t.config.mail.outboxDir, "camille@example.fr");
    const confirmed = await post("/api/data-rights/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ reference, type: "portability", deadlineAt });
    const received = (await outbox()).at(-1);
    expect(received?.subject).toBe("Nous avons bien reçu votre demande relative à vos données");
    expect(received?.text).toContain(reference);

    const unknownType = await post("/api/data-rights", { type: "deletion", name: "C", email: "c@example.fr" });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.fields.type).toBeDefined();
  });

  it("counts page views without keeping anything about the visitor", async () => {
    const beacon = (payload: object, headers: Record<string, string> = {}) =>
      post("/api/analytics/collect", JSON.stringify(payload), {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156",
        "x-forwarded-for": "203.0.113.7",
        ...headers,
      });
    expect(
      (
        await beacon({
          path: "/place/lyon",
          query: "?utm_source=news&utm_medium=mail&id=42",
          referrer: "https://www.qwant.com/?q=lyon",
        })
      ).statusCode,
    ).toBe(204);
    expect((await beacon({ path: "/place/lyon", referrer: "http://localhost:3000/place" })).statusCode).toBe(204);
    expect((await beacon({ path: "/place/lyon" }, { "user-agent": "Googlebot/2.1" })).statusCode).toBe(204);
    expect((await beacon({ path: "/place/lyon" }, { "sec-gpc": "1" })).statusCode).toBe(204);
    expect((await beacon({ path: "https://evil.example/" })).statusCode).toBe(400);
    expect((await post("/api/analytics/collect", "not json", { "content-type": "text/plain" })).statusCode).toBe(400);

    const rows = await t.db.kysely.selectFrom("page_views").selectAll().orderBy("referrer").execute();
    expect(rows.map(({ path, referrer, campaign, views }) => ({ path, referrer, campaign, views }))).toEqual([
      { path: "/place/lyon", referrer: "", campaign: "", views: 1 },
      { path: "/place/lyon", referrer: "www.qwant.com", campaign: "news/mail/", views: 1 },
    ]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it("serves published FAQ entries and articles only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/faq" })).json()).toEqual([]);
    const blog = await t.app.inject({ method: "GET", url: "/api/blog" });
    expect(blog.json()).toEqual({ total: 0, items: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/blog/nothing-here" })).statusCode).toBe(404);
  });
});
