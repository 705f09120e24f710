import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";

export type OutboxEntry = { id: string; to: string; subject: string; date: string };
export type OutboxMessage = OutboxEntry & { from: string; text: string; html: string; attachments: string[] };

const namePattern = /^[\w:.-]+\.eml$/;

/**
 * The messages the embedded transport wrote to DATA_DIR/outbox (no SMTP_URL), newest first: what the support
 * team sees in the console's mail viewer when the product runs without a mail server.
 */
export function createOutboxReader(outboxDir: string) {
  async function parse(file: string) {
    return PostalMime.parse(await readFile(path.join(outboxDir, file)));
  }
  return {
    async list(limit: number, offset: number): Promise<{ total: number; items: OutboxEntry[] }> {
      const files = (await readdir(outboxDir).catch(() => [] as string[]))
        .filter((file) => namePattern.test(file))
        .sort()
        .reverse();
      const items = await Promise.all(
        files.slice(offset, offset + limit).map(async (file) => {
          const mail = await parse(file);
          return {
            id: file,
            to: mail.to?.map((address) => address.address).join(", ") ?? "",
            subject: mail.subject ?? "",
            date: mail.date ? new Date(mail.date).toISOString() : "",
          };
        }),
      );
      return { total: files.length, items };
    },

    /** One message by its file name; null for a name that is not an outbox file. */
    async read(id: string): Promise<OutboxMessage | null> {
      if (!namePattern.test(id)) return null;
      try {
        const mail = await parse(id);
        return {
          id,
          from: mail.from?.address ?? "",
          to: mail.to?.map((address) => address.address).join(", ") ?? "",
          subject: mail.subject ?? "",
          date: mail.date ? new Date(mail.date).toISOString() : "",
          text: mail.text ?? "",
          html: mail.html ?? "",
          attachments: mail.attachments.map((attachment) => attachment.filename ?? "attachment"),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;
