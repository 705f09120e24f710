import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";

const copy = {
  fr: {
    prefix: "",
    footerLink: "Mentions légales",
    legalTitle: "Mentions légales",
    publisher: "Éditeur du site",
    director: "Directeur de la publication",
    host: "Hébergeur",
    notProvided: "Non renseigné par l'exploitant du site",
    audiences: ["Visiteurs", "Propriétaires d'activités", "Organisateurs", "Exposants", "Participants", "Conférenciers"],
    question: "Combien coûte le référencement de mon activité ?",
    answer: "Ajouter, modifier et supprimer votre activité est gratuit.",
    empty: "Aucune question pour le moment.",
    article: "Cinq conseils pour une fiche d'activité complète",
  },
  en: {
    prefix: "/en",
    footerLink: "Legal notice",
    legalTitle: "Legal notice",
    publisher: "Publisher",
    director: "Publication director",
    host: "Host",
    notProvided: "Not provided by the site's operator",
    audiences: ["Visitors", "Activity owners", "Organisers", "Exhibitors", "Attendees", "Speakers"],
    question: "How much does listing my activity cost?",
    answer: "Adding, editing and deleting your activity is free.",
    empty: "No questions yet.",
    article: "Five tips for a complete activity listing",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the legal notice is reached from the footer and shows the operator's configured details`, async ({ page }) => {
    await page.goto(`${c.prefix}/place`);
    await page.getByTestId("footer").getByRole("link", { name: c.footerLink }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/legal-notice$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.legalTitle);
    const publisher = page.getByRole("region", { name: c.publisher });
    await expect(publisher).toContainText("Association Les Sorties du Rhône");
    await expect(publisher).toContainText("Association loi 1901, RNA W691234567");
    await expect(publisher).toContainText("12 rue Saint-Jean, 69005 Lyon, France");
    await expect(publisher.getByRole("link", { name: "contact@sorties-du-rhone.example" })).toHaveAttribute(
      "href",
      "mailto:contact@sorties-du-rhone.example",
    );
    await expect(page.getByRole("region", { name: c.director })).toContainText("Camille Durand");
    const host = page.getByRole("region", { name: c.host });
    await expect(host).toContainText("Hébergement Exemple SAS");
    // The host's phone is not configured in the test stack: the page says so rather than inventing one.
    await expect(host).toContainText(c.notProvided);
    await expectAccessible(page);
  });

  test(`${locale}: the FAQ answers every audience and the blog has articles out of the box`, async ({ page }) => {
    await page.goto(`${c.prefix}/faq`);
    await expect(page.getByText(c.empty)).toHaveCount(0);
    expect(await page.getByTestId("faq-entry").count()).toBeGreaterThanOrEqual(12);
    for (const audience of c.audiences) {
      const section = page.getByRole("region", { name: audience, exact: true });
      expect(await section.getByTestId("faq-entry").count(), audience).toBeGreaterThan(0);
    }
    await page.getByText(c.question).click();
    await expect(page.getByText(c.answer, { exact: false })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${c.prefix}/blog`);
    expect(await page.getByTestId("blog-article").count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("link", { name: c.article }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.article);
    await expect(page.getByTestId("article-body")).not.toBeEmpty();
  });
}
