import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { inDays } from "../support/dates.ts";
import { mailedLink } from "../support/outbox.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { createShow, wineFair } from "../support/trade-shows.ts";

// Exhibitors (docs/trade-shows.md#exhibitors), in both languages: a user applies with the booth wizard, the
// organiser refuses (a reason is required) then validates, each decision mailed in the applicant's language;
// the exhibitor names a colleague, the organiser accredits them, and the colleague edits the booth, which
// visitors then see on the event page, under its hall, and on its own page.

const startsWith = (label: string) => new RegExp(`^${label}`);

const copy = {
  fr: {
    prefix: "",
    addresses: [10, 11, 12],
    apply: "Devenir exposant",
    wizardTitle: "Demander un stand",
    next: "Continuer",
    style: "Moderne",
    colour: "Couleur du stand",
    avatar: "Avatar 3",
    company: "Nom de l'entreprise",
    website: "Site web",
    catchphrase: "Accroche",
    calendar: "Lien de prise de rendez-vous",
    required: "Ce champ est obligatoire.",
    hall: "Hall des vins · Vins",
    submit: "Envoyer ma demande",
    pending: "En attente",
    refused: "Refusé",
    validated: "Validé",
    refuse: "Refuser",
    sendRefusal: "Envoyer le refus",
    reasonRequired: "Veuillez indiquer la raison du refus : elle est envoyée au candidat.",
    reason: "Raison du refus (envoyée à l'exposant)",
    validate: "Valider",
    refusalMail: (show: string) => `Votre candidature au salon ${show} est refusée`,
    validationMail: (show: string) => `Votre stand au salon ${show} est validé`,
    colleagueEmail: "Adresse e-mail du collègue",
    addColleague: "Ajouter le collègue",
    colleaguePending: "Accréditation en attente",
    accredit: "Accréditer",
    accredited: "Accrédité",
    myBooths: "Mes stands",
    open: "Gérer",
    save: "Enregistrer le stand",
    saved: "Stand enregistré",
    licence: "Ma licence",
    freePlan: "Offre gratuite",
    booking: "Prendre rendez-vous",
  },
  en: {
    prefix: "/en",
    addresses: [13, 14, 15],
    apply: "Become an exhibitor",
    wizardTitle: "Apply for a booth",
    next: "Continue",
    style: "Modern",
    colour: "Booth colour",
    avatar: "Avatar 3",
    company: "Company name",
    website: "Website",
    catchphrase: "Catchphrase",
    calendar: "Meeting booking link",
    required: "This field is required.",
    hall: "Hall des vins · Vins",
    submit: "Send my application",
    pending: "Pending",
    refused: "Refused",
    validated: "Validated",
    refuse: "Refuse",
    sendRefusal: "Send the refusal",
    reasonRequired: "Please give the reason for the refusal: the applicant receives it.",
    reason: "Reason for the refusal (sent to the exhibitor)",
    validate: "Validate",
    refusalMail: (show: string) => `Your application to ${show} is refused`,
    validationMail: (show: string) => `Your booth at ${show} is validated`,
    colleagueEmail: "Colleague's e-mail address",
    addColleague: "Add the colleague",
    colleaguePending: "Accreditation pending",
    accredit: "Accredit",
    accredited: "Accredited",
    myBooths: "My booths",
    open: "Manage",
    save: "Save the booth",
    saved: "Booth saved",
    licence: "My licence",
    freePlan: "Free plan",
    booking: "Book a meeting",
  },
} as const;

const application = (page: Page, company: string) => page.getByTestId("application").filter({ hasText: company });

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: a user applies with the booth wizard, the organiser refuses then validates, and an accredited colleague edits the booth`, async ({
    browser,
    baseURL,
  }) => {
    // Three accounts and two mails: minutes on a loaded machine.
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, colleagueAddress = 0] = c.addresses;
    const exhibitorEmail = uniqueEmail(`exhibitor-${locale}`);
    const colleagueEmail = uniqueEmail(`colleague-${locale}`);
    const showName = `Salon des vignerons ${locale} ${Date.now()}`;
    const company = `Cave Martin ${locale}`;

    // The organiser's listed show, with two halls.
    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`organiser-${locale}`));
    const slug = await createShow(
      organiser.request,
      wineFair({
        name: showName,
        startDate: inDays(5),
        endDate: inDays(6),
        openingTime: "09:00",
        closingTime: "18:00",
        themes: ["Vins", "Fromages"],
        halls: [
          { id: "hall-1", name: "Hall des vins", theme: "Vins" },
          { id: "hall-2", name: "Hall des fromages", theme: "Fromages" },
        ],
      }),
    );

    // The exhibitor finds the wizard on the public page.
    const exhibitor = await signedInPage(browser, origin, locale, exhibitorAddress, exhibitorEmail);
    await exhibitor.goto(`${c.prefix}/salon/${slug}`);
    await exhibitor.getByRole("link", { name: c.apply }).click();
    await expect(exhibitor.getByRole("heading", { level: 1 })).toHaveText(c.wizardTitle);
    await expectAccessible(exhibitor);
    const next = exhibitor.getByRole("button", { name: c.next, exact: true });
    // Style, colour, avatar.
    await exhibitor.getByRole("radio", { name: c.style }).check();
    await next.click();
    await expect(exhibitor.getByLabel(startsWith(c.colour))).toBeVisible();
    await expectAccessible(exhibitor);
    await next.click();
    await exhibitor.getByRole("radio", { name: c.avatar }).check();
    await next.click();
    // Essential information: the company name is required, and said so.
    await next.click();
    await expect(exhibitor.getByText(c.required)).toBeVisible();
    await expectAccessible(exhibitor);
    await exhibitor.getByLabel(startsWith(c.company)).fill(company);
    await expect(exhibitor.getByText(c.required)).toBeHidden();
    await exhibitor.getByLabel(startsWith(c.website)).fill("https://cave-martin.example");
    await exhibitor.getByLabel(startsWith(c.calendar)).fill("https://cal.example/cave-martin");
    await exhibitor.getByLabel(startsWith(c.catchphrase)).fill("Des vins vivants");
    await next.click();
    // The hall, among the show's.
    await exhibitor.getByRole("radio", { name: c.hall }).check();
    await next.click();
    const summary = exhibitor.getByTestId("booth-summary");
    await expect(summary).toContainText(company);
    await expect(summary).toContainText(c.hall);
    await expect(summary).toContainText(c.style);
    await exhibitor.getByRole("button", { name: c.submit }).click();
    await exhibitor.waitForURL(/\/tradeshow\/booths\/[0-9a-f-]+$/);
    await expect(exhibitor.getByTestId("booth-status")).toHaveText(c.pending);
    await expectAccessible(exhibitor, { settled: true });
    // Pending: visitors do not see it yet.
    await exhibitor.goto(`${c.prefix}/salon/${slug}`);
    await expect(exhibitor.getByTestId("exhibitors")).toHaveCount(0);

    // The organiser refuses: a reason is needed; the applicant gets it by mail, in the language they applied in.
    await organiser.goto(`/tradeshow/shows/${slug}/exhibitors`);
    const card = application(organiser, company);
    await expect(card.getByTestId("application-status")).toHaveText(c.pending);
    await expectAccessible(organiser);
    await card.getByRole("button", { name: startsWith(c.refuse) }).click();
    await card.getByRole("button", { name: c.sendRefusal }).click();
    await expect(card.getByText(c.reasonRequired)).toBeVisible();
    await card.getByLabel(c.reason).fill("Le logo manque.");
    await card.getByRole("button", { name: c.sendRefusal }).click();
    await expect(card.getByTestId("application-status")).toHaveText(c.refused);
    // The first mail confirmed the address; the second is the refusal.
    expect((await mailedLink(exhibitorEmail, 2)).subject).toBe(c.refusalMail(showName));

    // Then validates it.
    await card.getByRole("button", { name: startsWith(c.validate) }).click();
    await expect(card.getByTestId("application-status")).toHaveText(c.validated);
    expect((await mailedLink(exhibitorEmail, 3)).subject).toBe(c.validationMail(showName));

    // The exhibitor names a colleague; the organiser accredits them.
    await exhibitor.goto("/tradeshow");
    await exhibitor
      .getByTestId("my-booth")
      .filter({ hasText: company })
      .getByRole("link", { name: startsWith(c.open) })
      .click();
    await expect(exhibitor.getByTestId("booth-status")).toHaveText(c.validated);
    // The form works once the page's script runs.
    await exhibitor.waitForLoadState("networkidle");
    await exhibitor.getByLabel(startsWith(c.colleagueEmail)).fill(colleagueEmail);
    await exhibitor.getByRole("button", { name: c.addColleague }).click();
    await expect(exhibitor.getByTestId("colleagues")).toContainText(c.colleaguePending);
    await organiser.reload();
    await organiser.waitForLoadState("networkidle");
    const colleagueLine = application(organiser, company).getByTestId("colleague").filter({ hasText: colleagueEmail });
    await expect(colleagueLine).toContainText(c.colleaguePending);
    await colleagueLine.getByRole("button", { name: startsWith(c.accredit) }).click();
    await expect(colleagueLine).toContainText(c.accredited);

    // The accredited colleague finds the booth in their console and edits it.
    const colleague = await signedInPage(browser, origin, locale, colleagueAddress, colleagueEmail);
    await colleague.goto("/tradeshow");
    await expect(colleague.getByRole("heading", { name: c.myBooths })).toBeVisible();
    await colleague
      .getByTestId("my-booth")
      .filter({ hasText: company })
      .getByRole("link", { name: startsWith(c.open) })
      .click();
    await colleague.waitForLoadState("networkidle");
    await colleague.getByLabel(startsWith(c.catchphrase)).fill("Des vins vivants, servis par Cid");
    await colleague.getByRole("button", { name: c.save }).click();
    await expect(colleague.getByText(c.saved)).toBeVisible();
    await expectAccessible(colleague, { settled: true });
    // "My licence": no Business licence assigned, the show's free plan counts the booth.
    await colleague.getByRole("link", { name: c.licence }).click();
    await expect(colleague.getByTestId("booth-plan")).toHaveText(c.freePlan);
    await expectAccessible(colleague);

    // Visitors: the event page lists the booth under its hall; the booth's own page.
    await colleague.goto(`${c.prefix}/salon/${slug}`);
    const listed = colleague.getByTestId("exhibitors");
    await expect(listed).toContainText("Hall des vins");
    await expect(listed).toContainText("Des vins vivants, servis par Cid");
    await expectAccessible(colleague);
    await listed.getByRole("link", { name: company }).click();
    await expect(colleague).toHaveURL(new RegExp(`${c.prefix}/salon/${slug}/stand/[0-9a-f-]+$`));
    await expect(colleague.getByTestId("booth-company")).toHaveText(company);
    await expect(colleague.getByTestId("booth-catchphrase")).toHaveText("Des vins vivants, servis par Cid");
    await expect(colleague.getByRole("link", { name: c.booking })).toHaveAttribute("href", "https://cal.example/cave-martin");
    await expectAccessible(colleague);
  });
}
