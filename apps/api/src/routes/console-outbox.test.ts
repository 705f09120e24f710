import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";
const attackerPassword = "le support prend la main ce soir";

/** Every candidate secret a reader could lift from a console answer: the `token` of each link it shows. */
function tokensIn(body: string): string[] {
  return [...body.replaceAll("&amp;", "&").matchAll(/[?&]token=([^&\s"'<>\\]+)/g)].map((match) =>
    decodeURIComponent(match[1] ?? ""),
  );
}

// The console's outbox is the support team's; the files behind it are the operator's (ADR 050).
describe.each(databaseKinds)("console outbox secrets on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { realAuth: true });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, cookie = "") =>
    t.app.inject({ method: "POST", url, payload, headers: { origin, ...(cookie && { cookie }) } });

  async function account(email: string, role: "support" | "admin") {
    const signUp = await post("/api/auth/sign-up", {
      firstName: "Ada",
      lastName: "Durand",
      email,
      password,
      passwordConfirmation: password,
    });
    expect(signUp.statusCode).toBe(201);
    expect(
      (await post("/api/auth/verification/confirm", { token: await lastLinkToken(t.config.mail.outboxDir, email) })).statusCode,
    ).toBe(200);
    await t.db.kysely.updateTable("users").set({ role }).where("email", "=", email).execute();
  }

  async function cookiesOf(email: string) {
    const signIn = await post("/api/auth/sign-in", { email, password });
    expect(signIn.statusCode).toBe(200);
    return [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  it("never hands the support team a working reset link of the administrator; the recipient's link still works", async () => {
    await account("ada@alentour.example", "admin");
    await account("sam@alentour.example", "support");
    const sam = await cookiesOf("sam@alentour.example");

    // Anyone may ask a reset for any address.
    expect((await post("/api/auth/password-reset/request", { email: "ada@alentour.example" })).statusCode).toBe(202);

    const list = await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie: sam } });
    expect(list.statusCode).toBe(200);
    const resetMails = list
      .json()
      .items.filter(
        (item: { to: string; subject: string }) => item.to === "ada@alentour.example" && /mot de passe/.test(item.subject),
      );
    expect(resetMails).toHaveLength(1);

    const read = await t.app.inject({ method: "GET", url: `/api/admin/outbox/${resetMails[0].id}`, headers: { cookie: sam } });
    expect(read.statusCode).toBe(200);
    const message = read.json();
    expect(message.redacted).toBe(true);
    expect(message.text).toContain("[…]");
    expect(message.text).not.toMatch(/https?:\/\//);
    expect(message.html).not.toMatch(/reset-password/);

    // Whatever the support team lifts from what the console showed, it sets no password.
    const real = await lastLinkToken(t.config.mail.outboxDir, "ada@alentour.example");
    expect(read.body).not.toContain(real);
    for (const token of tokensIn(read.body)) {
      expect(
        (
          await post("/api/auth/password-reset/confirm", {
            token,
            password: attackerPassword,
            passwordConfirmation: attackerPassword,
          })
        ).statusCode,
      ).not.toBe(200);
    }
    expect((await post("/api/auth/sign-in", { email: "ada@alentour.example", password: attackerPassword })).statusCode).not.toBe(
      200,
    );

    // The file on disk, the operator's, keeps the link: the recipient follows it.
    expect(
      (
        await post("/api/auth/password-reset/confirm", {
          token: real,
          password: attackerPassword,
          passwordConfirmation: attackerPassword,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("hides the links of verification mails too, and keeps the links of ordinary notices", async () => {
    await account("sam@alentour.example", "support");
    const sam = await cookiesOf("sam@alentour.example");
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie: sam } })).json();
    const [verification] = list.items;
    const read = (
      await t.app.inject({ method: "GET", url: `/api/admin/outbox/${verification.id}`, headers: { cookie: sam } })
    ).json();
    expect(read.redacted).toBe(true);
    expect(tokensIn(JSON.stringify(read))).toEqual([]);

    // A visitor's message to the support team carries no secret: its link shows as sent.
    const contact = await post("/api/contact", {
      name: "Lou",
      email: "lou@example.fr",
      subject: "Horaires",
      message: "Les horaires ont changé : https://example.org/horaires?saison=hiver",
    });
    expect(contact.statusCode).toBe(201);
    const after = (await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie: sam } })).json();
    const notice = after.items.find((item: { subject: string }) => item.subject === "[Contact] Horaires");
    const shown = (await t.app.inject({ method: "GET", url: `/api/admin/outbox/${notice.id}`, headers: { cookie: sam } })).json();
    expect(shown.redacted).toBe(false);
    expect(shown.text).toContain("https://example.org/horaires?saison=hiver");
  });
});
