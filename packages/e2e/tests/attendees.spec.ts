import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { phone } from "../support/phone.ts";
import { createShow, validatedBooth, wineFair } from "../support/trade-shows.ts";

// Attendees (docs/trade-shows.md#attendees), in both languages: a user joins a show from its page, fills in a
// professional card sharing some fields and leaves it from a booth's page, all on a phone with the keyboard; the
// exhibitor sees the lead at once, rates it, downloads it and writes to it (its phone also reads the card's QR
// code); the attendee reads that message and turns first messages and mails off; the attendee withdraws the card
// and the exhibitor no longer sees its details; the organiser counts the attendee.

const copy = {
  fr: {
    prefix: "",
    addresses: [40, 41, 42],
    join: "Rejoindre le salon",
    joined: "Vous participez à ce salon.",
    firstName: "Prénom",
    lastName: "Nom",
    company: "Entreprise",
    phoneField: "Téléphone",
    share: (field: string) => `Partager : ${field}`,
    saveCard: "Enregistrer la carte",
    leaveCard: "Laisser ma carte",
    cardLeft: "Votre carte est chez cet exposant.",
    fourStars: "4 étoiles",
    notes: "Notes",
    save: "Enregistrer",
    withdraw: (company: string) => `Retirer ma carte de chez ${company}`,
    withdrawn: "Carte retirée par le participant",
    scanTitle: "Une carte de visite",
    writeTo: (name: string) => `Écrire à ${name}`,
    newTo: (name: string) => `Nouveau message à ${name}`,
    body: "Votre message",
    send: "Envoyer",
    mailUnread: "M'envoyer un e-mail pour les messages non lus",
    nobody: "Personne : seuls les stands à qui j'écris me répondent",
    saveSettings: "Enregistrer les réglages",
    scanTo: (company: string) => `Ajouter aux contacts de ${company}`,
    unknownCode: "Ce code de carte est inconnu ou a été retiré.",
    oneAttendee: "1 participant",
    myShows: "Mes salons",
  },
  en: {
    prefix: "/en",
    addresses: [43, 44, 45],
    join: "Join the trade show",
    joined: "You are attending this trade show.",
    firstName: "First name",
    lastName: "Last name",
    company: "Company",
    phoneField: "Phone",
    share: (field: string) => `Share ${field}`,
    saveCard: "Save the card",
    leaveCard: "Leave my card",
    cardLeft: "Your card is with this exhibitor.",
    fourStars: "4 stars",
    notes: "Notes",
    save: "Save",
    withdraw: (company: string) => `Withdraw my card from ${company}`,
    withdrawn: "Card withdrawn by the attendee",
    scanTitle: "A business card",
    writeTo: (name: string) => `Write to ${name}`,
    newTo: (name: string) => `New message to ${name}`,
    body: "Your message",
    send: "Send",
    mailUnread: "Mail me about messages left unread",
    nobody: "Nobody: only the booths I write to answer me",
    saveSettings: "Save the settings",
    scanTo: (company: string) => `Add to the leads of ${company}`,
    unknownCode: "This card code is unknown or was withdrawn.",
    oneAttendee: "1 attendee",
    myShows: "My trade shows",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an attendee joins, leaves a professional card at a booth, the exhibitor rates, exports and answers it, the attendee withdraws it`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, attendeeAddress = 0] = c.addresses;
    const showName = `Salon des cavistes ${locale} ${Date.now()}`;
    const company = `Cave Morel ${locale}`;

    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`organiser-${locale}`));
    // Under way: writing to a lead is part of the show's online access.
    const slug = await createShow(organiser.request, wineFair({ name: showName }));

    const exhibitor = await signedInPage(browser, origin, locale, exhibitorAddress, uniqueEmail(`exhibitor-${locale}`));
    const boothId = await validatedBooth(organiser.request, exhibitor.request, slug, { companyName: company });

    // On a phone, with the keyboard: joining from the event page.
    const attendee = await signedInPage(browser, origin, locale, attendeeAddress, uniqueEmail(`attendee-${locale}`), phone);
    await attendee.goto(`${c.prefix}/salon/${slug}`);
    const join = attendee.getByRole("button", { name: c.join });
    // Shown once the page's script knows the visitor is signed in and not attending yet.
    await expect(join).toBeVisible();
    await join.focus();
    await attendee.keyboard.press("Enter");
    await expect(attendee.getByText(c.joined)).toBeVisible();
    await expect(join).toBeHidden();
    await expectAccessible(attendee);

    // The professional card, sharing the name and company but not the phone.
    await attendee.goto("/tradeshow/attendee/cards");
    const card = attendee.getByTestId("card-professional");
    await card.getByLabel(c.firstName, { exact: true }).fill("Ida");
    await card.getByLabel(c.lastName, { exact: true }).fill("Morel");
    await card.getByLabel(c.company, { exact: true }).fill("Morel Vins");
    await card.getByLabel(c.phoneField, { exact: true }).fill("06 12 34 56 78");
    for (const field of [c.firstName, c.lastName, c.company]) {
      await card.getByRole("checkbox", { name: c.share(field) }).focus();
      await attendee.keyboard.press("Space");
    }
    await card.getByRole("button", { name: c.saveCard }).focus();
    await attendee.keyboard.press("Enter");
    await expect(card.getByRole("checkbox", { name: c.share(c.company) })).toBeChecked();
    await expectAccessible(attendee, { settled: true });

    // Leaving it from the booth's page.
    await attendee.goto(`${c.prefix}/salon/${slug}/stand/${boothId}`);
    const leave = attendee.getByRole("button", { name: c.leaveCard });
    await expect(leave).toBeVisible();
    await leave.focus();
    await attendee.keyboard.press("Enter");
    await expect(attendee.getByText(c.cardLeft)).toBeVisible();
    await expectAccessible(attendee);

    // The exhibitor sees the lead at once, only the shared fields, rates it and downloads it.
    await exhibitor.goto(`/tradeshow/booths/${boothId}/leads`);
    const lead = exhibitor.getByTestId("lead");
    await expect(lead.getByRole("heading", { name: "Ida Morel" })).toBeVisible();
    await expect(lead).toContainText("Morel Vins");
    await expect(lead).not.toContainText("06 12 34 56 78");
    await expectAccessible(exhibitor);
    // Mantine draws the stars over visually hidden radios: chosen with the keyboard.
    await lead.getByRole("radio", { name: c.fourStars }).focus();
    await exhibitor.keyboard.press("Space");
    await expect(lead.getByRole("radio", { name: c.fourStars })).toBeChecked();
    await lead.getByLabel(c.notes).fill("Douze caisses");
    await lead.getByRole("button", { name: c.save, exact: true }).click();
    await expect
      .poll(
        async () =>
          ((await (await exhibitor.request.get(`/api/booths/${boothId}/leads`)).json()) as Array<{ rating: number }>)[0]?.rating,
      )
      .toBe(4);
    const csv = await (await exhibitor.request.get(`/api/booths/${boothId}/leads.csv`)).text();
    expect(csv).toContain('"Ida","Morel"');
    expect(csv).toContain('"4"');
    const vcard = await (await exhibitor.request.get(`/api/booths/${boothId}/leads.vcf`)).text();
    expect(vcard).toContain("FN:Ida Morel");

    // The exhibitor writes first to the lead; the attendee reads it in their messages.
    await lead.getByRole("link", { name: c.writeTo("Ida Morel") }).click();
    await expect(exhibitor.getByRole("heading", { name: c.newTo("Ida Morel") })).toBeVisible();
    await exhibitor.getByLabel(c.body).fill("Merci de votre visite, voici nos tarifs.");
    await exhibitor.getByRole("button", { name: c.send }).click();
    await expect(exhibitor.getByTestId("thread")).toContainText("Merci de votre visite, voici nos tarifs.");
    await expectAccessible(exhibitor);
    await attendee.goto("/tradeshow/messages");
    await attendee.getByRole("link", { name: new RegExp(company) }).click();
    await expect(attendee.getByTestId("thread")).toContainText("Merci de votre visite, voici nos tarifs.");

    // The attendee's settings, with the keyboard: no more first messages, no mail.
    await attendee.goto("/tradeshow/attendee/settings");
    await attendee.getByRole("checkbox", { name: c.mailUnread }).focus();
    await attendee.keyboard.press("Space");
    await attendee.getByRole("radio", { name: c.nobody }).focus();
    await attendee.keyboard.press("Space");
    await attendee.getByRole("button", { name: c.saveSettings }).focus();
    await attendee.keyboard.press("Enter");
    await expect
      .poll(async () => (await attendee.request.get("/api/me/message-settings")).json())
      .toEqual({ mailUnread: false, firstContact: "nobody" });
    await attendee.reload();
    await expect(attendee.getByRole("radio", { name: c.nobody })).toBeChecked();
    await expect(attendee.getByRole("checkbox", { name: c.mailUnread })).not.toBeChecked();
    await expectAccessible(attendee);
    await exhibitor.goto(`/tradeshow/booths/${boothId}/leads`);

    // The attendee withdraws the card; the exhibitor no longer sees its details.
    await attendee.goto("/tradeshow/attendee/cards");
    const withdraw = attendee.getByRole("button", { name: c.withdraw(company) });
    await withdraw.focus();
    await attendee.keyboard.press("Enter");
    await expect(withdraw).toBeHidden();
    await exhibitor.reload();
    await expect(exhibitor.getByTestId("lead-withdrawn")).toHaveText(c.withdrawn);
    await expect(exhibitor.getByTestId("lead")).not.toContainText("Morel Vins");

    // Met at the booth, the attendee shows the card's QR code; the exhibitor's phone camera opens its address.
    const qr = await attendee.request.post("/api/me/business-cards/professional/qr-code");
    expect(qr.status()).toBe(201);
    const { url } = (await qr.json()) as { url: string };
    const scanner = await (
      await browser.newContext({ baseURL: origin, ...phone, storageState: await exhibitor.context().storageState() })
    ).newPage();
    await scanner
      .context()
      .setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `198.51.100.${exhibitorAddress}` });
    await scanner.goto(new URL(url).pathname);
    await expect(scanner.getByRole("heading", { name: c.scanTitle })).toBeVisible();
    await expectAccessible(scanner);
    await scanner.getByRole("button", { name: c.scanTo(company) }).click();
    await expect(scanner).toHaveURL(new RegExp(`/tradeshow/booths/${boothId}/leads$`));
    await expect(scanner.getByTestId("lead").getByRole("heading", { name: "Ida Morel" })).toBeVisible();
    await expect(scanner.getByTestId("lead-withdrawn")).toHaveCount(0);
    // The same code, opened again once the attendee revoked it, names no card.
    expect((await attendee.request.delete("/api/me/business-cards/professional/qr-code")).status()).toBe(204);
    await scanner.goto(new URL(url).pathname);
    await scanner.getByRole("button", { name: c.scanTo(company) }).click();
    await expect(scanner.getByRole("alert").filter({ hasText: c.unknownCode })).toBeVisible();

    // The attendee's shows, and the organiser's count.
    await attendee.goto("/tradeshow/attendee");
    await expect(attendee.getByTestId("attended-show")).toContainText(showName);
    await expectAccessible(attendee);
    await organiser.goto(`/tradeshow/shows/${slug}/attendees`);
    await expect(organiser.getByTestId("attendee-total")).toHaveText(c.oneAttendee);
    await expectAccessible(organiser);
  });
}
