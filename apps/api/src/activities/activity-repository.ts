import type { ActivityCategory, SubCategory, VisitorProfile } from "@alentour/domain/activity";
import type { Activity, ActivitySummary, City } from "@alentour/domain/directory";
import { type Kysely, type Selectable, sql } from "kysely";
import type { ActivitiesTable, Database } from "#app/db/schema.ts";
import { sanitizeDescription } from "./sanitize.ts";

type Row = Selectable<ActivitiesTable>;

const profileColumns = { alone: "for_alone", couple: "for_couple", friends: "for_friends", family: "for_family" } as const;

function profilesOf(row: Pick<Row, "for_alone" | "for_couple" | "for_friends" | "for_family">): VisitorProfile[] {
  return (Object.keys(profileColumns) as VisitorProfile[]).filter((profile) => row[profileColumns[profile]] === 1);
}

function datesOf(row: Pick<Row, "date_start" | "date_end">): Activity["dates"] {
  return row.date_start && row.date_end ? { start: row.date_start, end: row.date_end } : null;
}

export function toActivity(row: Row): Activity {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as Activity["category"],
    subCategory: row.sub_category as Activity["subCategory"],
    pricing: row.pricing as Activity["pricing"],
    setting: row.setting as Activity["setting"],
    profiles: profilesOf(row),
    address: { streetNumberAndStreet: row.street, city: row.city, citySlug: row.city_slug, country: row.country },
    location: { lat: row.lat, lng: row.lng },
    timeZone: row.time_zone,
    openingHours: JSON.parse(row.opening_hours),
    dates: datesOf(row),
    descriptionHtml: row.description_html,
    bannerUrl: row.banner_url,
    priceList: JSON.parse(row.price_list),
    socialLinks: JSON.parse(row.social_links),
    contact: JSON.parse(row.contact),
    accessibility: JSON.parse(row.accessibility),
    ownerId: row.owner_id,
    tradeShowSlug: row.trade_show_slug,
    published: row.published === 1,
    quality: row.quality,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const summaryColumns = [
  "id",
  "slug",
  "name",
  "category",
  "sub_category",
  "pricing",
  "setting",
  "for_alone",
  "for_couple",
  "for_friends",
  "for_family",
  "city",
  "city_slug",
  "lat",
  "lng",
  "time_zone",
  "opening_hours",
  "date_start",
  "date_end",
  "banner_url",
  "quality",
  "trade_show_slug",
] as const;

type SummaryRow = Pick<Row, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): ActivitySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as ActivitySummary["category"],
    subCategory: row.sub_category as ActivitySummary["subCategory"],
    pricing: row.pricing as ActivitySummary["pricing"],
    setting: row.setting as ActivitySummary["setting"],
    profiles: profilesOf(row),
    city: row.city,
    citySlug: row.city_slug,
    location: { lat: row.lat, lng: row.lng },
    timeZone: row.time_zone,
    openingHours: JSON.parse(row.opening_hours),
    dates: datesOf(row),
    bannerUrl: row.banner_url,
    quality: row.quality,
    tradeShowSlug: row.trade_show_slug,
  };
}

/** The row of an activity: the inverse of toActivity, for writes. */
export function toRow(activity: Activity): Row {
  const has = (profile: VisitorProfile) => (activity.profiles.includes(profile) ? 1 : 0);
  return {
    id: activity.id,
    slug: activity.slug,
    name: activity.name,
    category: activity.category,
    sub_category: activity.subCategory,
    pricing: activity.pricing,
    setting: activity.setting,
    for_alone: has("alone"),
    for_couple: has("couple"),
    for_friends: has("friends"),
    for_family: has("family"),
    street: activity.address.streetNumberAndStreet,
    city: activity.address.city,
    city_slug: activity.address.citySlug,
    country: activity.address.country,
    lat: activity.location.lat,
    lng: activity.location.lng,
    time_zone: activity.timeZone,
    opening_hours: JSON.stringify(activity.openingHours),
    date_start: activity.dates?.start ?? null,
    date_end: activity.dates?.end ?? null,
    description_html: sanitizeDescription(activity.descriptionHtml),
    banner_url: activity.bannerUrl,
    price_list: JSON.stringify(activity.priceList),
    social_links: JSON.stringify(activity.socialLinks),
    contact: JSON.stringify(activity.contact),
    contact_email: activity.contact.email?.toLowerCase() ?? null,
    accessibility: JSON.stringify(activity.accessibility),
    owner_id: activity.ownerId,
    trade_show_slug: activity.tradeShowSlug,
    published: activity.published ? 1 : 0,
    quality: activity.quality,
    created_at: activity.createdAt,
    updated_at: activity.updatedAt,
  };
}

export type ListOptions = {
  category?: ActivityCategory;
  subCategory?: SubCategory;
  profile?: VisitorProfile;
  limit: number;
  offset?: number;
};

export function createActivityRepository(db: Kysely<Database>) {
  const published = () => db.selectFrom("activities").where("published", "=", 1);

  return {
    async findBySlug(slug: string): Promise<Activity | null> {
      const row = await db.selectFrom("activities").selectAll().where("slug", "=", slug).executeTakeFirst();
      return row ? toActivity(row) : null;
    },

    async findById(id: string): Promise<Activity | null> {
      const row = await db.selectFrom("activities").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toActivity(row) : null;
    },

    /** The best published activities of a city, optionally of one category or for one visitor profile. */
    async listByCity(citySlug: string, options: ListOptions): Promise<ActivitySummary[]> {
      let query = published().select(summaryColumns).where("city_slug", "=", citySlug);
      if (options.category) query = query.where("category", "=", options.category);
      if (options.subCategory) query = query.where("sub_category", "=", options.subCategory);
      if (options.profile) query = query.where(profileColumns[options.profile], "=", 1);
      const rows = await query
        .orderBy("quality", "desc")
        .orderBy("slug")
        .limit(options.limit)
        .offset(options.offset ?? 0)
        .execute();
      return rows.map(toSummary);
    },

    /** Others of the same sub-category (else category) nearby, best first. */
    async similar(activity: Activity, limit: number): Promise<ActivitySummary[]> {
      const rows = await published()
        .select(summaryColumns)
        .where("city_slug", "=", activity.address.citySlug)
        .where("category", "=", activity.category)
        .where("id", "!=", activity.id)
        .orderBy(sql`case when sub_category = ${activity.subCategory} then 0 else 1 end`)
        .orderBy("quality", "desc")
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },

    /** Replaces an activity's fields (not its id, slug, owner or creation time), stamping the update. */
    async update(activity: Activity, now: Date): Promise<Activity> {
      const { id, slug, owner_id, created_at, ...fields } = toRow(activity);
      const row = await db
        .updateTable("activities")
        .set({ ...fields, updated_at: now.toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toActivity(row);
    },

    /** Hands an activity to another owner, stamping the update. */
    async setOwner(id: string, ownerId: string, now: Date): Promise<Activity> {
      const row = await db
        .updateTable("activities")
        .set({ owner_id: ownerId, updated_at: now.toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toActivity(row);
    },

    /** Publishes or unpublishes an activity, stamping the update; null when there is no such activity. */
    async setPublished(id: string, published: boolean, now: Date): Promise<Activity | null> {
      const row = await db
        .updateTable("activities")
        .set({ published: published ? 1 : 0, updated_at: now.toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? toActivity(row) : null;
    },

    async insert(activity: Activity): Promise<Activity> {
      const row = await db.insertInto("activities").values(toRow(activity)).returningAll().executeTakeFirstOrThrow();
      return toActivity(row);
    },

    /** Whether the activity is a listed trade show's entry in the directory (ADR 066). */
    async standsForTradeShow(id: string): Promise<boolean> {
      const show = await db.selectFrom("trade_shows").select("id").where("activity_id", "=", id).executeTakeFirst();
      return show !== undefined;
    },

    async slugTaken(slug: string): Promise<boolean> {
      return (await db.selectFrom("activities").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
    },

    /** An owner's activities, the last changed first, published or not. */
    async listByOwner(ownerId: string): Promise<Activity[]> {
      const rows = await db
        .selectFrom("activities")
        .selectAll()
        .where("owner_id", "=", ownerId)
        .orderBy("updated_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map(toActivity);
    },

    /** Removes an activity and what hangs on it (suggestions, claim requests) in one transaction. */
    async remove(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("activity_suggestions").where("activity_id", "=", id).execute();
        await trx.deleteFrom("claim_requests").where("activity_id", "=", id).execute();
        const result = await trx.deleteFrom("activities").where("id", "=", id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /**
     * Removes every activity of an owner and what hangs on them, returning their ids, in one transaction with
     * `alongside` (account deletion removes the account's own rows there): all of it goes, or nothing does.
     */
    async removeOwnedBy(ownerId: string, alongside: (trx: Kysely<Database>) => Promise<void>): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const owned = await trx.selectFrom("activities").select("id").where("owner_id", "=", ownerId).execute();
        const ids = owned.map((activity) => activity.id);
        if (ids.length > 0) {
          await trx.deleteFrom("activity_suggestions").where("activity_id", "in", ids).execute();
          await trx.deleteFrom("claim_requests").where("activity_id", "in", ids).execute();
          await trx.deleteFrom("activities").where("id", "in", ids).execute();
        }
        await alongside(trx);
        return ids;
      });
    },

    async insertMany(activities: Activity[]): Promise<void> {
      if (activities.length > 0) await db.insertInto("activities").values(activities.map(toRow)).execute();
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("activities")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * Slugs and last changes, for the sitemap, oldest first, a page at a time. A listed trade show's activity is left
     * out: its page is the show's, in the trade-show sitemap (ADR 095).
     */
    async sitemapPage(page: number, size: number): Promise<Array<{ slug: string; updatedAt: string }>> {
      const rows = await published()
        .where("trade_show_slug", "is", null)
        .select(["slug", "updated_at"])
        .orderBy("created_at")
        .orderBy("id")
        .limit(size)
        .offset(page * size)
        .execute();
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    },

    /** How many entries the activity sitemap has (a listed trade show's activity is not one). */
    async publishedCount(): Promise<number> {
      const { count } = await published()
        .where("trade_show_slug", "is", null)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

/**
 * What the rest of the api may do with the activities table: read it. Writes go through the activity service
 * (ADR 030), the one module handed the whole repository; one-write-path.test.ts keeps it so.
 */
export type ActivityReader = Pick<
  ActivityRepository,
  | "findBySlug"
  | "findById"
  | "listByCity"
  | "similar"
  | "listByOwner"
  | "slugTaken"
  | "count"
  | "sitemapPage"
  | "publishedCount"
  | "standsForTradeShow"
>;

export function createCityRepository(db: Kysely<Database>) {
  // `activity_count` is kept by the database as activities change (migration 0037, ADR 113): reading a city or
  // the top destinations never counts the activities table.
  const cities = () =>
    db.selectFrom("cities").select(["slug", "name", "country", "lat", "lng", "population", "time_zone", "activity_count"]);

  const toCity = (row: Awaited<ReturnType<ReturnType<typeof cities>["execute"]>>[number]): City => ({
    slug: row.slug,
    name: row.name,
    country: row.country,
    location: { lat: row.lat, lng: row.lng },
    population: row.population,
    timeZone: row.time_zone,
    activityCount: Number(row.activity_count),
  });

  return {
    async find(slug: string): Promise<City | null> {
      const row = await cities().where("slug", "=", slug).executeTakeFirst();
      return row ? toCity(row) : null;
    },

    /** Top destinations: the cities with the most activities. */
    async top(limit: number): Promise<City[]> {
      const rows = await cities()
        .where("activity_count", ">", 0)
        .orderBy("activity_count", "desc")
        .orderBy("population", "desc")
        .limit(limit)
        .execute();
      return rows.map(toCity);
    },

    /** The listed city nearest to a point (by a flat-earth approximation, fine for picking the closest). */
    async nearest(lat: number, lng: number): Promise<City | null> {
      const scale = Math.cos((lat * Math.PI) / 180) ** 2;
      const row = await cities()
        // Only a city with something to show: the visitor is sent straight to its page.
        .where("activity_count", ">", 0)
        .orderBy(sql`(lat - ${lat}) * (lat - ${lat}) + (lng - ${lng}) * (lng - ${lng}) * ${scale}`)
        .limit(1)
        .executeTakeFirst();
      return row ? toCity(row) : null;
    },

    /** Adds the cities not listed yet; a new city's count starts from its activities already stored. */
    async upsertMany(list: Array<Omit<City, "activityCount">>): Promise<void> {
      for (const city of list) {
        await db
          .insertInto("cities")
          .values({
            slug: city.slug,
            name: city.name,
            country: city.country,
            lat: city.location.lat,
            lng: city.location.lng,
            population: city.population,
            time_zone: city.timeZone,
          })
          .onConflict((oc) => oc.column("slug").doNothing())
          .execute();
      }
    },
  };
}

export type CityRepository = ReturnType<typeof createCityRepository>;
