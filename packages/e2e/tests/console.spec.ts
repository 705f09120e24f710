import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { mailedLink } from "../support/outbox.ts";
import { startsWith } from "../support/wizard-labels.ts";

const password = "la girafe mange des crêpes à minuit";
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../apps/api");

const copy = {
  fr: {
    prefix: "",
    newPassword: "Nouveau mot de passe",
    repeat: "Répétez le mot de passe",
    changePassword: "Changer le mot de passe",
    email: "Adresse e-mail",
    password: "Mot de passe",
    login: "Se connecter",
    overview: "Vue d'ensemble",
    openRequests: "Demandes en cours",
    contactNav: "Messages de contact",
    markHandled: "Marquer comme traité",
    handled: "Le message est marqué comme traité.",
    dataRightsNav: "Demandes sur les données",
    start: "Prendre en charge",
    complete: "Marquer comme traitée",
    done: "Traitée",
    download: "Télécharger l'export (JSON)",
    requestDone: "Demande traitée",
    suggestionsNav: "Signalements",
    dismiss: "Écarter",
    dismissed: "Le signalement est écarté.",
    faqNav: "FAQ",
    question: "Question",
    answer: "Réponse",
    add: "Ajouter la question",
    save: "Enregistrer",
    tooShort: "Veuillez saisir au moins 3 caractères.",
    blogNav: "Blog",
    newArticle: "Nouvel article",
    editArticle: "Modifier l'article",
    slug: "Adresse de l'article",
    articleTitle: "Titre",
    summary: "Résumé",
    body: "Texte",
    published: "Publié",
    create: "Créer l'article",
    invalid: "Cette valeur n'est pas valide.",
    saved: "L'article est enregistré.",
    deleteQuestion: "Supprimer",
    questionDeleted: "La question est supprimée.",
    deleteArticle: "Supprimer l'article",
    articleDeleted: "L'article est supprimé.",
    activitiesNav: "Activités",
    search: "Rechercher (nom, ville, adresse)",
    filter: "Filtrer",
    unpublish: "Dépublier",
    republish: "Republier",
    unpublished: "n'est plus visible sur le site",
    usersNav: "Utilisateurs",
    usersSearch: "Rechercher (nom, e-mail)",
    suspend: "Suspendre",
    reinstate: "Rétablir",
    suspendedBadge: "Suspendu",
    outboxNav: "Courriels envoyés",
    receivedSubject: "Nous avons bien reçu votre demande relative à vos données",
    auditNav: "Journal d'audit",
    french: "Français",
    english: "Anglais",
  },
  en: {
    prefix: "/en",
    newPassword: "New password",
    repeat: "Repeat the password",
    changePassword: "Change the password",
    email: "E-mail address",
    password: "Password",
    login: "Log in",
    overview: "Overview",
    openRequests: "Open requests",
    contactNav: "Contact messages",
    markHandled: "Mark as handled",
    handled: "The message is marked as handled.",
    dataRightsNav: "Data-rights requests",
    start: "Start handling",
    complete: "Mark as done",
    done: "Done",
    download: "Download the export (JSON)",
    requestDone: "Request done",
    suggestionsNav: "Modification reports",
    dismiss: "Dismiss",
    dismissed: "The report is dismissed.",
    faqNav: "FAQ",
    question: "Question",
    answer: "Answer",
    add: "Add the question",
    save: "Save",
    tooShort: "Please enter at least 3 characters.",
    blogNav: "Blog",
    newArticle: "New article",
    editArticle: "Edit the article",
    slug: "Article address",
    articleTitle: "Title",
    summary: "Summary",
    body: "Text",
    published: "Published",
    create: "Create the article",
    invalid: "This value is invalid.",
    saved: "The article is saved.",
    deleteQuestion: "Delete",
    questionDeleted: "The question is deleted.",
    deleteArticle: "Delete the article",
    articleDeleted: "The article is deleted.",
    activitiesNav: "Activities",
    search: "Search (name, city, address)",
    filter: "Filter",
    unpublish: "Unpublish",
    republish: "Republish",
    unpublished: "no longer shows on the site",
    usersNav: "Users",
    usersSearch: "Search (name, e-mail)",
    suspend: "Suspend",
    reinstate: "Reinstate",
    suspendedBadge: "Suspended",
    outboxNav: "Sent mail",
    receivedSubject: "We have received your request about your data",
    auditNav: "Audit log",
    french: "French",
    english: "English",
  },
} as const;

type Locale = keyof typeof copy;

async function useLocale(context: BrowserContext, locale: Locale, baseURL: string) {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

/** An ordinary account, signed up and confirmed through the api and its mail, signed in on `page`. */
async function ordinaryUser(page: Page, request: APIRequestContext, locale: Locale, origin: string) {
  const email = unique(`user-${locale}`);
  const signUp = await request.post("/api/auth/sign-up", {
    headers: { "accept-language": locale },
    data: { firstName: "Camille", lastName: "Durand", email, password, passwordConfirmation: password },
  });
  expect(signUp.status()).toBe(201);
  await page.goto((await mailedLink(email)).link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    locale === "fr" ? "Adresse e-mail confirmée" : "E-mail address confirmed",
  );
  const signIn = await page.request.post("/api/auth/sign-in", { headers: { origin }, data: { email, password } });
  expect(signIn.ok()).toBe(true);
  return email;
}

/** An administrator made by the CLI, who chooses a password through the one-time link it prints. */
async function cliAdmin(page: Page, locale: Locale, baseURL: string) {
  const c = copy[locale];
  const email = unique(`admin-${locale}`);
  const output = execFileSync(process.execPath, ["src/cli.ts", "admin:create", email, "Ada", "Support"], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PUBLIC_ORIGIN: baseURL, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const link = new URL(output.match(/https?:\/\/\S+/)?.[0] ?? "");
  expect(link.pathname).toBe("/reset-password");
  await page.goto(`${c.prefix}/reset-password${link.search}`);
  await page.getByLabel(c.newPassword).fill(password);
  await page.getByLabel(c.repeat).fill(password);
  await page.getByRole("button", { name: c.changePassword }).click();
  await expect(page.getByTestId("reset-success")).toBeVisible();

  // Signed out, the console sends its visitor to sign in, and back.
  await page.goto("/admin/data-rights");
  await expect(page).toHaveURL(`${baseURL}${c.prefix}/login?redirectTo=%2Fadmin%2Fdata-rights`);
  await page.getByLabel(c.email).fill(email);
  await page.getByLabel(startsWith(c.password)).fill(password);
  await page.getByRole("button", { name: c.login }).click();
  await expect(page).toHaveURL(/\/admin\/data-rights$/);
  return email;
}

async function someActivity(request: APIRequestContext, locale: Locale) {
  const [city] = await (await request.get("/api/cities?limit=100")).json();
  const activities = await (await request.get(`/api/cities/${city.slug}/activities?limit=48`)).json();
  // One per test, as both languages run at once.
  return activities.at(locale === "fr" ? -1 : -2) as { slug: string; name: string };
}

const nav = (page: Page) => page.getByRole("navigation", { name: /administration/i });

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an administrator made by the CLI handles the support queues and edits the FAQ and the blog`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = baseURL ?? "";
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

    // A signed-in user asks for their data (portability) and is refused the console.
    const userContext = await browser.newContext();
    await useLocale(userContext, locale, origin);
    const userPage = await userContext.newPage();
    const userEmail = await ordinaryUser(userPage, request, locale, origin);
    const refused = await userPage.goto("/admin/");
    expect(refused?.status()).toBe(403);
    const asked = await userPage.request.post("/api/data-rights", {
      headers: { origin, "accept-language": locale },
      data: { type: "portability", name: "Camille Durand", email: userEmail, details: `export ${stamp}` },
    });
    expect(asked.status()).toBe(201);
    const { reference } = await asked.json();
    // The request reaches the support team once confirmed from its address (ADR 051).
    const confirm = new URL((await mailedLink(userEmail, 2)).link).searchParams.get("token");
    expect((await request.post("/api/data-rights/confirm", { data: { token: confirm } })).ok()).toBe(true);
    await userContext.close();

    // A visitor writes to customer service, and another reports a mistake on an activity.
    const subject = `Horaires ${stamp}`;
    expect(
      (
        await request.post("/api/contact", {
          headers: { "accept-language": locale },
          data: { name: "Lou", email: unique("lou"), subject, message: "Bonjour, les horaires du musée ont changé cet hiver." },
        })
      ).status(),
    ).toBe(201);
    const activity = await someActivity(request, locale);
    const report = `Le numéro de téléphone a changé ${stamp}`;
    expect((await request.post(`/api/activities/${activity.slug}/suggestions`, { data: { message: report } })).status()).toBe(
      201,
    );

    await useLocale(context, locale, origin);
    await cliAdmin(page, locale, origin);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page).toHaveTitle("Administration");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // Overview: headline counts and the charts.
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.overview);
    await expect(page.getByTestId("total-requests")).not.toHaveText("0");
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await expectAccessible(page, { settled: true });

    // The contact message, marked as handled.
    await nav(page).getByRole("link", { name: c.contactNav }).click();
    const message = page.getByTestId("contact-message").filter({ hasText: subject });
    await expect(message).toBeVisible();
    await expectAccessible(page, { settled: true });
    await message.getByRole("button", { name: c.markHandled }).click();
    await expect(page.getByText(c.handled)).toBeVisible();
    await expect(page.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);

    // The data-rights request: in progress, then done, which produces the export.
    await nav(page).getByRole("link", { name: c.dataRightsNav }).click();
    await expect(page.getByTestId("data-rights-table")).toContainText(userEmail);
    await expectAccessible(page, { settled: true });
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await page.getByRole("button", { name: c.start }).click();
    await page.getByRole("button", { name: c.complete }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.complete }).click();
    await expect(page.getByTestId("request-status")).toHaveText(c.done);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: c.download }).click();
    const exported = JSON.parse(await readFile((await (await downloading).path()) ?? "", "utf8"));
    expect(exported.profile.email).toBe(userEmail);
    await page.reload();
    await expect(page.getByTestId("audit-table")).toContainText(c.requestDone);
    await expectAccessible(page, { settled: true });

    // The modification report, dismissed.
    await nav(page).getByRole("link", { name: c.suggestionsNav }).click();
    const card = page.getByTestId("suggestion").filter({ hasText: report });
    await expect(card.getByRole("link", { name: activity.name })).toHaveAttribute(
      "href",
      `${c.prefix}/activity/${activity.slug}`,
    );
    await card.getByRole("button", { name: c.dismiss }).click();
    await expect(page.getByText(c.dismissed)).toBeVisible();
    await expect(page.getByTestId("suggestion").filter({ hasText: report })).toHaveCount(0);

    // A FAQ entry: the api's validation shows on the field; once added and edited, the public api has it.
    await nav(page).getByRole("link", { name: c.faqNav }).click();
    const newEntry = page.locator("form").filter({ has: page.getByRole("button", { name: c.add }) });
    const french = newEntry.locator('[lang="fr"]');
    const english = newEntry.locator('[lang="en"]');
    await french.getByLabel(c.question).fill("Qu");
    await french.getByLabel(c.answer).fill("Une réponse en français.");
    await english.getByLabel(c.question).fill(`How do I list my activity ${stamp}?`);
    await english.getByLabel(c.answer).fill("An answer in English.");
    await newEntry.getByRole("button", { name: c.add }).click();
    await expect(french.getByText(c.tooShort)).toBeVisible();
    await french.getByLabel(c.question).fill(`Comment référencer mon activité ${stamp} ?`);
    await newEntry.getByRole("button", { name: c.add }).click();
    await expect(french.getByLabel(c.question)).toHaveValue("");
    await page.getByRole("button", { name: new RegExp(`Comment référencer mon activité ${stamp}`) }).click();
    const entryForm = page.locator(".mantine-Accordion-item").filter({ hasText: stamp }).locator("form");
    await entryForm.locator('[lang="en"]').getByLabel(c.question).fill(`How do I list my activity for free ${stamp}?`);
    await entryForm.getByRole("button", { name: c.save }).click();
    await expect
      .poll(async () =>
        ((await (await request.get("/api/faq")).json()) as Array<{ questionEn: string }>).map((e) => e.questionEn),
      )
      .toContain(`How do I list my activity for free ${stamp}?`);
    await expectAccessible(page, { settled: true });
    // Deleted after a confirmation: the notice outlives the entry, and the public api no longer has it.
    await entryForm.getByRole("button", { name: c.deleteQuestion }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.deleteQuestion }).click();
    await expect(page.getByText(c.questionDeleted)).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`Comment référencer mon activité ${stamp}`) })).toHaveCount(0);
    expect(
      ((await (await request.get("/api/faq")).json()) as Array<{ questionEn: string }>).map((e) => e.questionEn),
    ).not.toContain(`How do I list my activity for free ${stamp}?`);

    // A blog article in both languages, published; an invalid address is refused on its field first.
    await nav(page).getByRole("link", { name: c.blogNav }).click();
    await page.getByRole("link", { name: c.newArticle }).click();
    const slug = `sorties-${locale}-${stamp}`;
    await page.getByLabel(c.slug).fill("Pas Une Adresse");
    for (const [index, suffix, title] of [
      [0, "Fr", "Sorties d'automne"],
      [1, "En", "Autumn outings"],
    ] as const) {
      await page.locator(`input[name="title${suffix}"]`).fill(title);
      await page.locator(`textarea[name="summary${suffix}"]`).fill(`${title}, the summary.`);
      await page.getByRole("textbox", { name: c.body }).nth(index).click();
      await page.keyboard.type(`${title}: the body of the article.`);
    }
    await page.getByLabel(c.published).check();
    await page.getByRole("button", { name: c.create }).click();
    await expect(page.getByText(c.invalid)).toBeVisible();
    await page.getByLabel(c.slug).fill(slug);
    await page.getByRole("button", { name: c.create }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.editArticle);
    // Saved: the refusal's message does not stay next to the field.
    await expect(page.getByText(c.invalid)).toHaveCount(0);
    const published = await (await request.get(`/api/blog/${slug}`)).json();
    expect(published).toMatchObject({ titleFr: "Sorties d'automne", titleEn: "Autumn outings" });
    expect(published.bodyEn).toContain("Autumn outings: the body of the article.");
    await page.locator('input[name="titleEn"]').fill("Autumn outings near you");
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await expect
      .poll(async () => (await (await request.get(`/api/blog/${slug}`)).json()).titleEn)
      .toBe("Autumn outings near you");
    await expectAccessible(page, { settled: true });
    await page.getByRole("button", { name: c.deleteArticle }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.deleteArticle }).click();
    await expect(page.getByText(c.articleDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);

    // The activities table: searched through the URL, unpublished (the public page goes) and republished.
    await nav(page).getByRole("link", { name: c.activitiesNav }).click();
    await page.getByLabel(c.search).fill(activity.slug);
    await page.getByRole("button", { name: c.filter, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${activity.slug}`));
    await expect(page.getByTestId("activities-table").getByRole("row")).toHaveCount(2);
    const row = page.getByTestId("activities-table").getByRole("row").filter({ hasText: activity.name }).first();
    await row.getByRole("button", { name: new RegExp(c.unpublish) }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.unpublish }).click();
    await expect(page.getByText(c.unpublished)).toBeVisible();
    expect((await request.get(`/api/activities/${activity.slug}`)).status()).toBe(404);
    expect((await request.get(`/activity/${activity.slug}`)).status()).toBe(404);
    await row.getByRole("button", { name: new RegExp(c.republish) }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.republish }).click();
    await expect.poll(async () => (await request.get(`/api/activities/${activity.slug}`)).status()).toBe(200);
    // The public page is back within seconds, not when the front door's memory of the 404 (a minute) runs out.
    await expect.poll(async () => (await request.get(`/activity/${activity.slug}`)).status(), { timeout: 10_000 }).toBe(200);
    await expectAccessible(page, { settled: true });

    // Users: the requester, suspended then reinstated.
    await nav(page).getByRole("link", { name: c.usersNav }).click();
    await page.getByLabel(c.usersSearch).fill(userEmail);
    await page.getByRole("button", { name: c.filter, exact: true }).click();
    const userRow = page.getByTestId("users-table").getByRole("row").filter({ hasText: userEmail });
    await userRow.getByRole("button", { name: new RegExp(c.suspend) }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.suspend }).click();
    await expect(userRow.getByText(c.suspendedBadge)).toBeVisible();
    await userRow.getByRole("button", { name: new RegExp(c.reinstate) }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.reinstate }).click();
    await expect(userRow.getByText(c.suspendedBadge)).toHaveCount(0);

    // The outbox: the requester's confirmation, its HTML in a sandboxed frame.
    await nav(page).getByRole("link", { name: c.outboxNav }).click();
    await page
      .getByTestId("outbox-table")
      .getByRole("row")
      .filter({ hasText: userEmail })
      .getByRole("link", { name: c.receivedSubject })
      .click();
    const frame = page.getByTestId("mail-html");
    await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    await expect(page.frameLocator('[data-testid="mail-html"]').locator("body")).toContainText(reference);
    // A mail shown in a sandboxed, script-less frame is the mail's own markup, and axe cannot enter the frame.
    await expectAccessible(page, { settled: true, exclude: ['[data-testid="mail-html"]'] });

    // Every action above is in the audit log.
    await nav(page).getByRole("link", { name: c.auditNav }).click();
    await expect(page.getByTestId("audit-table")).toContainText(c.requestDone);
  });
}

test("the console refuses ordinary users (403) and sends anonymous visitors to sign in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const anonymous = await request.get("/admin/activities?q=x", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(`${baseURL}/login?redirectTo=%2Fadmin%2Factivities%3Fq%3Dx`);
  await page.goto("/admin/");
  await expect(page).toHaveURL(new RegExp(`^${baseURL}(/en)?/login\\?redirectTo=%2Fadmin%2F$`));

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await ordinaryUser(userPage, request, "en", baseURL ?? "");
  for (const path of ["/admin/", "/admin/data-rights", "/admin/faq"]) {
    const response = await userPage.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  expect((await userPage.request.get("/api/admin/overview")).status()).toBe(403);
  await context.close();
});
