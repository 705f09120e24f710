import type { Activity } from "@alentour/domain/directory";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { png } from "../support/images.ts";
import { lyonWorkshop, signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";

const copy = {
  fr: {
    prefix: "",
    section: "Bannière",
    field: "Image de bannière",
    hint: "1020\u00a0×\u00a02400\u00a0px, 3\u00a0Mo max",
    none: "Pas encore de bannière",
    running: "En cours",
    paused: "En pause",
    pause: "Mettre en pause",
    resume: "Reprendre",
    progress: "Progression de l'envoi",
    pausedAt: /^En pause à \d+\u00a0%$/,
    uploaded: "Fichier envoyé",
    wrongSize: "L'image doit mesurer 1020 × 2400 px (ou plus, dans les mêmes proportions) ; celle-ci mesure 1020 × 1020 px.",
    notImage: "Ce fichier n'est pas une image JPEG, PNG, WebP ou AVIF. Les autres formats (SVG compris) ne sont pas acceptés.",
    tooLarge: "Le fichier ne doit pas dépasser 3 Mo.",
    alt: (name: string) => `Bannière de ${name}`,
  },
  en: {
    prefix: "/en",
    section: "Banner",
    field: "Banner image",
    hint: "1020 × 2400 px, 3 MB max",
    none: "No banner yet",
    running: "Running",
    paused: "Paused",
    pause: "Pause",
    resume: "Resume",
    progress: "Upload progress",
    pausedAt: /^Paused at \d+%$/,
    uploaded: "File uploaded",
    wrongSize: "The image must be 1020 × 2400 px (or larger with the same proportions); this one is 1020 × 1020 px.",
    notImage: "This file is not a JPEG, PNG, WebP or AVIF image. Other formats (SVG included) are not accepted.",
    tooLarge: "The file must not exceed 3 MB.",
    alt: (name: string) => `Banner of ${name}`,
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an owner uploads a banner in the modify wizard, pausing and resuming, and visitors see it`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`banner-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    await useLocaleCookie(context, baseURL as string, locale);
    const name = `Atelier bannière ${locale} ${Date.now()}`;
    const created = await page.request.post("/api/activities", { data: lyonWorkshop({ name }) });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as Activity;

    await page.goto(`/dashboard/activities/${slug}`);
    const section = page.getByRole("region", { name: c.section });
    await expect(section).toBeVisible();
    await expect(section.getByText(c.hint)).toBeVisible();
    await expect(section.getByText(c.none)).toBeVisible();
    await page.waitForLoadState("networkidle");
    const field = section.getByLabel(c.field);

    // Refusals, judged by the api on the content, in the page's language.
    await field.setInputFiles({ name: "carre.png", mimeType: "image/png", buffer: png(1020, 1020) });
    await expect(section.getByRole("alert")).toHaveText(c.wrongSize);
    await field.setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expect(section.getByRole("alert")).toHaveText(c.notImage);
    await field.setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024 + 1) });
    await expect(section.getByRole("alert")).toHaveText(c.tooLarge);

    // A slow connection (300 KB/s up), so that there is time to watch the progress and to pause.
    const network = await context.newCDPSession(page);
    await network.send("Network.enable");
    const throttle = (uploadThroughput: number) =>
      network.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput });
    await throttle(300 * 1024);
    await field.setInputFiles({ name: "banniere.png", mimeType: "image/png", buffer: png(1020, 2400, { noise: true }) });
    const progress = section.getByRole("progressbar", { name: c.progress });
    await expect(section.getByTestId("upload-state")).toHaveText(c.running);
    await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(0);
    await section.getByRole("button", { name: c.pause }).click();
    await expect(section.getByTestId("upload-state")).toHaveText(c.paused);
    await expect(section.getByText(c.pausedAt)).toBeVisible();
    const pausedAt = Number(await progress.getAttribute("aria-valuenow"));
    expect(pausedAt).toBeLessThan(100);
    await expectAccessible(page, { include: '[data-testid="section-banner"]' });
    await throttle(-1);
    await section.getByRole("button", { name: c.resume }).click();
    await expect(section.getByTestId("upload-state")).toHaveText(c.running);
    await expect(page.getByText(c.uploaded)).toBeVisible({ timeout: 30_000 });
    await expect(section.getByTestId("banner-preview")).toBeVisible();
    await expect(section.getByRole("alert")).toHaveCount(0);

    const stored = (await (await page.request.get(`/api/activities/${slug}`)).json()) as Activity;
    expect(stored.bannerUrl).toMatch(new RegExp(`/api/files/activities/${stored.id}/banner/[0-9a-f]{16}-1020\\.webp$`));

    // The public page shows it, with its widths for the browser to choose from.
    await page.goto(`${c.prefix}/activity/${slug}`);
    const banner = page.getByRole("img", { name: c.alt(name) });
    await expect(banner).toBeVisible();
    expect(await banner.getAttribute("srcset")).toMatch(/-340\.webp 340w, .*-680\.webp 680w, .*-1020\.webp 1020w$/);
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });
}
