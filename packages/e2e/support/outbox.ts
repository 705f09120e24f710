import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import PostalMime from "postal-mime";

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return dir;
};

type Mail = Awaited<ReturnType<typeof PostalMime.parse>>;

// A mail in the outbox never changes once written: each is read and parsed once per worker, not at every poll of
// every test (the outbox holds hundreds of mails by the end of a run).
const parsed = new Map<string, Promise<Mail>>();

async function mailsTo(to: string) {
  const outbox = path.join(dataDir(), "outbox");
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(".eml")).sort();
  const mails = await Promise.all(
    files.map((f) => {
      const file = path.join(outbox, f);
      let mail = parsed.get(file);
      if (!mail) {
        mail = readFile(file).then((raw) => PostalMime.parse(raw));
        parsed.set(file, mail);
      }
      return mail;
    }),
  );
  return mails.filter((mail) => mail.to?.some((address) => address.address === to));
}

/** Waits for the n-th mail to `to` to land in the outbox; returns its subject and the link it carries. */
export async function mailedLink(to: string, count = 1): Promise<{ subject: string; link: string }> {
  let found: { subject: string; link: string } | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(to);
      const mail = mails[count - 1];
      const link = mail?.text?.match(/https?:\/\/\S+/g)?.at(-1);
      if (mail && link) found = { subject: mail.subject ?? "", link };
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  if (!found) throw new Error(`no link in mail ${count} to ${to}`);
  return found;
}

/**
 * Opens the confirmation link mailed to `to` and waits for the page to say the address is confirmed: the page
 * confirms from the browser, so navigating away at once could leave the address unconfirmed.
 */
export async function confirmMailedAddress(page: Page, to: string): Promise<void> {
  await page.goto((await mailedLink(to)).link);
  await expect(page.getByTestId("verify-success")).toBeVisible();
}

export async function authSecret(): Promise<string> {
  return (await readFile(path.join(dataDir(), "auth-secret"), "utf8")).trim();
}
