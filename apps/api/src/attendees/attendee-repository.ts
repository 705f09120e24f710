import type { BusinessCardInput, BusinessCardKind, HeldCard } from "@alentour/domain/business-card";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** An attendee as the organisers list them. */
export type AttendeeRecord = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  joinedAt: string;
};

/** A stored lead with the card it holds (the service hides the card once withdrawn). */
export type LeadRecord = {
  id: string;
  boothId: string;
  userId: string;
  kind: BusinessCardKind;
  source: "handed" | "scanned";
  rating: number;
  notes: string;
  tags: string[];
  createdAt: string;
  withdrawnAt: string | null;
  card: BusinessCardInput | null;
};

/** A booth or a conference an attendee saves (ADR 104). */
export type SavedItem = { kind: "booth" | "conference"; id: string };

const parseCard = (values: string | null, shared: string | null): BusinessCardInput | null =>
  values === null || shared === null ? null : { values: JSON.parse(values), shared: JSON.parse(shared) };

/** Attendees, business cards, their QR tokens and leads (migration 0028). */
export function createAttendeeRepository(db: Kysely<Database>) {
  const leads = () =>
    db
      .selectFrom("leads")
      .leftJoin("business_cards", (join) =>
        join.onRef("business_cards.user_id", "=", "leads.user_id").onRef("business_cards.kind", "=", "leads.kind"),
      )
      .selectAll("leads")
      .select(["business_cards.card_values", "business_cards.shared"]);

  type LeadRow = Awaited<ReturnType<ReturnType<typeof leads>["executeTakeFirstOrThrow"]>>;
  const toLead = (row: LeadRow): LeadRecord => ({
    id: row.id,
    boothId: row.booth_id,
    userId: row.user_id,
    kind: row.kind,
    source: row.source,
    rating: row.rating,
    notes: row.notes,
    tags: JSON.parse(row.tags),
    createdAt: row.created_at,
    withdrawnAt: row.withdrawn_at,
    card: parseCard(row.card_values, row.shared),
  });

  return {
    async attendance(showId: string, userId: string) {
      return (
        (await db
          .selectFrom("attendees")
          .select(["joined_at", "left_at"])
          .where("show_id", "=", showId)
          .where("user_id", "=", userId)
          .executeTakeFirst()) ?? null
      );
    },

    /** Joins, or joins again after leaving (the join date is the latest). */
    async join(showId: string, userId: string, stamp: string) {
      const existing = await this.attendance(showId, userId);
      if (existing) {
        await db
          .updateTable("attendees")
          .set({ joined_at: stamp, left_at: null })
          .where("show_id", "=", showId)
          .where("user_id", "=", userId)
          .execute();
      } else {
        await db.insertInto("attendees").values({ show_id: showId, user_id: userId, joined_at: stamp, left_at: null }).execute();
      }
    },

    async leave(showId: string, userId: string, stamp: string) {
      await db
        .updateTable("attendees")
        .set({ left_at: stamp })
        .where("show_id", "=", showId)
        .where("user_id", "=", userId)
        .execute();
    },

    /** The show's present attendees, earliest first. */
    async listForShow(showId: string): Promise<AttendeeRecord[]> {
      const rows = await db
        .selectFrom("attendees")
        .innerJoin("users", "users.id", "attendees.user_id")
        .select(["users.id", "users.first_name", "users.last_name", "users.email", "attendees.joined_at"])
        .where("attendees.show_id", "=", showId)
        .where("attendees.left_at", "is", null)
        .orderBy("attendees.joined_at")
        .orderBy("users.id")
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        joinedAt: row.joined_at,
      }));
    },

    /** The shows a user is attending now. */
    async showsOf(userId: string): Promise<Array<{ showId: string; joinedAt: string }>> {
      const rows = await db
        .selectFrom("attendees")
        .select(["show_id", "joined_at"])
        .where("user_id", "=", userId)
        .where("left_at", "is", null)
        .orderBy("joined_at", "desc")
        .execute();
      return rows.map((row) => ({ showId: row.show_id, joinedAt: row.joined_at }));
    },

    async card(userId: string, kind: BusinessCardKind) {
      const row = await db
        .selectFrom("business_cards")
        .selectAll()
        .where("user_id", "=", userId)
        .where("kind", "=", kind)
        .executeTakeFirst();
      return row ? { ...(parseCard(row.card_values, row.shared) as BusinessCardInput), updatedAt: row.updated_at } : null;
    },

    async saveCard(userId: string, kind: BusinessCardKind, card: BusinessCardInput, stamp: string) {
      const values = { card_values: JSON.stringify(card.values), shared: JSON.stringify(card.shared), updated_at: stamp };
      await db
        .insertInto("business_cards")
        .values({ user_id: userId, kind, ...values })
        .onConflict((conflict) => conflict.columns(["user_id", "kind"]).doUpdateSet(values))
        .execute();
    },

    /** A new QR token for a card; the card's earlier tokens are revoked in the same transaction. */
    async replaceToken(userId: string, kind: BusinessCardKind, tokenHash: string, stamp: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("business_card_tokens")
          .set({ revoked_at: stamp })
          .where("user_id", "=", userId)
          .where("kind", "=", kind)
          .where("revoked_at", "is", null)
          .execute();
        await trx
          .insertInto("business_card_tokens")
          .values({ token_hash: tokenHash, user_id: userId, kind, created_at: stamp, revoked_at: null })
          .execute();
      });
    },

    async revokeTokens(userId: string, kind: BusinessCardKind, stamp: string) {
      await db
        .updateTable("business_card_tokens")
        .set({ revoked_at: stamp })
        .where("user_id", "=", userId)
        .where("kind", "=", kind)
        .where("revoked_at", "is", null)
        .execute();
    },

    async hasToken(userId: string, kind: BusinessCardKind): Promise<boolean> {
      const row = await db
        .selectFrom("business_card_tokens")
        .select("token_hash")
        .where("user_id", "=", userId)
        .where("kind", "=", kind)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async tokenOwner(tokenHash: string): Promise<{ userId: string; kind: BusinessCardKind } | null> {
      const row = await db
        .selectFrom("business_card_tokens")
        .select(["user_id", "kind"])
        .where("token_hash", "=", tokenHash)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return row ? { userId: row.user_id, kind: row.kind } : null;
    },

    /** Hands a card to a booth: a new lead, or the attendee's lead there with this card, no longer withdrawn. */
    async putLead(lead: {
      id: string;
      boothId: string;
      userId: string;
      kind: BusinessCardKind;
      source: "handed" | "scanned";
      stamp: string;
    }) {
      await db
        .insertInto("leads")
        .values({
          id: lead.id,
          booth_id: lead.boothId,
          user_id: lead.userId,
          kind: lead.kind,
          source: lead.source,
          created_at: lead.stamp,
          withdrawn_at: null,
        })
        .onConflict((conflict) =>
          conflict.columns(["booth_id", "user_id"]).doUpdateSet({ kind: lead.kind, source: lead.source, withdrawn_at: null }),
        )
        .execute();
      const row = await leads()
        .where("leads.booth_id", "=", lead.boothId)
        .where("leads.user_id", "=", lead.userId)
        .executeTakeFirstOrThrow();
      return toLead(row);
    },

    async lead(id: string): Promise<LeadRecord | null> {
      const row = await leads().where("leads.id", "=", id).executeTakeFirst();
      return row ? toLead(row) : null;
    },

    async leadsOfBooth(boothId: string): Promise<LeadRecord[]> {
      const rows = await leads()
        .where("leads.booth_id", "=", boothId)
        .orderBy("leads.created_at", "desc")
        .orderBy("leads.id")
        .execute();
      return rows.map(toLead);
    },

    async updateLead(id: string, changes: { rating?: number; notes?: string; tags?: string[] }) {
      await db
        .updateTable("leads")
        .set({
          ...(changes.rating !== undefined && { rating: changes.rating }),
          ...(changes.notes !== undefined && { notes: changes.notes }),
          ...(changes.tags !== undefined && { tags: JSON.stringify(changes.tags) }),
        })
        .where("id", "=", id)
        .execute();
    },

    /** The cards a user handed out, with the booth and show that hold each. */
    async heldCards(userId: string): Promise<HeldCard[]> {
      const rows = await db
        .selectFrom("leads")
        .innerJoin("booths", "booths.id", "leads.booth_id")
        .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
        .select([
          "leads.id",
          "leads.booth_id",
          "leads.kind",
          "leads.created_at",
          "leads.withdrawn_at",
          "booths.company_name",
          "trade_shows.slug",
          "trade_shows.name",
        ])
        .where("leads.user_id", "=", userId)
        .orderBy("leads.created_at", "desc")
        .orderBy("leads.id")
        .execute();
      return rows.map((row) => ({
        leadId: row.id,
        boothId: row.booth_id,
        companyName: row.company_name,
        showSlug: row.slug,
        showName: row.name,
        kind: row.kind,
        createdAt: row.created_at,
        withdrawnAt: row.withdrawn_at,
      }));
    },

    /** Saves a booth or a conference for the attendee (once: saving it again changes nothing). */
    async save(userId: string, item: SavedItem, stamp: string) {
      if (item.kind === "booth") {
        await db
          .insertInto("saved_booths")
          .values({ user_id: userId, booth_id: item.id, saved_at: stamp })
          .onConflict((conflict) => conflict.columns(["user_id", "booth_id"]).doNothing())
          .execute();
      } else {
        await db
          .insertInto("saved_conferences")
          .values({ user_id: userId, conference_id: item.id, saved_at: stamp })
          .onConflict((conflict) => conflict.columns(["user_id", "conference_id"]).doNothing())
          .execute();
      }
    },

    async unsave(userId: string, item: SavedItem) {
      if (item.kind === "booth") {
        await db.deleteFrom("saved_booths").where("user_id", "=", userId).where("booth_id", "=", item.id).execute();
      } else {
        await db.deleteFrom("saved_conferences").where("user_id", "=", userId).where("conference_id", "=", item.id).execute();
      }
    },

    /** The show's validated booths the user saved, by name. */
    async savedBooths(userId: string, showId: string): Promise<Array<{ boothId: string; companyName: string; savedAt: string }>> {
      const rows = await db
        .selectFrom("saved_booths")
        .innerJoin("booths", "booths.id", "saved_booths.booth_id")
        .select(["booths.id", "booths.company_name", "saved_booths.saved_at"])
        .where("saved_booths.user_id", "=", userId)
        .where("booths.show_id", "=", showId)
        .where("booths.status", "=", "validated")
        .orderBy("booths.company_name")
        .orderBy("booths.id")
        .execute();
      return rows.map((row) => ({ boothId: row.id, companyName: row.company_name, savedAt: row.saved_at }));
    },

    /** The ids of the show's accepted conferences the user saved. */
    async savedConferenceIds(userId: string, showId: string): Promise<string[]> {
      const rows = await db
        .selectFrom("saved_conferences")
        .innerJoin("conferences", "conferences.id", "saved_conferences.conference_id")
        .select("conferences.id")
        .where("saved_conferences.user_id", "=", userId)
        .where("conferences.show_id", "=", showId)
        .where("conferences.status", "=", "accepted")
        .orderBy("conferences.id")
        .execute();
      return rows.map((row) => row.id);
    },

    async withdraw(leadId: string, stamp: string) {
      await db
        .updateTable("leads")
        .set({ withdrawn_at: stamp })
        .where("id", "=", leadId)
        .where("withdrawn_at", "is", null)
        .execute();
    },
  };
}

export type AttendeeRepository = ReturnType<typeof createAttendeeRepository>;
