import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type PageView = { path: string; referrer: string; campaign: string };

const MAX_PATH = 300;
const bots = /bot|crawl|spider|slurp|headless|lighthouse|preview/i;

// The query's tags arrive percent-decoded ("%00" is a NUL, which PostgreSQL refuses): controls are dropped,
// and paths and tags are counted in NFC, one form per text.
const printable = (text: string) =>
  text
    .toWellFormed()
    .normalize("NFC")
    .replace(/\p{Cc}/gu, "");

/**
 * What one beacon may count, reduced to aggregates: the path without its query, the referring host (none for
 * the product's own pages), and utm_* tags. Nothing identifies the visitor; the caller never passes the IP.
 */
export function normalisePageView(input: { path: string; query?: string; referrer?: string }, ownHost: string): PageView | null {
  if (!input.path.startsWith("/") || input.path.startsWith("//")) return null;
  const path = printable((input.path.split(/[?#]/)[0] ?? "").slice(0, MAX_PATH));
  let referrer = "";
  if (input.referrer) {
    try {
      const host = new URL(input.referrer).hostname.toLowerCase();
      if (host !== ownHost) referrer = host.slice(0, 200);
    } catch {
      referrer = "";
    }
  }
  const params = new URLSearchParams(input.query ?? "");
  const tags = ["utm_source", "utm_medium", "utm_campaign"].map((name) =>
    printable(params.get(name) ?? "")
      .trim()
      .slice(0, 60),
  );
  const campaign = tags.some(Boolean) ? tags.join("/") : "";
  return { path, referrer, campaign };
}

export const isBot = (userAgent: string | undefined) => !userAgent || bots.test(userAgent);

export function createPageViews(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async record(view: PageView): Promise<void> {
      await db
        .insertInto("page_views")
        .values({ day: now().toISOString().slice(0, 10), ...view, views: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "path", "referrer", "campaign"]).doUpdateSet({ views: sql`page_views.views + 1` }),
        )
        .execute();
    },

    /**
     * Views per day over the last `days` days (today included) of a set of pages: `paths` and anything under
     * them ("/salon/x" counts "/salon/x/..." too). Days without a view are listed with 0, for charts.
     */
    async perDayOf(paths: string[], days: number): Promise<{ since: string; perDay: Array<{ day: string; views: number }> }> {
      const today = now();
      const since = new Date(today.getTime() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const rows =
        paths.length === 0
          ? []
          : await db
              .selectFrom("page_views")
              .select(["day", sql<number>`sum(views)`.as("views")])
              .where("day", ">=", since)
              .where((eb) =>
                eb.or(
                  paths.flatMap((path) => [eb("path", "=", path), eb(sql`substr(path, 1, ${path.length + 1})`, "=", `${path}/`)]),
                ),
              )
              .groupBy("day")
              .execute();
      const byDay = new Map(rows.map((row) => [row.day, Number(row.views)]));
      const perDay: Array<{ day: string; views: number }> = [];
      for (let offset = days - 1; offset >= 0; offset--) {
        const day = new Date(today.getTime() - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        perDay.push({ day, views: byDay.get(day) ?? 0 });
      }
      return { since, perDay };
    },

    /** Views per day over the last `days` days, and the top paths, referrers and campaigns. */
    async report(days: number) {
      const since = new Date(now().getTime() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const base = db.selectFrom("page_views").where("day", ">=", since);
      const sum = sql<number>`sum(views)`;
      const top = (column: "path" | "referrer" | "campaign") =>
        base
          .select([column, sum.as("views")])
          .where(column, "!=", "")
          .groupBy(column)
          .orderBy("views", "desc")
          .orderBy(column)
          .limit(10)
          .execute();
      const [perDay, paths, referrers, campaigns] = await Promise.all([
        base
          .select(["day", sum.as("views")])
          .groupBy("day")
          .orderBy("day")
          .execute(),
        top("path"),
        top("referrer"),
        top("campaign"),
      ]);
      const num = <T extends { views: number }>(rows: T[]) => rows.map((row) => ({ ...row, views: Number(row.views) }));
      return { since, perDay: num(perDay), paths: num(paths), referrers: num(referrers), campaigns: num(campaigns) };
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
