import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";

/** The confirmation token mailed to `to`, read from the outbox the api writes without SMTP. */
export async function confirmationToken(outboxDir, to) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(outboxDir).catch(() => [])).filter((file) => file.endsWith(".eml")).sort();
    for (const file of files.reverse()) {
      const mail = await PostalMime.parse(await readFile(path.join(outboxDir, file)));
      if (!mail.to?.some((address) => address.address === to)) continue;
      const link = /https?:\/\/\S+token=[^\s]+/.exec(mail.text ?? "")?.[0];
      if (link) return new URL(link).searchParams.get("token");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mailed to ${to}`);
}
