import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";
import { resetPasswordMail, verificationMail } from "./templates.ts";

const lines: string[] = [];
const log = { info: (fields: object, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`) } as never;

describe("mailer over real SMTP", () => {
  const received: Array<{ from: string; to: string[]; raw: Buffer; user: string | undefined }> = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "alentour" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
            user: session.user,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the message in the user's language, text and HTML, authenticated", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://alentour:s3cret@127.0.0.1:${port}`,
      from: "Alentour <no-reply@alentour.example>",
      outboxDir: "/nonexistent",
      log,
    });
    await mailer.send(resetPasswordMail("fr", "lea@example.fr", "Léa", "http://localhost:3000/reset-password?token=abc"));
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@alentour.example", to: ["lea@example.fr"], user: "alentour" });
    const parsed = await PostalMime.parse(received[0]?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe("Réinitialisez votre mot de passe");
    expect(parsed.text).toContain("Bonjour Léa,");
    expect(parsed.text).toContain("http://localhost:3000/reset-password?token=abc");
    expect(parsed.html).toContain('<html lang="fr">');
    expect(lines.at(-1)).toMatch(/^mail: sent over SMTP .*lea@example\.fr/);
  });

  it("fails loudly when the server refuses the credentials", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://alentour:wrong@127.0.0.1:${port}`,
      from: "a@b.example",
      outboxDir: "/nonexistent",
      log,
    });
    await expect(mailer.send(verificationMail("en", "x@example.fr", "X", "http://localhost/x"))).rejects.toThrow(
      /Invalid login|Invalid username/,
    );
    mailer.close();
  });
});

describe("mailer without SMTP", () => {
  it("writes each message as an .eml file in the outbox and logs one line", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "alentour-outbox-"));
    try {
      const mailer = createMailer({ smtpUrl: null, from: "Alentour <no-reply@alentour.example>", outboxDir, log });
      await mailer.send(
        verificationMail("en", "sam@example.com", "Sam <b>", "http://localhost:3000/en/auth/verify-email/confirm?token=t"),
      );
      const files = await readdir(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await PostalMime.parse(await readFile(path.join(outboxDir, files[0] ?? "")));
      expect(parsed.subject).toBe("Confirm your e-mail address");
      expect(parsed.to?.[0]?.address).toBe("sam@example.com");
      expect(parsed.html).toContain("Hello Sam &lt;b&gt;,");
      expect(lines.at(-1)).toMatch(/^mail: written to the outbox .*sam@example\.com/);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
