import { expect, test } from "@playwright/test";
import { mailedLink } from "../support/outbox.ts";
import { ownerPassword, uniqueEmail } from "../support/owners.ts";

const startsWith = (label: string) => new RegExp(`^${label}`);

const copy = {
  fr: {
    prefix: "",
    title: "Ajouter mon activité",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    password: "Mot de passe",
    repeat: "Répétez le mot de passe",
    signUp: "Créer mon compte",
    toLogin: "Aller à la connexion",
    login: "Se connecter",
  },
  en: {
    prefix: "/en",
    title: "Add my activity",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail address",
    password: "Password",
    repeat: "Repeat the password",
    signUp: "Create my account",
    toLogin: "Go to the login page",
    login: "Log in",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  // A visitor who signs up from the add-activity wizard used to end on the dashboard after confirming.
  test(`${locale}: signing up from the wizard leads back to it after the address is confirmed`, async ({ page }) => {
    const email = uniqueEmail(`wizard-signup-${locale}`);
    await page.goto(`${c.prefix}/signup?redirectTo=%2Fadd-activity`);
    await page.getByLabel(startsWith(c.firstName)).fill("Camille");
    await page.getByLabel(startsWith(c.lastName)).fill("Durand");
    await page.getByLabel(startsWith(c.email)).fill(email);
    await page.getByLabel(startsWith(c.password)).first().fill(ownerPassword);
    await page.getByLabel(startsWith(c.repeat)).fill(ownerPassword);
    await page.getByRole("button", { name: c.signUp }).click();
    await expect(page.getByTestId("verify-waiting")).toBeVisible();

    // The link is opened later, maybe in another tab: the way back travels in it.
    const { link } = await mailedLink(email);
    expect(new URL(link).searchParams.get("redirectTo")).toBe("/add-activity");
    await page.goto(link);
    await expect(page.getByTestId("verify-success")).toBeVisible();
    await page.getByRole("link", { name: c.toLogin }).click();
    await page.getByLabel(c.email).fill(email);
    await page.getByLabel(startsWith(c.password)).fill(ownerPassword);
    await page.getByRole("button", { name: c.login }).click();
    await expect(page).toHaveURL(/\/add-activity$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
  });
}
