import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAccessible, MAP_CANVAS } from "../support/accessibility.ts";
import { mailedLink } from "../support/outbox.ts";
import { ownerPassword, signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { startsWith } from "../support/wizard-labels.ts";

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../apps/api/src/cli.ts");

const copy = {
  fr: {
    prefix: "",
    signInToClaim: "Se connecter pour revendiquer cette activité",
    email: "Adresse e-mail",
    password: "Mot de passe",
    login: "Se connecter",
    instant: "Votre adresse e-mail vérifiée est celle du contact",
    claim: "Revendiquer cette activité",
    claimed: "Cette activité est maintenant à vous.",
    message: "Votre message à l'équipe support",
    send: "Envoyer ma demande",
    tooShort: "Veuillez expliquer à l'équipe support en au moins 20 caractères",
    requested: "Votre demande est entre les mains de l'équipe support.",
    claimsNav: "Revendications",
    approve: "Accepter et transférer",
    approved: "L'activité est transférée au demandeur",
    mailSubject: "Votre demande de revendication d'activité",
  },
  en: {
    prefix: "/en",
    signInToClaim: "Log in to claim this activity",
    email: "E-mail address",
    password: "Password",
    login: "Log in",
    instant: "Your verified e-mail address is this activity's contact address",
    claim: "Claim this activity",
    claimed: "This activity is now yours.",
    message: "Your message to the support team",
    send: "Send my request",
    tooShort: "Please tell the support team in at least 20 characters",
    requested: "Your request is with the support team.",
    claimsNav: "Claims",
    approve: "Approve and hand over",
    approved: "The activity is handed to the requester",
    mailSubject: "Your activity claim request",
  },
} as const;

/**
 * A demo activity (nobody owns them) whose contact has an e-mail address, a different one per test (both
 * languages run at once), from a city the other specs leave alone.
 */
async function demoActivity(request: APIRequestContext, index: number) {
  const cities = (await (await request.get("/api/cities?limit=100")).json()) as Array<{ slug: string }>;
  const city = cities[1] ?? cities[0];
  const list = (await (await request.get(`/api/cities/${city?.slug}/activities?limit=48`)).json()) as Array<{ slug: string }>;
  const withEmail: Array<{ slug: string; name: string; contactEmail: string }> = [];
  for (const summary of list) {
    const activity = await (await request.get(`/api/activities/${summary.slug}`)).json();
    // Positions, not owners, pick the activity: the other language's test may have claimed one already.
    if (activity.contact.email) {
      withEmail.push({ slug: activity.slug, name: activity.name, contactEmail: activity.contact.email });
    }
    if (withEmail.length > index) break;
  }
  const found = withEmail[index];
  if (!found) throw new Error("not enough demo activities with a contact e-mail");
  return found;
}

/**
 * A support-team member made as the README says, without signing up (sign-ups from one address are limited):
 * `admin:create` makes the account and prints a one-time link, whose token sets the password.
 */
async function cliAdmin(request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail("claims-admin");
  const output = execFileSync(process.execPath, [cli, "admin:create", email, "Ada", "Support"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PUBLIC_ORIGIN: baseURL, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const token = new URL(output.match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get("token");
  const reset = await request.post("/api/auth/password-reset/confirm", {
    data: { token, password: ownerPassword, passwordConfirmation: ownerPassword },
  });
  expect(reset.status()).toBe(200);
  await signInByApi(request, baseURL, email);
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the activity's contact signs in from its page and claims it at once`, async ({ page, context, baseURL }) => {
    test.slow();
    const origin = baseURL as string;
    const { slug, name, contactEmail } = await demoActivity(page.request, locale === "fr" ? 0 : 1);
    await verifiedAccount(page, contactEmail);
    await useLocaleCookie(context, origin, locale);

    // Signed out: the page offers to sign in, and brings the visitor back.
    await page.goto(`${c.prefix}/activity/${slug}`);
    await page.getByRole("link", { name: c.signInToClaim }).click();
    await page.getByLabel(c.email).fill(contactEmail);
    await page.getByLabel(startsWith(c.password)).fill(ownerPassword);
    await page.getByRole("button", { name: c.login }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/activity/${slug}#claim$`));

    await expect(page.getByText(c.instant)).toBeVisible();
    await expectAccessible(page, { exclude: [MAP_CANVAS] });
    await page.getByRole("button", { name: c.claim }).click();
    await expect(page.getByTestId("claim-done")).toContainText(c.claimed);

    await page.goto("/dashboard/activities");
    await expect(page.getByTestId("my-activity").filter({ hasText: name })).toBeVisible();
  });

  test(`${locale}: a claim request goes to the console; approved, the activity is the requester's and they are mailed`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    const { slug, name } = await demoActivity(page.request, locale === "fr" ? 2 : 3);
    const requester = uniqueEmail(`requester-${locale}`);
    await verifiedAccount(page, requester);
    await signInByApi(page.request, origin, requester);
    await useLocaleCookie(context, origin, locale);
    await page.goto(`${c.prefix}/activity/${slug}`);
    await page.getByRole("button", { name: c.claim }).click();
    const form = page.getByTestId("claim-form");
    await expect(form.getByLabel(startsWith(c.message))).toBeFocused();
    await expectAccessible(page, { exclude: [MAP_CANVAS] });
    await form.getByLabel(startsWith(c.message)).fill("C'est moi");
    await form.getByRole("button", { name: c.send }).click();
    await expect(form.getByText(c.tooShort)).toBeVisible();
    const message = `Je gère cette galerie depuis 2020 (${locale}), mon site le montre.`;
    await form.getByLabel(startsWith(c.message)).fill(message);
    await form.getByRole("button", { name: c.send }).click();
    await expect(page.getByTestId("claim-waiting")).toContainText(c.requested);

    // The support team approves it in the console.
    const adminContext = await browser.newContext();
    await useLocaleCookie(adminContext, origin, locale);
    await cliAdmin(adminContext.request, origin);
    const admin = await adminContext.newPage();
    await admin.goto("/admin/");
    await admin
      .getByRole("navigation", { name: /administration/i })
      .getByRole("link", { name: c.claimsNav })
      .click();
    const card = admin.getByTestId("claim").filter({ hasText: name });
    await expect(card).toContainText(message);
    await expect(card).toContainText(requester);
    await expectAccessible(admin, { exclude: [MAP_CANVAS] });
    await card.getByRole("button", { name: c.approve }).click();
    await expect(admin.getByText(c.approved)).toBeVisible();
    await expect(admin.getByTestId("claim").filter({ hasText: name })).toHaveCount(0);
    await adminContext.close();

    await page.goto("/dashboard/activities");
    await expect(page.getByTestId("my-activity").filter({ hasText: name })).toBeVisible();
    const mail = await mailedLink(requester, 2);
    expect(mail.subject).toBe(c.mailSubject);
    expect(mail.link).toBe(`${origin}/dashboard/activities`);
  });
}
