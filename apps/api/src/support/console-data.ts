import { activityCategories } from "@alentour/domain/activity";
import { AppError } from "@alentour/domain/errors";
import { type Role, roles } from "@alentour/domain/roles";
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";

const page = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
};

export const activityTableQuery = z.object({
  q: z.string().trim().max(120).default(""),
  category: z.enum(activityCategories).optional(),
  published: z.enum(["yes", "no"]).optional(),
  sort: z.enum(["name", "city", "updatedAt", "quality"]).default("updatedAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  ...page,
});

export const userTableQuery = z.object({
  q: z.string().trim().max(120).default(""),
  role: z.enum(roles).optional(),
  ...page,
});

export const pageQuery = z.object(page);

const sortColumns = { name: "name", city: "city", updatedAt: "updated_at", quality: "quality" } as const;

/** `%` and `_` typed by the support team are searched for, not used as wildcards. */
const likePattern = (text: string) =>
  `%${text.toLowerCase().replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%`;

/** The tables and figures of the administration console. */
export function createConsoleData(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async activities(query: z.infer<typeof activityTableQuery>) {
      let base = db.selectFrom("activities");
      if (query.q) {
        const pattern = likePattern(query.q);
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`lower(city)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`slug`, "like", sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (query.category) base = base.where("category", "=", query.category);
      if (query.published) base = base.where("published", "=", query.published === "yes" ? 1 : 0);
      const [rows, total] = await Promise.all([
        base
          .select([
            "id",
            "slug",
            "name",
            "category",
            "sub_category",
            "city",
            "country",
            "owner_id",
            "published",
            "quality",
            "updated_at",
          ])
          .orderBy(sortColumns[query.sort], query.dir)
          .orderBy("id")
          .limit(query.size)
          .offset(query.page * query.size)
          .execute(),
        countRows(base),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          category: row.category,
          subCategory: row.sub_category,
          city: row.city,
          country: row.country,
          ownerId: row.owner_id,
          published: row.published === 1,
          quality: row.quality,
          updatedAt: row.updated_at,
        })),
      };
    },

    /** Returns the slug, or null when there is no such activity. */
    async suggestions(options: { status: "open" | "applied" | "dismissed"; limit: number; offset: number }) {
      const base = db
        .selectFrom("activity_suggestions as s")
        .innerJoin("activities as a", "a.id", "s.activity_id")
        .where("s.status", "=", options.status);
      const [rows, total] = await Promise.all([
        base
          .select(["s.id", "s.message", "s.email", "s.status", "s.created_at", "a.id as activity_id", "a.slug", "a.name"])
          .orderBy("s.created_at", options.status === "open" ? "asc" : "desc")
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        countRows(base),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          message: row.message,
          email: row.email,
          status: row.status,
          createdAt: row.created_at,
          activity: { id: row.activity_id, slug: row.slug, name: row.name },
        })),
      };
    },

    /** Closes an open report; false when there is no open report with this id. */
    async closeSuggestion(id: string, status: "applied" | "dismissed"): Promise<boolean> {
      const result = await db
        .updateTable("activity_suggestions")
        .set({ status })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async users(query: z.infer<typeof userTableQuery>) {
      let base = db.selectFrom("users");
      if (query.q) {
        const pattern = likePattern(query.q);
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`lower(first_name || ' ' || last_name)`, "like", sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (query.role) base = base.where("role", "=", query.role);
      const [rows, total] = await Promise.all([
        base
          .select(["id", "email", "first_name", "last_name", "role", "suspended", "date_created"])
          .orderBy("date_created", "desc")
          .orderBy("id")
          .limit(query.size)
          .offset(query.page * query.size)
          .execute(),
        countRows(base),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
          suspended: row.suspended === 1,
          dateCreated: row.date_created,
        })),
      };
    },

    /** Changes a role; the last administrator keeps theirs, so the console can never be locked. */
    async setRole(id: string, role: Role): Promise<{ previous: Role }> {
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom("users").select("role").where("id", "=", id).executeTakeFirst();
        if (!user) throw new AppError("resource/not-found");
        if (user.role === "admin" && role !== "admin") {
          const admins = await trx
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("role", "=", "admin")
            .executeTakeFirstOrThrow();
          if (Number(admins.n) <= 1) throw new AppError("user/last-admin");
        }
        await trx.updateTable("users").set({ role, date_updated: now().toISOString() }).where("id", "=", id).execute();
        return { previous: user.role };
      });
    },

    async setSuspended(id: string, suspended: boolean): Promise<void> {
      const result = await db
        .updateTable("users")
        .set({ suspended: suspended ? 1 : 0, date_updated: now().toISOString() })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError("resource/not-found");
    },

    async roleOf(id: string): Promise<Role | null> {
      const row = await db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirst();
      return row?.role ?? null;
    },

    /** Headline counts and, per day over the last `days` days, new activities and sign-ups. */
    async overview(days: number) {
      const since = new Date(now().getTime() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const count = (table: "activities" | "users" | "activity_suggestions" | "contact_messages" | "data_rights_requests") =>
        db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n"));
      const [activities, published, users, suggestions, messages, requests, newActivities, signUps] = await Promise.all([
        count("activities").executeTakeFirstOrThrow(),
        count("activities").where("published", "=", 1).executeTakeFirstOrThrow(),
        count("users").executeTakeFirstOrThrow(),
        count("activity_suggestions").where("status", "=", "open").executeTakeFirstOrThrow(),
        count("contact_messages").where("status", "=", "open").executeTakeFirstOrThrow(),
        // Only requests the team can act on: those confirmed from their address (ADR 051).
        db
          .selectFrom("data_rights_requests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "in", ["open", "in-progress"])
          .where("confirmed_at", "is not", null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("activities")
          .select([sql<string>`substr(created_at, 1, 10)`.as("day"), sql<number>`count(*)`.as("n")])
          .where("created_at", ">=", since)
          .groupBy(sql`substr(created_at, 1, 10)`)
          .execute(),
        db
          .selectFrom("users")
          .select([sql<string>`substr(date_created, 1, 10)`.as("day"), sql<number>`count(*)`.as("n")])
          .where("date_created", ">=", since)
          .groupBy(sql`substr(date_created, 1, 10)`)
          .execute(),
      ]);
      const byDay = (rows: Array<{ day: string; n: number }>) => new Map(rows.map((row) => [row.day, Number(row.n)]));
      const created = byDay(newActivities);
      const joined = byDay(signUps);
      const series = Array.from({ length: days }, (_, index) => {
        const day = new Date(Date.parse(since) + index * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        return { day, activities: created.get(day) ?? 0, signUps: joined.get(day) ?? 0 };
      });
      return {
        totals: {
          activities: Number(activities.n),
          published: Number(published.n),
          users: Number(users.n),
          openSuggestions: Number(suggestions.n),
          openMessages: Number(messages.n),
          openRequests: Number(requests.n),
        },
        series,
      };
    },
  };
}

export type ConsoleData = ReturnType<typeof createConsoleData>;
