import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { png } from "../support/images.ts";
import { mailedLink } from "../support/outbox.ts";
import { lyonWorkshop, ownerPassword, uniqueEmail, useLocaleCookie } from "../support/owners.ts";
import { startsWith } from "../support/wizard-labels.ts";

const newPassword = "le chat de la voisine joue du piano";

const copy = {
  fr: {
    prefix: "",
    wizard: "Ajouter mon activité",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    signUp: "Créer mon compte",
    toLogin: "Aller à la connexion",
    login: "Se connecter",
    title: "Mon profil",
    navProfile: "Mon profil",
    navActivities: "Mes activités",
    city: "Ville",
    company: "Entreprise ou organisation",
    phone: "Téléphone",
    badPhone: "Un numéro de téléphone doit être valide",
    pictureLabel: "Photo de profil",
    saveDetails: "Enregistrer mes informations",
    saved: "Vos informations sont enregistrées.",
    download: "Exporter mes données",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    repeat: "Répétez le mot de passe",
    changePassword: "Changer de mot de passe",
    wrongPassword: "Mot de passe incorrect",
    newEmail: "Nouvelle adresse e-mail",
    changeEmail: "Changer d'adresse",
    emailMailSubject: "Confirmez votre nouvelle adresse e-mail",
    deleteOpen: "Supprimer mon compte…",
    deleteConfirm: "Supprimer mon compte",
    password: "Mot de passe",
    confirmRequired: "Veuillez saisir votre mot de passe pour confirmer.",
    deleted: "Votre compte et vos données ont été supprimés. Vous êtes déconnecté.",
    navLogin: "Connexion",
  },
  en: {
    prefix: "/en",
    wizard: "Add my activity",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail address",
    signUp: "Create my account",
    toLogin: "Go to the login page",
    login: "Log in",
    title: "My profile",
    navProfile: "My profile",
    navActivities: "My activities",
    city: "City",
    company: "Company or organisation",
    phone: "Phone",
    badPhone: "A phone number must be valid",
    pictureLabel: "Profile picture",
    saveDetails: "Save my details",
    saved: "Your details are saved.",
    download: "Export my data",
    currentPassword: "Current password",
    newPassword: "New password",
    repeat: "Repeat the password",
    changePassword: "Change my password",
    wrongPassword: "Wrong password",
    newEmail: "New e-mail address",
    changeEmail: "Change my address",
    emailMailSubject: "Confirm your new e-mail address",
    deleteOpen: "Delete my account…",
    deleteConfirm: "Delete my account",
    password: "Password",
    confirmRequired: "Please enter your password to confirm.",
    deleted: "Your account and your data have been deleted. You are logged out.",
    navLogin: "Log in",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: a visitor signs up from the wizard and comes back to it, then edits the profile, changes password and address, exports the data and deletes the account`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    // From its own visitor address: the suite's other sign-ins share the per-address limit of 127.0.0.1. (These
    // headers replace the configuration's, so the Origin a browser sends is given again.)
    await context.setExtraHTTPHeaders({
      origin: new URL(origin).origin,
      "x-forwarded-for": `203.0.113.${locale === "fr" ? 37 : 38}`,
    });
    const email = uniqueEmail(`profile-${locale}`);
    await useLocaleCookie(context, origin, locale);

    // Signing up from the add-activity wizard leads back to it once the address is confirmed: the way back
    // travels in the mailed link, which may be opened later or in another tab.
    await page.goto(`${c.prefix}/signup?redirectTo=%2Fadd-activity`);
    await page.getByLabel(startsWith(c.firstName)).fill("Camille");
    await page.getByLabel(startsWith(c.lastName)).fill("Durand");
    await page.getByLabel(startsWith(c.email)).fill(email);
    await page.getByLabel(startsWith(c.password)).first().fill(ownerPassword);
    await page.getByLabel(startsWith(c.repeat)).fill(ownerPassword);
    await page.getByRole("button", { name: c.signUp }).click();
    await expect(page.getByTestId("verify-waiting")).toBeVisible();
    const { link } = await mailedLink(email);
    expect(new URL(link).searchParams.get("redirectTo")).toBe("/add-activity");
    await page.goto(link);
    await expect(page.getByTestId("verify-success")).toBeVisible();
    await page.getByRole("link", { name: c.toLogin }).click();
    await page.getByLabel(c.email).fill(email);
    await page.getByLabel(startsWith(c.password)).fill(ownerPassword);
    await page.getByRole("button", { name: c.login }).click();
    await expect(page).toHaveURL(/\/add-activity$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.wizard);

    const name = `Atelier profil ${locale} ${Date.now()}`;
    const created = await page.request.post("/api/activities", { data: lyonWorkshop({ name }) });
    expect(created.status()).toBe(201);
    const activity = await created.json();

    // From "My activities", the owner area's own navigation leads to the profile.
    await page.goto("/dashboard/activities");
    const sections = page.getByRole("navigation", { name: locale === "fr" ? "Mon espace" : "My area" });
    await sections.getByRole("link", { name: c.navProfile }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await expect(sections.getByRole("link", { name: c.navProfile })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    // Details: a phone that is no real number is refused next to its field, then a good one is saved.
    const details = page.getByTestId("profile-details");
    await details.getByLabel(startsWith(c.phone)).fill("06 12");
    await details.getByRole("button", { name: c.saveDetails }).click();
    await expect(details.getByText(c.badPhone)).toBeVisible();
    await details.getByLabel(startsWith(c.phone)).fill("06 12 34 56 78");
    await details.getByLabel(startsWith(c.city)).fill("Lyon");
    await details.getByLabel(startsWith(c.company)).fill("Atelier Durand");
    await details.getByRole("button", { name: c.saveDetails }).click();
    await expect(page.getByText(c.saved).first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("profile-details").getByLabel(startsWith(c.company))).toHaveValue("Atelier Durand");

    // Picture: uploaded as soon as it is chosen, shown at once, and among the files of the export below.
    const picture = page.getByTestId("profile-picture");
    await picture
      .getByLabel(c.pictureLabel)
      .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: png(600, 600) });
    await expect(picture.getByTestId("picture-preview")).toBeVisible();
    await expect(picture.getByTestId("picture-preview")).toHaveAttribute("src", /\/api\/files\/users\/.+\.webp$/);

    // Export: a JSON file holding the profile and the activity.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: c.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^alentour-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(exported.profile).toMatchObject({ email, company: "Atelier Durand", phone: "06 12 34 56 78" });
    expect(exported.activities.map((a: { id: string; name: string }) => a.name)).toEqual([name]);
    expect(exported.files.filter((file: string) => file.startsWith("users/")).length).toBeGreaterThan(0);

    // Password: the wrong current one is refused; then changed.
    const password = page.getByTestId("profile-password");
    await password.getByLabel(startsWith(c.currentPassword)).fill("pas le bon mot de passe");
    await password.getByLabel(startsWith(c.newPassword)).fill(newPassword);
    await password.getByLabel(startsWith(c.repeat)).fill(newPassword);
    await password.getByRole("button", { name: c.changePassword }).click();
    await expect(password.getByText(c.wrongPassword)).toBeVisible();
    await password.getByLabel(startsWith(c.currentPassword)).fill(ownerPassword);
    await password.getByRole("button", { name: c.changePassword }).click();
    await expect(page.getByTestId("password-changed")).toBeVisible();
    // (The new password is what the address change and the deletion below are confirmed with.)

    // E-mail: a link goes to the new address, which replaces the old one once it is opened.
    const newEmail = uniqueEmail(`profile-new-${locale}`);
    const emailCard = page.getByTestId("profile-email");
    await emailCard.getByLabel(startsWith(c.newEmail)).fill(newEmail);
    await emailCard.getByLabel(startsWith(c.currentPassword)).fill(newPassword);
    await emailCard.getByRole("button", { name: c.changeEmail }).click();
    await expect(page.getByTestId("email-change-sent")).toContainText(newEmail);
    const mail = await mailedLink(newEmail);
    expect(mail.subject).toBe(c.emailMailSubject);
    await page.goto(mail.link);
    await expect(page.getByTestId("verify-success")).toBeVisible();
    await page.goto("/dashboard/profile");
    await expect(page.getByTestId("profile-email")).toContainText(newEmail);

    // Deletion: a confirmation that asks for the password, then the visitor lands signed out on the site.
    await page.getByRole("button", { name: c.deleteOpen }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // Measured once the dialog has finished fading in.
    await expectAccessible(page, { settled: true });
    await dialog.getByRole("button", { name: c.deleteConfirm }).click();
    await expect(dialog.getByText(c.confirmRequired)).toBeVisible();
    await dialog.getByLabel(startsWith(c.password)).fill(newPassword);
    await dialog.getByRole("button", { name: c.deleteConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/place$`));
    await expect(page.getByText(c.deleted)).toBeVisible();
    // Signed out: the navigation offers to log in again.
    await expect(
      page.getByRole("navigation", { name: "Navigation", exact: true }).getByRole("link", { name: c.navLogin }),
    ).toBeVisible();
    expect((await page.request.get("/api/session")).status()).toBe(401);
    expect((await page.request.get(`/api/activities/${activity.slug}`)).status()).toBe(404);
  });
}
