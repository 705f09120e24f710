import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { mailedLink } from "../support/outbox.ts";
import { ownerPassword, signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { signedInAdmin } from "../support/staff.ts";

const startsWith = (label: string) => new RegExp(`^${label}`);

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude(".maplibregl-canvas").analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.html.slice(0, 160)}`).join(", ")}`),
  ).toEqual([]);
}

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

/** An activity published by some other owner, with the given contact e-mail. */
async function activityOf(request: APIRequestContext, baseURL: string, contactEmail: string, name: string) {
  const owner = uniqueEmail("first-owner");
  const signUp = await request.post("/api/auth/sign-up", {
    data: { firstName: "Paul", lastName: "Martin", email: owner, password: ownerPassword, passwordConfirmation: ownerPassword },
  });
  expect(signUp.status()).toBe(201);
  const token = new URL((await mailedLink(owner)).link).searchParams.get("token");
  expect((await request.post("/api/auth/verification/confirm", { data: { token } })).ok()).toBe(true);
  await signInByApi(request, baseURL, owner);
  const created = await request.post("/api/activities", {
    data: {
      name,
      category: "art-culture",
      subCategory: "creative-workshop",
      address: { streetNumberAndStreet: "3 place des Terreaux", city: "Lyon", country: "FR" },
      location: { lat: 45.7673, lng: 4.8336 },
      openingHours: { mode: "same-every-day", days: ["monday"], ranges: [{ start: "09:00", end: "17:00" }] },
      legalAccepted: true,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const contact = await request.patch(`/api/activities/${slug}`, { data: { contact: { email: contactEmail } } });
  expect(contact.status()).toBe(200);
  return slug;
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the activity's contact signs in from its page and claims it at once`, async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    const contactEmail = uniqueEmail(`contact-${locale}`);
    const name = `Galerie claim ${locale} ${Date.now()}`;
    const other = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    const slug = await activityOf(other, origin, contactEmail, name);
    await other.dispose();
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
    await expectAccessible(page);
    await page.getByRole("button", { name: c.claim }).click();
    await expect(page.getByTestId("claim-done")).toContainText(c.claimed);

    await page.goto("/dashboard/activities");
    await expect(page.getByTestId("my-activity").filter({ hasText: name })).toBeVisible();
  });

  test(`${locale}: a claim request goes to the console; approved, the activity is the requester's and they are mailed`, async ({
    page,
    context,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    const name = `Galerie demande ${locale} ${Date.now()}`;
    const other = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    const slug = await activityOf(other, origin, uniqueEmail("someone-else"), name);
    await other.dispose();

    const requester = uniqueEmail(`requester-${locale}`);
    await verifiedAccount(page, requester);
    await signInByApi(page.request, origin, requester);
    await useLocaleCookie(context, origin, locale);
    await page.goto(`${c.prefix}/activity/${slug}`);
    await page.getByRole("button", { name: c.claim }).click();
    const form = page.getByTestId("claim-form");
    await expect(form.getByLabel(startsWith(c.message))).toBeFocused();
    await expectAccessible(page);
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
    await signedInAdmin(adminContext.request, origin);
    const admin = await adminContext.newPage();
    await admin.goto("/admin/");
    await admin
      .getByRole("navigation", { name: /administration/i })
      .getByRole("link", { name: c.claimsNav })
      .click();
    const card = admin.getByTestId("claim").filter({ hasText: name });
    await expect(card).toContainText(message);
    await expect(card).toContainText(requester);
    await expectAccessible(admin);
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
