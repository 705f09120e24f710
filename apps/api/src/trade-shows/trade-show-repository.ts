import type { AccessibilityValue } from "@alentour/domain/accessibility";
import type { SubCategory } from "@alentour/domain/taxonomy";
import type {
  Hall,
  PlanPlacement,
  TradeShowInvitation,
  TradeShowListing,
  TradeShowMember,
  TradeShowMode,
  TradeShowRole,
} from "@alentour/domain/trade-show";
import { type Kysely, type Selectable, sql } from "kysely";
import { countRows } from "#app/db/count-rows.ts";
import type { Database, TradeShowHallsTable, TradeShowInvitationsTable, TradeShowsTable } from "#app/db/schema.ts";

type ShowRow = Selectable<TradeShowsTable>;
type HallRow = Selectable<TradeShowHallsTable>;

/** A stored show: every field but the derived ones (time state, online access), which the service adds. */
export type TradeShowRecord = {
  id: string;
  slug: string;
  name: string;
  category: SubCategory;
  startDate: string;
  endDate: string;
  openingTime: string;
  closingTime: string;
  timeZone: string;
  place: {
    address: { streetNumberAndStreet: string; city: string; citySlug: string; country: string };
    location: { lat: number; lng: number };
  };
  themes: string[];
  presentation: string;
  organiser: { name: string; email: string; website?: string; phone?: string; company?: string };
  logoUrl: string | null;
  bannerUrl: string | null;
  socialLinks: Record<string, string>;
  accessibility: AccessibilityValue[];
  mode: TradeShowMode;
  listing: TradeShowListing;
  halls: Hall[];
  plan: PlanPlacement[];
  activityId: string | null;
  activitySlug: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

function toRecord(row: ShowRow & { activity_slug: string | null }, hallRows: HallRow[]): TradeShowRecord {
  const halls = hallRows.map((hall) => ({ id: hall.id, name: hall.name, theme: hall.theme }));
  const plan = hallRows.flatMap((hall) =>
    hall.plan_row === null || hall.plan_column === null
      ? []
      : [{ hallId: hall.id, row: hall.plan_row, column: hall.plan_column }],
  );
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as SubCategory,
    startDate: row.start_date,
    endDate: row.end_date,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    timeZone: row.time_zone,
    place: {
      address: { streetNumberAndStreet: row.street, city: row.city, citySlug: row.city_slug, country: row.country },
      location: { lat: Number(row.lat), lng: Number(row.lng) },
    },
    themes: JSON.parse(row.themes),
    presentation: row.presentation,
    organiser: JSON.parse(row.organiser),
    logoUrl: row.logo_url,
    bannerUrl: row.banner_url,
    socialLinks: JSON.parse(row.social_links),
    accessibility: JSON.parse(row.accessibility),
    mode: row.mode,
    listing: row.listing,
    halls,
    plan,
    activityId: row.activity_id,
    activitySlug: row.activity_slug,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The record's fields as a row (not its id, halls or stamps). */
export function toShowColumns(
  show: Omit<TradeShowRecord, "id" | "halls" | "plan" | "activitySlug" | "createdAt" | "updatedAt" | "createdBy">,
) {
  return {
    slug: show.slug,
    name: show.name,
    category: show.category,
    start_date: show.startDate,
    end_date: show.endDate,
    opening_time: show.openingTime,
    closing_time: show.closingTime,
    time_zone: show.timeZone,
    street: show.place.address.streetNumberAndStreet,
    city: show.place.address.city,
    city_slug: show.place.address.citySlug,
    country: show.place.address.country,
    lat: show.place.location.lat,
    lng: show.place.location.lng,
    themes: JSON.stringify(show.themes),
    presentation: show.presentation,
    organiser: JSON.stringify(show.organiser),
    logo_url: show.logoUrl,
    banner_url: show.bannerUrl,
    social_links: JSON.stringify(show.socialLinks),
    accessibility: JSON.stringify(show.accessibility),
    mode: show.mode,
    listing: show.listing,
    activity_id: show.activityId,
  };
}

/** `%` and `_` typed by the support team are searched for, not used as wildcards. */
const likePattern = (text: string) =>
  `%${text.toLowerCase().replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%`;

export type NewHall = { id: string; name: string | null; theme: string; position: number };
export type HallChange = {
  name?: string | null;
  theme?: string;
  position?: number;
  plan_row?: number | null;
  plan_column?: number | null;
};

export function createTradeShowRepository(db: Kysely<Database>) {
  const shows = () =>
    db
      .selectFrom("trade_shows")
      .leftJoin("activities", "activities.id", "trade_shows.activity_id")
      .selectAll("trade_shows")
      .select("activities.slug as activity_slug");

  async function hallsOf(showIds: string[]): Promise<Map<string, HallRow[]>> {
    const byShow = new Map<string, HallRow[]>(showIds.map((id) => [id, []]));
    if (showIds.length === 0) return byShow;
    const rows = await db
      .selectFrom("trade_show_halls")
      .selectAll()
      .where("show_id", "in", showIds)
      .orderBy("position")
      .orderBy("id")
      .execute();
    for (const row of rows) byShow.get(row.show_id)?.push(row);
    return byShow;
  }

  async function records(rows: Array<ShowRow & { activity_slug: string | null }>): Promise<TradeShowRecord[]> {
    const halls = await hallsOf(rows.map((row) => row.id));
    return rows.map((row) => toRecord(row, halls.get(row.id) ?? []));
  }

  return {
    async findBySlug(slug: string): Promise<TradeShowRecord | null> {
      const row = await shows().where("trade_shows.slug", "=", slug).executeTakeFirst();
      return row ? ((await records([row]))[0] ?? null) : null;
    },

    async findById(id: string): Promise<TradeShowRecord | null> {
      const row = await shows().where("trade_shows.id", "=", id).executeTakeFirst();
      return row ? ((await records([row]))[0] ?? null) : null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      return (await db.selectFrom("trade_shows").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
    },

    /** A new show, its halls and its first organiser, together. */
    async insert(
      show: Parameters<typeof toShowColumns>[0] & { id: string; createdBy: string },
      halls: NewHall[],
      stamp: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("trade_shows")
          .values({ id: show.id, ...toShowColumns(show), created_by: show.createdBy, created_at: stamp, updated_at: stamp })
          .execute();
        if (halls.length > 0) {
          await trx
            .insertInto("trade_show_halls")
            .values(halls.map((hall) => ({ ...hall, show_id: show.id, plan_row: null, plan_column: null, created_at: stamp })))
            .execute();
        }
        await trx
          .insertInto("trade_show_members")
          .values({ show_id: show.id, user_id: show.createdBy, role: "organiser", joined_at: stamp })
          .execute();
      });
    },

    async update(id: string, show: Parameters<typeof toShowColumns>[0], stamp: string): Promise<void> {
      await db
        .updateTable("trade_shows")
        .set({ ...toShowColumns(show), updated_at: stamp })
        .where("id", "=", id)
        .execute();
    },

    async setActivity(id: string, activityId: string | null): Promise<void> {
      await db.updateTable("trade_shows").set({ activity_id: activityId }).where("id", "=", id).execute();
    },

    async setImage(id: string, column: "logo_url" | "banner_url", url: string | null, stamp: string): Promise<void> {
      await db
        .updateTable("trade_shows")
        .set({ [column]: url, updated_at: stamp })
        .where("id", "=", id)
        .execute();
    },

    /** Removes a show with its halls, booths, team and invitations. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("booths").where("show_id", "=", id).execute();
        await trx.deleteFrom("trade_shows").where("id", "=", id).execute();
      });
    },

    async touch(id: string, stamp: string): Promise<void> {
      await db.updateTable("trade_shows").set({ updated_at: stamp }).where("id", "=", id).execute();
    },

    // Halls.
    async insertHall(showId: string, hall: NewHall, stamp: string): Promise<void> {
      await db
        .insertInto("trade_show_halls")
        .values({ ...hall, show_id: showId, plan_row: null, plan_column: null, created_at: stamp })
        .execute();
    },

    async updateHall(showId: string, hallId: string, fields: HallChange) {
      const result = await db
        .updateTable("trade_show_halls")
        .set(fields)
        .where("show_id", "=", showId)
        .where("id", "=", hallId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeHall(showId: string, hallId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("trade_show_halls")
        .where("show_id", "=", showId)
        .where("id", "=", hallId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async hallHasBooth(showId: string, hallId: string): Promise<boolean> {
      const booth = await db
        .selectFrom("booths")
        .select("id")
        .where("show_id", "=", showId)
        .where("hall_id", "=", hallId)
        .executeTakeFirst();
      return booth !== undefined;
    },

    /** The ids of a show's booths, whose files go with the show. */
    async boothIds(showId: string): Promise<string[]> {
      const rows = await db.selectFrom("booths").select("id").where("show_id", "=", showId).execute();
      return rows.map((row) => row.id);
    },

    /** Exhibitors whose booth the organiser validated: they block the show's deletion. */
    async activeExhibitorCount(showId: string): Promise<number> {
      return countRows(db.selectFrom("booths").where("show_id", "=", showId).where("status", "=", "validated"));
    },

    // The organising team (ADR 065).
    async roleOf(showId: string, userId: string): Promise<TradeShowRole | null> {
      const row = await db
        .selectFrom("trade_show_members")
        .select("role")
        .where("show_id", "=", showId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.role ?? null;
    },

    async members(showId: string): Promise<TradeShowMember[]> {
      const rows = await db
        .selectFrom("trade_show_members")
        .innerJoin("users", "users.id", "trade_show_members.user_id")
        .select(["users.id", "users.email", "users.first_name", "users.last_name", "trade_show_members.role", "joined_at"])
        .where("show_id", "=", showId)
        .orderBy("joined_at")
        .orderBy("users.id")
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        email: row.email,
        name: `${row.first_name} ${row.last_name}`.trim(),
        role: row.role,
        joinedAt: row.joined_at,
      }));
    },

    async organiserCount(showId: string): Promise<number> {
      return countRows(db.selectFrom("trade_show_members").where("show_id", "=", showId).where("role", "=", "organiser"));
    },

    async putMember(showId: string, userId: string, role: TradeShowRole, stamp: string): Promise<void> {
      await db
        .insertInto("trade_show_members")
        .values({ show_id: showId, user_id: userId, role, joined_at: stamp })
        .onConflict((conflict) => conflict.columns(["show_id", "user_id"]).doUpdateSet({ role }))
        .execute();
    },

    async removeMember(showId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("trade_show_members")
        .where("show_id", "=", showId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The shows a user is on the team of, the soonest first, with the user's role. */
    async listForMember(userId: string): Promise<Array<{ record: TradeShowRecord; role: TradeShowRole }>> {
      const rows = await shows()
        .innerJoin("trade_show_members", "trade_show_members.show_id", "trade_shows.id")
        .select("trade_show_members.role as member_role")
        .where("trade_show_members.user_id", "=", userId)
        .orderBy("trade_shows.start_date", "desc")
        .orderBy("trade_shows.id")
        .execute();
      const list = await records(rows);
      return list.map((record, index) => ({ record, role: rows[index]?.member_role as TradeShowRole }));
    },

    // Invitations.
    async insertInvitation(row: Selectable<TradeShowInvitationsTable>): Promise<void> {
      await db.insertInto("trade_show_invitations").values(row).execute();
    },

    async invitations(showId: string): Promise<TradeShowInvitation[]> {
      const rows = await db
        .selectFrom("trade_show_invitations")
        .selectAll()
        .where("show_id", "=", showId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invitedBy: row.invited_by,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        acceptedAt: row.accepted_at,
      }));
    },

    async invitationByHash(tokenHash: string) {
      return (
        (await db.selectFrom("trade_show_invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst()) ?? null
      );
    },

    /** Marks an invitation used, once: false when another request used it first. */
    async acceptInvitation(id: string, userId: string, stamp: string): Promise<boolean> {
      const result = await db
        .updateTable("trade_show_invitations")
        .set({ accepted_at: stamp, accepted_by: userId })
        .where("id", "=", id)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeInvitation(showId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("trade_show_invitations")
        .where("show_id", "=", showId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // The support team's table and the sitemap.
    async list(filters: {
      q?: string | undefined;
      listing?: TradeShowListing | undefined;
      mode?: TradeShowMode | undefined;
      from?: string | undefined;
      to?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ total: number; items: TradeShowRecord[] }> {
      let base = db.selectFrom("trade_shows");
      if (filters.q) {
        const pattern = likePattern(filters.q);
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(trade_shows.name)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`lower(trade_shows.city)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`lower(trade_shows.organiser)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`trade_shows.slug`, "like", sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (filters.listing) base = base.where("trade_shows.listing", "=", filters.listing);
      if (filters.mode) base = base.where("trade_shows.mode", "=", filters.mode);
      // Shows that run at some point between the two days.
      if (filters.from) base = base.where("trade_shows.end_date", ">=", filters.from);
      if (filters.to) base = base.where("trade_shows.start_date", "<=", filters.to);
      const [rows, total] = await Promise.all([
        base
          .leftJoin("activities", "activities.id", "trade_shows.activity_id")
          .selectAll("trade_shows")
          .select("activities.slug as activity_slug")
          .orderBy("trade_shows.start_date", "desc")
          .orderBy("trade_shows.id")
          .limit(filters.limit)
          .offset(filters.offset)
          .execute(),
        countRows(base),
      ]);
      return { total, items: await records(rows) };
    },

    async listedForSitemap(): Promise<Array<{ slug: string; updatedAt: string }>> {
      const rows = await db
        .selectFrom("trade_shows")
        .select(["slug", "updated_at"])
        .where("listing", "=", "public")
        .orderBy("slug")
        .execute();
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    },
  };
}

export type TradeShowRepository = ReturnType<typeof createTradeShowRepository>;
