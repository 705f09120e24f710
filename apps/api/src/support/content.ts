import { randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import {
  BLOG_BODY_MAX_LENGTH,
  type BlogArticle,
  type BlogArticleInput,
  type FaqAudience,
  type FaqEntry,
  type FaqEntryInput,
} from "@alentour/domain/support";
import type { Kysely, Selectable } from "kysely";
import { sanitizeDescription } from "#app/activities/sanitize.ts";
import { countRows } from "#app/db/count-rows.ts";
import type { BlogArticlesTable, Database, FaqEntriesTable } from "#app/db/schema.ts";

/** An article body as stored: sanitised, and within its limits once sanitised (ADR 022). */
function sanitizedBody(html: string, field: "bodyFr" | "bodyEn"): string {
  const body = sanitizeDescription(html);
  if (body.length > BLOG_BODY_MAX_LENGTH) {
    throw new AppError("request/validation-failed", {
      fields: { [field]: { code: "field/too-long", params: { max: BLOG_BODY_MAX_LENGTH } } },
    });
  }
  // Only what sanitising drops (a script, an unknown tag) is no article.
  if (body.trim() === "") throw new AppError("request/validation-failed", { fields: { [field]: "field/required" } });
  return body;
}

const toFaq = (row: Selectable<FaqEntriesTable>): FaqEntry => ({
  id: row.id,
  audience: row.audience as FaqAudience,
  position: row.position,
  questionFr: row.question_fr,
  answerFr: row.answer_fr,
  questionEn: row.question_en,
  answerEn: row.answer_en,
  updatedAt: row.updated_at,
});

const toArticle = (row: Selectable<BlogArticlesTable>): BlogArticle => ({
  id: row.id,
  slug: row.slug,
  titleFr: row.title_fr,
  titleEn: row.title_en,
  summaryFr: row.summary_fr,
  summaryEn: row.summary_en,
  bodyFr: row.body_fr,
  bodyEn: row.body_en,
  publishedAt: row.published_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const isUniqueViolation = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint/.test(message ?? "");
};

/** The FAQ and the blog, written by the support team in both languages. */
export function createContent(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const faqColumns = (input: FaqEntryInput) => ({
    audience: input.audience,
    position: input.position,
    question_fr: input.questionFr,
    answer_fr: input.answerFr,
    question_en: input.questionEn,
    answer_en: input.answerEn,
  });

  const articleColumns = (input: BlogArticleInput) => ({
    slug: input.slug,
    title_fr: input.titleFr,
    title_en: input.titleEn,
    summary_fr: input.summaryFr,
    summary_en: input.summaryEn,
    body_fr: sanitizedBody(input.bodyFr, "bodyFr"),
    body_en: sanitizedBody(input.bodyEn, "bodyEn"),
  });

  return {
    async faq(): Promise<FaqEntry[]> {
      const rows = await db.selectFrom("faq_entries").selectAll().orderBy("audience").orderBy("position").orderBy("id").execute();
      return rows.map(toFaq);
    },

    async createFaq(input: FaqEntryInput): Promise<FaqEntry> {
      const row = { id: randomUUID(), ...faqColumns(input), updated_at: now().toISOString() };
      await db.insertInto("faq_entries").values(row).execute();
      return toFaq(row);
    },

    async updateFaq(id: string, input: FaqEntryInput): Promise<FaqEntry> {
      const row = await db
        .updateTable("faq_entries")
        .set({ ...faqColumns(input), updated_at: now().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError("resource/not-found");
      return toFaq(row);
    },

    async deleteFaq(id: string): Promise<void> {
      const result = await db.deleteFrom("faq_entries").where("id", "=", id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new AppError("resource/not-found");
    },

    /** Published articles, newest first; `all` includes drafts (the console). */
    async articles(options: { limit: number; offset: number; all?: boolean }) {
      let query = db.selectFrom("blog_articles");
      if (!options.all) query = query.where("published_at", "is not", null).where("published_at", "<=", now().toISOString());
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy("published_at", "desc")
          .orderBy("created_at", "desc")
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        countRows(query),
      ]);
      return { total, items: rows.map(toArticle) };
    },

    async article(slug: string, options: { drafts?: boolean } = {}): Promise<BlogArticle | null> {
      const row = await db.selectFrom("blog_articles").selectAll().where("slug", "=", slug).executeTakeFirst();
      if (!row || (!options.drafts && (row.published_at === null || row.published_at > now().toISOString()))) return null;
      return toArticle(row);
    },

    async articleById(id: string): Promise<BlogArticle | null> {
      const row = await db.selectFrom("blog_articles").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toArticle(row) : null;
    },

    async createArticle(input: BlogArticleInput): Promise<BlogArticle> {
      const stamp = now().toISOString();
      const row = {
        id: randomUUID(),
        ...articleColumns(input),
        published_at: input.published ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
      };
      try {
        await db.insertInto("blog_articles").values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("content/slug-taken", { fields: { slug: "content/slug-taken" } });
        throw error;
      }
      return toArticle(row);
    },

    /** Publishing stamps the date once; unpublishing clears it. */
    async updateArticle(id: string, input: BlogArticleInput): Promise<BlogArticle> {
      const current = await db.selectFrom("blog_articles").select("published_at").where("id", "=", id).executeTakeFirst();
      if (!current) throw new AppError("resource/not-found");
      const stamp = now().toISOString();
      try {
        const row = await db
          .updateTable("blog_articles")
          .set({
            ...articleColumns(input),
            published_at: input.published ? (current.published_at ?? stamp) : null,
            updated_at: stamp,
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toArticle(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("content/slug-taken", { fields: { slug: "content/slug-taken" } });
        throw error;
      }
    },

    async deleteArticle(id: string): Promise<void> {
      const result = await db.deleteFrom("blog_articles").where("id", "=", id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new AppError("resource/not-found");
    },
  };
}

export type Content = ReturnType<typeof createContent>;
