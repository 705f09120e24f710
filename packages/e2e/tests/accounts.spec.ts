import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SignJWT } from "jose";
import { expectAccessible } from "../support/accessibility.ts";
import { authSecret, confirmMailedAddress, mailedLink } from "../support/outbox.ts";
import { startsWith } from "../support/wizard-labels.ts";

// Required fields carry a " *" after their label: match the start of the label.
const password = "la girafe mange des crêpes à minuit";
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;

// These tests sign up and sign in more than any others. They come from their own visitor address (the front door
// is on this machine, so the api believes the address it forwards), which keeps the other specs clear of the
// per-address limits that every test shares otherwise.
test.use({
  extraHTTPHeaders: async ({ baseURL }, use) =>
    use({ origin: new URL(baseURL as string).origin, "x-forwarded-for": "203.0.113.24" }),
});

const copy = {
  fr: {
    prefix: "",
    signupTitle: "Créer un compte",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    password: "Mot de passe",
    repeat: "Répétez le mot de passe",
    submitSignup: "Créer mon compte",
    weak: "faible",
    strong: "fort",
    waiting: "Confirmez votre adresse e-mail",
    subject: "Confirmez votre adresse e-mail",
    verified: "Adresse e-mail confirmée",
    toLogin: "Aller à la connexion",
    login: "Se connecter",
    profile: "Profil",
    loginEntry: "Connexion",
    signOut: "Se déconnecter",
  },
  en: {
    prefix: "/en",
    signupTitle: "Create an account",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail address",
    password: "Password",
    repeat: "Repeat the password",
    submitSignup: "Create my account",
    weak: "weak",
    strong: "strong",
    waiting: "Confirm your e-mail address",
    subject: "Confirm your e-mail address",
    verified: "E-mail address confirmed",
    toLogin: "Go to the login page",
    login: "Log in",
    profile: "Profile",
    loginEntry: "Log in",
    signOut: "Log out",
  },
} as const;

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "token");
}

async function signUp(page: Page, locale: "fr" | "en", email: string) {
  const c = copy[locale];
  await page.goto(`${c.prefix}/signup`);
  // The form submits from the browser: a press before hydration would only reload the page.
  await page.waitForLoadState("networkidle");
  await page.getByLabel(c.firstName).fill("Camille");
  await page.getByLabel(startsWith(c.lastName)).fill("Durand");
  await page.getByLabel(c.email).fill(email);
  await page.getByLabel(startsWith(c.password)).fill(password);
  await page.getByLabel(c.repeat).fill(password);
  await page.getByRole("button", { name: c.submitSignup }).click();
  // Hashing the password is deliberately slow, and slower still on a busy machine.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.waiting, { timeout: 15_000 });
}

async function signIn(page: Page, locale: "fr" | "en", email: string, secret = password) {
  const c = copy[locale];
  await page.waitForLoadState("networkidle");
  await page.getByLabel(c.email).fill(email);
  await page.getByLabel(startsWith(c.password)).fill(secret);
  await page.getByRole("button", { name: c.login }).click();
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: sign up, confirm by mail, sign in, token cookie renewed, sign out`, async ({ page, context }) => {
    const email = unique(`camille-${locale}`);
    await page.goto(`${c.prefix}/signup`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.signupTitle);
    await expect(page.getByTestId("top-nav")).toHaveCount(0);

    // The strength shows as the user types.
    await page.getByLabel(startsWith(c.password)).fill("password123");
    await expect(page.getByTestId("password-strength")).toContainText(c.weak);
    await page.getByLabel(startsWith(c.password)).fill(password);
    await expect(page.getByTestId("password-strength")).toContainText(c.strong);
    await expectAccessible(page, { soft: true });

    await signUp(page, locale, email);
    await expect(page.getByTestId("verify-waiting")).toContainText(email);

    const mail = await mailedLink(email);
    expect(mail.subject).toBe(c.subject);
    await page.goto(mail.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.verified);
    await page.getByRole("link", { name: c.toLogin }).click();

    await signIn(page, locale, email);
    await expect(page).toHaveURL(/\/dashboard\/activities$/);
    const nav = page.getByTestId("bottom-nav");
    await expect(nav.getByRole("link", { name: c.profile })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: c.loginEntry })).toHaveCount(0);

    const first = await tokenCookie(context);
    expect(first?.httpOnly).toBe(true);
    expect(first?.sameSite).toBe("Lax");
    expect(first?.value.split(".")).toHaveLength(3);

    // Back on the public site, the browser keeps renewing the token while signed in.
    await page.goto(`${c.prefix}/place`);
    await expect(page.getByTestId("bottom-nav").getByRole("link", { name: c.profile })).toBeVisible();
    await expect.poll(async () => (await tokenCookie(context))?.value, { timeout: 15_000 }).not.toBe(first?.value);

    await page.getByTestId("sign-out").click();
    await expect(page.getByTestId("bottom-nav").getByRole("link", { name: c.loginEntry })).toBeVisible();
    expect((await tokenCookie(context))?.value ?? "").toBe("");
  });
}

test("a reused, forged or expired verification link shows its state, with a resend action", async ({ page }) => {
  const email = unique("links");
  await signUp(page, "en", email);
  const { link } = await mailedLink(email);

  const forged = new URL(link);
  forged.searchParams.set("token", `${forged.searchParams.get("token")?.slice(0, -5)}AAAAA`);
  await page.goto(forged.toString());
  await expect(page.getByTestId("verify-error")).toHaveText("The link is no longer valid");

  // Expired: a link signed like the real ones, 25 hours old, for an account still waiting.
  const waiting = unique("late");
  await signUp(page, "fr", waiting);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ email: waiting })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now - 25 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(await authSecret()));
  await page.goto(`/auth/verify-email/confirm?token=${expired}`);
  await expect(page.getByTestId("verify-error")).toHaveText("Le lien a expiré");
  await page.getByLabel("Adresse e-mail").fill(waiting);
  await page.getByRole("button", { name: "Renvoyer le lien" }).click();
  await expect(page.getByText("Un nouveau lien de confirmation vient d'être envoyé.")).toBeVisible();
  await mailedLink(waiting, 2);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail address confirmed");
  await page.goto(link);
  await expect(page.getByTestId("verify-error")).toHaveText("The link is no longer valid");
});

test("login errors sit next to their field, and an unverified account is sent to the waiting screen", async ({ page }) => {
  const email = unique("errors");
  await signUp(page, "en", email);
  await page.goto("/en/login");
  await signIn(page, "en", email);
  await expect(page).toHaveURL(/\/en\/auth\/verify-email\?email=/);

  await page.goto("/en/login");
  await signIn(page, "en", unique("nobody"));
  await expect(page.getByText("No user associated with this email address")).toBeVisible();

  await confirmMailedAddress(page, email);
  await page.goto("/login");
  await signIn(page, "fr", email, "pas le bon mot de passe");
  await expect(page.getByText("Mot de passe incorrect")).toBeVisible();

  await page.goto("/signup");
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel(startsWith("Nom")).fill("Durand");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel(startsWith("Mot de passe")).fill(password);
  await page.getByLabel("Répétez le mot de passe").fill("autre chose que le mot de passe");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
  await page.getByLabel("Répétez le mot de passe").fill(password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Un utilisateur est déjà associé à cette adresse e-mail")).toBeVisible();
  await page.getByLabel(startsWith("Mot de passe")).fill("motdepasse1");
  await page.getByLabel("Répétez le mot de passe").fill("motdepasse1");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Votre mot de passe n'est pas assez robuste")).toBeVisible();
});

test("reset the password by mail, once; the old sessions end and nobody is signed in", async ({ page, browser }) => {
  const email = unique("reset");
  await signUp(page, "en", email);
  await confirmMailedAddress(page, email);
  await page.goto("/en/login");
  await signIn(page, "en", email);
  await expect(page).toHaveURL(/\/dashboard\/activities$/);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/en/reset-password");
  await visitor.getByLabel("E-mail address").fill(email);
  await visitor.getByRole("button", { name: "Send the link" }).click();
  await expect(visitor.getByTestId("reset-sent")).toContainText(email);
  const { subject, link } = await mailedLink(email, 2);
  expect(subject).toBe("Reset your password");

  const newPassword = "un tout nouveau mot de passe";
  await visitor.goto(link);
  await visitor.getByLabel("New password").fill(newPassword);
  await visitor.getByLabel("Repeat the password").fill(newPassword);
  await visitor.getByRole("button", { name: "Change the password" }).click();
  await expect(visitor.getByTestId("reset-success")).toBeVisible();
  expect((await other.cookies()).find((c) => c.name === "token")).toBeUndefined();

  // The used link says so at once: no form to fill first.
  await visitor.goto(link);
  await expect(visitor.getByTestId("reset-error")).toHaveText("Password edit link invalid");
  await expect(visitor.getByLabel("New password")).toHaveCount(0);
  await other.close();

  // The first browser's session ended with the reset: its next renewal signs it out.
  await page.goto("/en/place");
  await expect(page.getByTestId("bottom-nav").getByRole("link", { name: "Log in" })).toBeVisible({ timeout: 15_000 });
});

test("a forged reset link says so before any password is typed, in both languages", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByTestId("reset-error")).toHaveText("Le lien de modification du mot de passe n'est pas valide");
  await expect(page.getByLabel("Nouveau mot de passe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toBeVisible();
  await page.goto("/en/reset-password?token=not-a-real-token");
  await expect(page.getByTestId("reset-error")).toHaveText("Password edit link invalid");
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

test("signed-out visits to the dashboard come back there after signing in", async ({ page }) => {
  const email = unique("back");
  await signUp(page, "fr", email);
  await confirmMailedAddress(page, email);
  await page.goto("/dashboard/activities?onglet=2");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, "fr", email);
  await expect(page).toHaveURL(/\/dashboard\/activities\?onglet=2$/);
  await expect(page.getByTestId("bottom-nav").getByRole("link", { name: "Profil" })).toHaveAttribute("aria-current", "page");
});
