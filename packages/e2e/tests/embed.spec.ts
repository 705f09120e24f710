import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";

const copy = {
  fr: { prefix: "", title: "Activités à Lyon", more: "Voir tout sur Alentour", search: "Activités sur Alentour" },
  en: { prefix: "/en", title: "Activities in Lyon", more: "See everything on Alentour", search: "Activities on Alentour" },
} as const;

/** A plain page of another site, on another port: it holds only the snippet it was given. */
async function otherSite(snippet: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>The club's site</title></head>
<body><main><h1>Our town's agenda</h1>${snippet}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The owner's side: the modify wizard's embed section, and the listing's frame. */
const ownerCopy = {
  fr: {
    prefix: "",
    address: 150,
    section: "Intégrer à mon site",
    codeLabel: "Code à copier dans votre site",
    copy: "Copier le code",
    copied: "Code copié",
    more: "Voir la fiche sur Alentour",
  },
  en: {
    prefix: "/en",
    address: 151,
    section: "Embed on my site",
    codeLabel: "Code to copy into your site",
    copy: "Copy the code",
    copied: "Code copied",
    more: "See the listing on Alentour",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the snippet pasted into another site shows the city's agenda, with no error and nothing for axe`, async ({
    page,
    baseURL,
  }) => {
    // The snippet as the developers page gives it, pointed at this stack.
    await page.goto(`${c.prefix}/developers#embed`);
    const snippet = (await page.getByTestId("developers-embed").first().locator("pre, code").first().textContent()) ?? "";
    expect(snippet).toMatch(/^<iframe src="[^"]+\/embed\/place\/lyon\?category=art-culture&limit=8" title="[^"]+"/);
    const src = `${baseURL}${c.prefix}/embed/place/lyon`;
    const site = await otherSite(snippet.replace(/src="[^"]+"/, `src="${src}"`));
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(site.url);
      const frame = page.frameLocator("iframe");
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(c.title);
      const entries = frame.getByRole("listitem");
      expect(await entries.count()).toBeGreaterThan(3);
      const first = frame.getByRole("heading", { level: 2 }).first().getByRole("link");
      await expect(first).toHaveAttribute("href", new RegExp(`${c.prefix}/activity/[a-z0-9-]+$`));
      await expect(first).toHaveAttribute("target", "_blank");
      await expect(frame.getByRole("link", { name: c.more })).toHaveAttribute("href", new RegExp(`${c.prefix}/place/lyon$`));
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      site.server.close();
    }
  });
}

test("an embed runs no script, may be framed by any site, and is kept like the public pages; other pages still refuse frames", async ({
  request,
}) => {
  const embed = await request.get("/embed/place/lyon?category=art-culture&limit=3");
  expect(embed.status()).toBe(200);
  const headers = embed.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors *");
  expect(headers["content-security-policy"]).toContain("script-src 'none'");
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  // The front door keeps it: the same address again is its copy.
  expect((await request.get("/embed/place/lyon?category=art-culture&limit=3")).headers()["x-alentour-cache"]).toBe("hit");
  const html = await embed.text();
  expect(html).not.toContain("<script");
  expect(html.match(/<li>/g)).toHaveLength(3);
  expect(html).toContain('lang="fr"');
  const page = await request.get("/place/lyon");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  const search = await request.get("/en/embed/search?free=1&city=Lyon");
  expect(search.status()).toBe(200);
  expect(await search.text()).toContain(copy.en.search);
  expect((await request.get("/embed/place/atlantide")).status()).toBe(404);
  expect((await request.get("/embed/place/lyon?category=astrologie")).status()).toBe(404);
  expect((await request.get("/embed/activity/cette-activite-n-existe-pas")).status()).toBe(404);
});

for (const locale of ["fr", "en"] as const) {
  const c = ownerCopy[locale];

  test(`${locale}: an owner copies their listing's code from the dashboard, and another site shows it`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? "http://localhost";
    const page = await signedInPage(browser, origin, locale, c.address, uniqueEmail(`embed-${locale}`), {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const name = `Atelier à partager ${locale} ${Date.now()}`;
    const created = await page.request.post("/api/activities", {
      data: {
        name,
        category: "art-culture",
        subCategory: "creative-workshop",
        pricing: "free",
        setting: "indoor",
        profiles: ["friends"],
        address: { streetNumberAndStreet: "3 rue Mercière", city: "Lyon", country: "FR" },
        location: { lat: 45.7625, lng: 4.8331 },
        openingHours: { mode: "same-every-day", days: ["saturday"], ranges: [{ start: "10:00", end: "18:00" }] },
        legalAccepted: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    // The modify wizard's last section gives the code, at the site's address and in the owner's language.
    await page.goto(`/dashboard/activities/${slug}`);
    const section = page.getByRole("region", { name: c.section });
    const code = section.getByLabel(c.codeLabel);
    await expect(code).toHaveValue(new RegExp(`^<iframe src="${origin}${c.prefix}/embed/activity/${slug}" title="`));
    await section.getByRole("button", { name: c.copy }).click();
    await expect(section.getByRole("button", { name: c.copied })).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await code.inputValue());
    await expectAccessible(page);

    // Pasted into another site: the listing, its link back, no console error, nothing for axe.
    const site = await otherSite(snippet);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(site.url);
      const frame = page.frameLocator("iframe");
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(frame.getByRole("link", { name: c.more })).toHaveAttribute(
        "href",
        new RegExp(`${c.prefix}/activity/${slug}$`),
      );
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      site.server.close();
      await page.context().close();
    }
  });
}
