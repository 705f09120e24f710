import { describe, expect, it } from "vitest";
import { embedPage } from "./embed-page.ts";

const activity = {
  slug: "cafe-des-arts",
  name: 'Le "Café" <script>alert(1)</script> & co',
  category: "gastronomy" as const,
  subCategory: "restaurant" as const,
  pricing: "paid" as const,
  city: "Lyon",
  dates: { start: "2026-12-04", end: "2026-12-06" },
};

describe("embed page", () => {
  it("escapes whatever owners typed, and runs nothing", () => {
    const html = embedPage({
      locale: "fr",
      origin: "https://alentour.example",
      title: "Activités à Lyon",
      activities: [activity],
      more: { path: "/place/lyon", label: "Voir tout sur Alentour" },
    });
    expect(html).not.toContain("<script");
    expect(html).toContain("Le &quot;Café&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
    expect(html).toContain('<a href="https://alentour.example/activity/cafe-des-arts" target="_blank" rel="noopener">');
    expect(html).toContain("<p>Gastronomie · Restaurant · Lyon · Payant</p>");
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
  });

  it("links a listed trade show to the show's page, not to an activity page", () => {
    const show = { ...activity, slug: "salon-du-vin-lyon-2", tradeShowSlug: "salon-du-vin-lyon" };
    for (const locale of ["fr", "en"] as const) {
      const html = embedPage({
        locale,
        origin: "https://alentour.example",
        title: "Salons",
        activities: [show],
        more: { path: "/place/lyon", label: "Alentour" },
      });
      const prefix = locale === "en" ? "/en" : "";
      expect(html).toContain(`href="https://alentour.example${prefix}/salon/salon-du-vin-lyon"`);
      expect(html).not.toContain("/activity/");
    }
  });

  it("writes English addresses and texts for an English agenda, and says so when it is empty", () => {
    const html = embedPage({
      locale: "en",
      origin: "https://alentour.example",
      title: "Activities in Lyon",
      activities: [],
      more: { path: "/place/lyon", label: "See everything on Alentour" },
    });
    expect(html).toContain('href="https://alentour.example/en/place/lyon"');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain("<ol>");
  });
});
