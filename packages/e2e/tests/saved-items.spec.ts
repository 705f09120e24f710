import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { inDays } from "../support/dates.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { phone } from "../support/phone.ts";
import { createShow, validatedBooth, wineFair } from "../support/trade-shows.ts";

// Saved booths and conferences (docs/trade-shows.md#attendees, ADR 104), in both languages, on a phone with the
// keyboard: an attendee saves a conference from the show's programme and a booth from its page, finds them in
// "My trade shows" with the programme, and removes the booth there.

const copy = {
  fr: {
    prefix: "",
    addresses: [70, 71],
    saveConference: "Enregistrer cette conférence",
    saveBooth: "Enregistrer ce stand",
    note: "C'est enregistré dans Mes salons.",
    savedBadge: "Enregistrée",
    remove: (name: string) => `Retirer ${name} de mes enregistrements`,
    boothsEmpty: "Aucun stand enregistré.",
  },
  en: {
    prefix: "/en",
    addresses: [72, 73],
    saveConference: "Save this conference",
    saveBooth: "Save this booth",
    note: "Saved in My trade shows.",
    savedBadge: "Saved",
    remove: (name: string) => `Remove ${name} from my saved items`,
    boothsEmpty: "No saved booth.",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an attendee saves a conference and a booth, finds them in My trade shows and removes one`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, attendeeAddress = 0] = c.addresses;
    const company = `Cave Saved ${locale}`;
    const talk = `Les vins nature ${locale}`;

    // The organiser's show, one validated booth (the organiser's own) and one accepted conference, by the api.
    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`saved-organiser-${locale}`));
    const slug = await createShow(
      organiser.request,
      wineFair({
        name: `Salon enregistré ${locale} ${Date.now()}`,
        startDate: inDays(5),
        endDate: inDays(6),
        openingTime: "09:00",
        closingTime: "18:00",
      }),
    );
    const boothId = await validatedBooth(organiser.request, organiser.request, slug, { companyName: company });
    const proposed = await organiser.request.post(`/api/trade-shows/${slug}/conferences`, {
      data: {
        name: talk,
        date: inDays(5),
        startTime: "10:00",
        endTime: "11:00",
        description: "Une table ronde.",
        liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        speakers: [{ name: "Ana Martin" }],
        termsAccepted: true,
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const { id: conferenceId } = (await proposed.json()) as { id: string };
    const decided = await organiser.request.post(`/api/trade-shows/${slug}/conferences/decisions`, {
      data: { ids: [conferenceId], status: "accepted" },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    // Signed out, nobody is offered to save anything.
    const anonymous = await browser.newPage({ baseURL: origin });
    await anonymous.goto(`${c.prefix}/salon/${slug}`);
    await expect(anonymous.getByTestId("programme-conference")).toContainText(talk);
    await expect(anonymous.getByRole("button", { name: c.saveConference })).toHaveCount(0);
    await anonymous.close();

    // The attendee, on a phone with the keyboard, saves the conference from the programme.
    const attendee = await signedInPage(browser, origin, locale, attendeeAddress, uniqueEmail(`saved-attendee-${locale}`), phone);
    expect((await attendee.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBe(201);
    await attendee.goto(`${c.prefix}/salon/${slug}`);
    const saveConference = attendee.getByRole("button", { name: c.saveConference });
    await expect(saveConference).toHaveAttribute("aria-pressed", "false");
    await saveConference.focus();
    await attendee.keyboard.press("Enter");
    await expect(saveConference).toHaveAttribute("aria-pressed", "true");
    await expect(attendee.getByTestId("programme-conference").getByRole("status")).toContainText(c.note);
    await expectAccessible(attendee);

    // And the booth from its page; it stays saved when the page comes again.
    await attendee.goto(`${c.prefix}/salon/${slug}/stand/${boothId}`);
    const saveBooth = attendee.getByRole("button", { name: c.saveBooth });
    await expect(saveBooth).toHaveAttribute("aria-pressed", "false");
    await saveBooth.focus();
    await attendee.keyboard.press("Space");
    await expect(saveBooth).toHaveAttribute("aria-pressed", "true");
    await attendee.reload();
    await expect(attendee.getByRole("button", { name: c.saveBooth })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(attendee);

    // My trade shows: the saved conference, the programme with it marked, the saved booth linking to its page.
    await attendee.goto("/tradeshow/attendee");
    const show = attendee.getByTestId("attended-show");
    await expect(show.getByTestId("saved-conference")).toContainText(talk);
    await expect(show.getByTestId("programme-entry")).toContainText(c.savedBadge);
    const boothLink = show.getByTestId("saved-booth").getByRole("link", { name: company });
    await expect(boothLink).toHaveAttribute("href", `${c.prefix}/salon/${slug}/stand/${boothId}`);
    await expectAccessible(attendee, { settled: true });

    // Removing the booth, with the keyboard.
    const remove = show.getByRole("button", { name: c.remove(company) });
    await remove.focus();
    await attendee.keyboard.press("Enter");
    await expect(show.getByTestId("saved-booth")).toHaveCount(0);
    await expect(show).toContainText(c.boothsEmpty);
    await expect(show.getByTestId("saved-conference")).toContainText(talk);
  });
}
