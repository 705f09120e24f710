import { blogArticleSchema, faqAudiences, faqEntrySchema } from "@alentour/domain/support";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContent } from "#app/support/content.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { demoArticles, seedSupportContent, starterFaq } from "./support-content.ts";

const now = new Date("2026-11-25T09:00:00.000Z");

describe("the starter FAQ and the demo articles", () => {
  it("answer every audience of the FAQ page, at least 12 questions per language, in the forms' own schemas", () => {
    expect(starterFaq.length).toBeGreaterThanOrEqual(12);
    expect(new Set(starterFaq.map((entry) => entry.audience))).toEqual(new Set(faqAudiences));
    for (const entry of starterFaq) expect(faqEntrySchema.parse(entry)).toEqual(entry);
    // No question asked twice in either language.
    expect(new Set(starterFaq.map((entry) => entry.questionFr)).size).toBe(starterFaq.length);
    expect(new Set(starterFaq.map((entry) => entry.questionEn)).size).toBe(starterFaq.length);
    expect(demoArticles).toHaveLength(2);
    for (const article of demoArticles) expect(blogArticleSchema.parse(article)).toEqual(article);
  });
});

describe.each(databaseKinds)("seeding the FAQ and the blog on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it("fills an empty FAQ and blog once, published, and never touches what the support team wrote", async () => {
    expect(await seedSupportContent(t.db.kysely, { now })).toEqual({ faq: starterFaq.length, articles: 2 });
    const content = createContent(t.db.kysely, () => now);
    expect(await content.faq()).toHaveLength(starterFaq.length);
    const published = await content.articles({ limit: 10, offset: 0 });
    expect(published.items.map((article) => article.slug).sort()).toEqual(demoArticles.map((a) => a.slug).sort());
    expect(published.items.every((article) => article.publishedAt === now.toISOString())).toBe(true);

    expect(await seedSupportContent(t.db.kysely, { now })).toEqual({ faq: 0, articles: 0 });
    expect(await content.faq()).toHaveLength(starterFaq.length);
  });

  it("leaves a FAQ that has entries alone, and can skip the blog", async () => {
    const content = createContent(t.db.kysely, () => now);
    await content.createFaq({
      audience: "visitors",
      position: 0,
      questionFr: "Une question à nous",
      answerFr: "Notre réponse.",
      questionEn: "A question of ours",
      answerEn: "Our answer.",
    });
    expect(await seedSupportContent(t.db.kysely, { now, blog: false })).toEqual({ faq: 0, articles: 0 });
    expect((await content.faq()).map((entry) => entry.questionEn)).toEqual(["A question of ours"]);
    expect((await content.articles({ limit: 10, offset: 0 })).items).toEqual([]);
  });
});
