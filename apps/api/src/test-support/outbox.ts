import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";

export type SentMail = { to: string; subject: string; text: string; html: string; links: string[] };

/** The messages the default transport wrote to the outbox, oldest first, parsed as a mail client would. */
export async function readOutbox(outboxDir: string): Promise<SentMail[]> {
  const files = (await readdir(outboxDir).catch(() => [])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(await readFile(path.join(outboxDir, file)));
      const text = email.text ?? "";
      return {
        to: email.to?.map((a) => a.address).join(", ") ?? "",
        subject: email.subject ?? "",
        text,
        html: email.html ?? "",
        links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
      };
    }),
  );
}

/** The `token` query parameter of the last link in the last mail sent to `to`. */
export async function lastLinkToken(outboxDir: string, to: string): Promise<string> {
  const mail = (await readOutbox(outboxDir)).filter((m) => m.to === to).at(-1);
  const link = mail?.links.at(-1);
  if (!link) throw new Error(`no link mailed to ${to}`);
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
