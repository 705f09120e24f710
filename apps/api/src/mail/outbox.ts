import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import { SECRET_LINK_HEADER } from "./mailer.ts";

export type OutboxEntry = { id: string; to: string; subject: string; date: string };
export type OutboxMessage = OutboxEntry & {
  from: string;
  text: string;
  html: string;
  attachments: string[];
  /** Links were hidden: only the recipient may follow them (ADR 050). */
  redacted: boolean;
};

const namePattern = /^[\w:.-]+\.eml$/;

const urlPattern = /https?:\/\/[^\s"'<>]+/g;
/** What stands for a hidden link, in the text and in the HTML (its target and its shown text). */
export const HIDDEN_LINK = "[…]";
// Query parameters that make a link act for someone; hidden in every mail, marked or not (older outbox files).
const secretParameter = /[?&](?:amp;)?(?:token|code|key|secret|signature|sig)=/i;

/** The text with every link hidden, or only those carrying a secret parameter; and whether any was hidden. */
function hideLinks(text: string, all: boolean): { text: string; hidden: boolean } {
  let hidden = false;
  const out = text.replace(urlPattern, (url) => {
    if (!all && !secretParameter.test(url)) return url;
    hidden = true;
    return HIDDEN_LINK;
  });
  return { text: out, hidden };
}

/**
 * The messages the embedded transport wrote to DATA_DIR/outbox (no SMTP_URL), newest first: what the support
 * team sees in the console's mail viewer when the product runs without a mail server. The files themselves keep
 * every link (the operator's, with shell access); what the console reads has the links of a mail marked as
 * acting for its recipient hidden, and any link with a secret parameter in the others (ADR 050).
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
        const marked = mail.headers.some((header) => header.key === SECRET_LINK_HEADER.toLowerCase());
        const text = hideLinks(mail.text ?? "", marked);
        const html = hideLinks(mail.html ?? "", marked);
        return {
          id,
          from: mail.from?.address ?? "",
          to: mail.to?.map((address) => address.address).join(", ") ?? "",
          subject: mail.subject ?? "",
          date: mail.date ? new Date(mail.date).toISOString() : "",
          text: text.text,
          html: html.text,
          attachments: mail.attachments.map((attachment) => attachment.filename ?? "attachment"),
          redacted: text.hidden || html.hidden,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;
