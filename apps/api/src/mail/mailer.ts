import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /**
   * The mail's link signs its recipient in, sets a password or confirms something in their name: the copy kept
   * in the local outbox is marked, and the console shows it with its links hidden (ADR 050).
   */
  secretLink?: true;
};

/** Marks an outbox copy whose links only the recipient may see; read by outbox.ts. */
export const SECRET_LINK_HEADER = "X-Alentour-Secret-Link";

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * Sends over SMTP when `smtpUrl` is set; otherwise writes each message, exactly as it would be sent, to
 * `{outboxDir}/{time}-{id}.eml` (open it in any mail client) and logs one line.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ secretLink, ...mail }) {
      const headers = secretLink && !smtpUrl ? { [SECRET_LINK_HEADER]: "1" } : undefined;
      const info = await transport.sendMail({ from, ...mail, ...(headers && { headers }) });
      if (smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail: sent over SMTP");
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      // Written aside, then renamed: whoever reads the outbox (the console, a test) never sees half a mail.
      await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.part`, file);
      log.info({ to: mail.to, subject: mail.subject, file }, "mail: written to the outbox");
    },
    close() {
      transport.close();
    },
  };
}
