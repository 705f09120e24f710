import type { Kysely } from "kysely";

// Trade shows (docs/trade-shows.md): the show, its halls, its organising team and the invitations to it
// (ADR 065), and the exhibitors' booths, reduced for now to what the deletion guards read (show, hall, owner,
// status). Dates and times are local to the show's time zone; JSON columns hold the domain's arrays and objects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trade_shows")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("end_date", "text", (col) => col.notNull())
    .addColumn("opening_time", "text", (col) => col.notNull())
    .addColumn("closing_time", "text", (col) => col.notNull())
    .addColumn("time_zone", "text", (col) => col.notNull())
    .addColumn("street", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("city_slug", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("lat", "double precision", (col) => col.notNull())
    .addColumn("lng", "double precision", (col) => col.notNull())
    .addColumn("themes", "text", (col) => col.notNull())
    .addColumn("presentation", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("organiser", "text", (col) => col.notNull())
    .addColumn("logo_url", "text")
    .addColumn("banner_url", "text")
    .addColumn("social_links", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("mode", "text", (col) => col.notNull())
    .addColumn("listing", "text", (col) => col.notNull())
    // The directory's activity that stands for the show while it is listed (ADR 066).
    .addColumn("activity_id", "text", (col) => col.references("activities.id").onDelete("set null"))
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("trade_shows_listing_idx").on("trade_shows").columns(["listing", "start_date"]).execute();

  await db.schema
    .createTable("trade_show_halls")
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    // Unique within its show ("hall-1"): the wizard names halls before the show exists.
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("theme", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    // Its cell on the plan's floor grid, null while it is not placed.
    .addColumn("plan_row", "integer")
    .addColumn("plan_column", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("trade_show_halls_pk", ["show_id", "id"])
    .execute();

  await db.schema
    .createTable("trade_show_members")
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("joined_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("trade_show_members_pk", ["show_id", "user_id"])
    .execute();
  await db.schema.createIndex("trade_show_members_user_idx").on("trade_show_members").column("user_id").execute();

  await db.schema
    .createTable("trade_show_invitations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    // SHA-256 (hex) of the secret in the mailed link; the secret itself is never stored.
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "text")
    .execute();
  await db.schema.createIndex("trade_show_invitations_show_idx").on("trade_show_invitations").column("show_id").execute();

  await db.schema
    .createTable("booths")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    // No cascade: a hall with a booth in it cannot be deleted (the trade-show service says why first).
    .addColumn("hall_id", "text", (col) => col.notNull())
    .addColumn("owner_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addForeignKeyConstraint("booths_hall_fk", ["show_id", "hall_id"], "trade_show_halls", ["show_id", "id"])
    .execute();
  await db.schema.createIndex("booths_show_idx").on("booths").columns(["show_id", "status"]).execute();
  await db.schema.createIndex("booths_hall_idx").on("booths").columns(["show_id", "hall_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("booths").execute();
  await db.schema.dropTable("trade_show_invitations").execute();
  await db.schema.dropTable("trade_show_members").execute();
  await db.schema.dropTable("trade_show_halls").execute();
  await db.schema.dropTable("trade_shows").execute();
}
