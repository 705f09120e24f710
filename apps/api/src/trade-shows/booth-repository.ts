import type {
  AccreditationStatus,
  BoothAvatar,
  BoothColleague,
  BoothRole,
  BoothStatus,
  BoothStyle,
} from "@alentour/domain/booth";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Dialect } from "#app/db/database.ts";
import type { BoothColleaguesTable, BoothsTable, Database } from "#app/db/schema.ts";

type BoothRow = Selectable<BoothsTable>;

/** A stored booth with its show's slug and name (the service adds the caller's role). */
export type BoothRecord = {
  id: string;
  showId: string;
  showSlug: string;
  showName: string;
  hallId: string;
  ownerId: string;
  status: BoothStatus;
  companyName: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  calendarUrl: string | null;
  catchphrase: string | null;
  style: BoothStyle;
  colour: string;
  avatar: BoothAvatar;
  locale: string;
  refusalReason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The wizard's fields as columns. */
export type BoothFields = {
  hall_id: string;
  company_name: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  calendar_url: string | null;
  catchphrase: string | null;
  style: string;
  colour: string;
  avatar: string;
};

function toRecord(row: BoothRow & { show_slug: string; show_name: string }): BoothRecord {
  return {
    id: row.id,
    showId: row.show_id,
    showSlug: row.show_slug,
    showName: row.show_name,
    hallId: row.hall_id,
    ownerId: row.owner_id,
    status: row.status,
    companyName: row.company_name,
    website: row.website,
    phone: row.phone,
    email: row.email,
    logoUrl: row.logo_url,
    calendarUrl: row.calendar_url,
    catchphrase: row.catchphrase,
    style: row.style as BoothStyle,
    colour: row.colour,
    avatar: row.avatar as BoothAvatar,
    locale: row.locale,
    refusalReason: row.refusal_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toColleague = (row: Selectable<BoothColleaguesTable>): BoothColleague => ({
  id: row.id,
  email: row.email,
  status: row.status,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

export function createBoothRepository(db: Kysely<Database>, dialect: Dialect) {
  const booths = (on: Kysely<Database> = db) =>
    on
      .selectFrom("booths")
      .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
      .selectAll("booths")
      .select(["trade_shows.slug as show_slug", "trade_shows.name as show_name"]);

  const repository = {
    async find(id: string): Promise<BoothRecord | null> {
      const row = await booths().where("booths.id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByOwner(showId: string, ownerId: string): Promise<BoothRecord | null> {
      const row = await booths().where("booths.show_id", "=", showId).where("booths.owner_id", "=", ownerId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Every booth of a show, for its team: the pending ones first, then by company. */
    async listForShow(showId: string): Promise<BoothRecord[]> {
      const rows = await booths()
        .where("booths.show_id", "=", showId)
        .orderBy("booths.created_at")
        .orderBy("booths.id")
        .execute();
      return rows.map(toRecord);
    },

    /** A show's validated booths, what visitors see, by company name. */
    async validatedForShow(showId: string): Promise<BoothRecord[]> {
      const rows = await booths()
        .where("booths.show_id", "=", showId)
        .where("booths.status", "=", "validated")
        .orderBy("booths.company_name")
        .orderBy("booths.id")
        .execute();
      return rows.map(toRecord);
    },

    /** The booths a user acts for: those they applied with, and those they are an accredited colleague of. */
    async listForUser(userId: string, email: string): Promise<Array<{ record: BoothRecord; role: BoothRole }>> {
      const owned = await booths().where("booths.owner_id", "=", userId).orderBy("booths.created_at", "desc").execute();
      const accredited = await booths()
        .innerJoin("booth_colleagues", "booth_colleagues.booth_id", "booths.id")
        .where("booth_colleagues.email", "=", email.toLowerCase())
        .where("booth_colleagues.status", "=", "granted")
        .where("booths.owner_id", "!=", userId)
        .orderBy("booths.created_at", "desc")
        .execute();
      return [
        ...owned.map((row) => ({ record: toRecord(row), role: "owner" as const })),
        ...accredited.map((row) => ({ record: toRecord(row), role: "colleague" as const })),
      ];
    },

    /** The Business licence assigned to a booth, read-only here (assigned by the licences' service), or null. */
    async licenceOf(boothId: string): Promise<{ assignedAt: string } | null> {
      const row = await db
        .selectFrom("licences")
        .select("assigned_at")
        .where("booth_id", "=", boothId)
        .orderBy("assigned_at")
        .executeTakeFirst();
      return row ? { assignedAt: row.assigned_at ?? "" } : null;
    },

    /**
     * The validated booth through which a user exhibits at a show, or null: one they applied with, else one whose
     * accreditation the organisers granted them (listForUser's rule). The conferences ask it who is an exhibitor.
     */
    async exhibitingBooth(showId: string, user: { uid: string; email: string }): Promise<{ boothId: string } | null> {
      const acting = (await repository.listForUser(user.uid, user.email)).filter(
        ({ record }) => record.showId === showId && record.status === "validated",
      );
      const chosen = acting.find(({ role }) => role === "owner") ?? acting[0];
      return chosen ? { boothId: chosen.record.id } : null;
    },

    /**
     * The caller's part in a booth: "owner" when they applied with it, "colleague" when the organisers granted
     * the accreditation of their address, null otherwise (a pending or denied colleague does not act).
     */
    async roleOf(booth: { id: string; ownerId: string }, user: { uid: string; email: string }): Promise<BoothRole | null> {
      if (booth.ownerId === user.uid) return "owner";
      const row = await db
        .selectFrom("booth_colleagues")
        .select("id")
        .where("booth_id", "=", booth.id)
        .where("email", "=", user.email.toLowerCase())
        .where("status", "=", "granted")
        .executeTakeFirst();
      return row ? "colleague" : null;
    },

    async insert(row: BoothFields & { id: string; show_id: string; owner_id: string; locale: string; stamp: string }) {
      const { stamp, ...values } = row;
      await db
        .insertInto("booths")
        .values({ ...values, status: "pending", created_at: stamp, updated_at: stamp })
        .execute();
    },

    /** The wizard's fields again; `resubmitted` sends a refused application back to the organisers. */
    async update(id: string, fields: BoothFields & { logo_url?: null }, stamp: string, resubmitted = false): Promise<void> {
      await db
        .updateTable("booths")
        .set({
          ...fields,
          ...(resubmitted && { status: "pending" as const, refusal_reason: null, decided_at: null }),
          updated_at: stamp,
        })
        .where("id", "=", id)
        .execute();
    },

    async setLogo(id: string, url: string | null, stamp: string): Promise<void> {
      await db.updateTable("booths").set({ logo_url: url, updated_at: stamp }).where("id", "=", id).execute();
    },

    /** Runs `work` in a transaction holding the show's row, so validations of one show happen one after another. */
    async withShowLocked<T>(showId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        // SQLite runs one write transaction at a time already (and has no FOR UPDATE); PostgreSQL needs the row lock.
        if (dialect === "postgres")
          await trx.selectFrom("trade_shows").select("id").where("id", "=", showId).forUpdate().execute();
        return work(trx);
      });
    },

    /** The organisers' decision (or a refused application sent again: pending); inside `trx` when given. */
    async setStatus(
      id: string,
      status: BoothStatus,
      reason: string | null,
      stamp: string,
      trx?: Transaction<Database>,
    ): Promise<void> {
      await (trx ?? db)
        .updateTable("booths")
        .set({ status, refusal_reason: reason, decided_at: status === "pending" ? null : stamp, updated_at: stamp })
        .where("id", "=", id)
        .execute();
    },

    // Colleagues.
    async colleagues(boothId: string): Promise<BoothColleague[]> {
      const rows = await db
        .selectFrom("booth_colleagues")
        .selectAll()
        .where("booth_id", "=", boothId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map(toColleague);
    },

    async colleague(boothId: string, id: string): Promise<BoothColleague | null> {
      const row = await db
        .selectFrom("booth_colleagues")
        .selectAll()
        .where("booth_id", "=", boothId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toColleague(row) : null;
    },

    async colleagueNamed(boothId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom("booth_colleagues")
        .select("id")
        .where("booth_id", "=", boothId)
        .where("email", "=", email)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertColleague(row: { id: string; booth_id: string; email: string; created_at: string }): Promise<void> {
      await db
        .insertInto("booth_colleagues")
        .values({ ...row, status: "pending", decided_at: null })
        .execute();
    },

    async decideColleague(boothId: string, id: string, status: AccreditationStatus, stamp: string): Promise<boolean> {
      const result = await db
        .updateTable("booth_colleagues")
        .set({ status, decided_at: stamp })
        .where("booth_id", "=", boothId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeColleague(boothId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("booth_colleagues")
        .where("booth_id", "=", boothId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
  return repository;
}

export type BoothRepository = ReturnType<typeof createBoothRepository>;
