import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { mailedLink } from "../support/outbox.ts";
import { signedInAdmin } from "../support/staff.ts";
import { startsWith } from "../support/wizard-labels.ts";

// Required fields carry a " *" after their label: match the start of the label.
const password = "la girafe mange des crêpes à minuit";

const copy = {
  fr: {
    prefix: "",
    erasure: "Effacement : supprimer mon compte et mes données",
    fullName: "Nom et prénom",
    address: "Adresse e-mail",
    sendRequest: "Envoyer ma demande",
    checkMail: "nous avons envoyé un lien à",
    confirmSubject: "Confirmez votre demande relative à vos données",
    confirmed: "Demande confirmée",
    awaiting: "En attente de confirmation",
    awaitingTitle: "En attente de la confirmation du demandeur",
    start: "Prendre en charge",
    complete: "Marquer comme traitée",
    done: "Traitée",
    confirmedLog: "Demande confirmée par le demandeur",
  },
  en: {
    prefix: "/en",
    erasure: "Erasure: delete my account and my data",
    fullName: "First and last name",
    address: "E-mail address",
    sendRequest: "Send my request",
    checkMail: "we have sent a link to",
    confirmSubject: "Confirm your request about your data",
    confirmed: "Request confirmed",
    awaiting: "Awaiting confirmation",
    awaitingTitle: "Awaiting the requester's confirmation",
    start: "Start handling",
    complete: "Mark as done",
    done: "Done",
    confirmedLog: "Request confirmed by the requester",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`an erasure waits for the address owner's confirmation, then the support team erases the account (${locale})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const email = `erase-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
    const signUp = await request.post("/api/auth/sign-up", {
      headers: { "accept-language": locale },
      data: { firstName: "Camille", lastName: "Durand", email, password, passwordConfirmation: password },
    });
    expect(signUp.status()).toBe(201);
    const verify = new URL((await mailedLink(email)).link).searchParams.get("token");
    expect((await request.post("/api/auth/verification/confirm", { data: { token: verify } })).ok()).toBe(true);

    // The request, filed from the form while signed out: nothing happens before the mailed link is opened. From
    // its own visitor address, clear of the five data-rights requests an hour the other tests share.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${locale === "fr" ? 35 : 36}` });
    await page.goto(`${c.prefix}/data-rights`);
    await page.getByRole("radio", { name: c.erasure }).check();
    await page.getByLabel(startsWith(c.fullName)).fill("Camille Durand");
    await page.getByLabel(startsWith(c.address)).fill(email);
    await page.getByRole("button", { name: c.sendRequest }).click();
    const receipt = page.getByTestId("data-rights-receipt");
    await expect(receipt).toContainText(c.checkMail);
    await expect(receipt).toContainText(email);
    const reference = (await receipt.textContent())?.match(/[0-9A-F]{8}/)?.[0] ?? "";
    expect(reference).not.toBe("");

    // The support team sees it awaiting confirmation, with nothing to act with; the api refuses too.
    const staff = await browser.newContext();
    await staff.addCookies([{ name: "locale", value: locale, url: origin }]);
    await signedInAdmin(staff.request, origin);
    const desk = await staff.newPage();
    await desk.goto("/admin/data-rights");
    const row = desk.getByTestId("data-rights-table").getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText(c.awaiting);
    await row.getByRole("link", { name: reference }).click();
    await expect(desk.getByTestId("awaiting-confirmation")).toContainText(c.awaitingTitle);
    await expect(desk.getByRole("button", { name: c.start })).toHaveCount(0);
    const id = desk.url().split("/").at(-1) ?? "";
    const refused = await staff.request.post(`/api/admin/data-rights/${id}/status`, { data: { status: "in-progress" } });
    expect(refused.status()).toBe(409);

    // The address owner opens the link mailed in their language.
    const mail = await mailedLink(email, 2);
    expect(mail.subject).toBe(c.confirmSubject);
    expect(new URL(mail.link).pathname).toBe(`${c.prefix}/data-rights/confirm`);
    await page.goto(mail.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.confirmed);
    await expect(page.getByTestId("data-rights-confirmed")).toContainText(reference);
    await expectAccessible(page);

    // Now the support team handles it; done erases the account.
    await desk.reload();
    await expect(desk.getByTestId("awaiting-confirmation")).toHaveCount(0);
    await desk.getByRole("button", { name: c.start }).click();
    await desk.getByRole("button", { name: c.complete }).click();
    await desk.getByRole("dialog").getByRole("button", { name: c.complete }).click();
    await expect(desk.getByTestId("request-status")).toHaveText(c.done);
    await desk.reload();
    await expect(desk.getByTestId("audit-table")).toContainText(c.confirmedLog);
    await expectAccessible(desk);
    await staff.close();

    const signIn = await request.post("/api/auth/sign-in", { data: { email, password } });
    expect(signIn.ok()).toBe(false);
  });
}
