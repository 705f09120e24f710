import type { Kysely } from "kysely";

// Exhibitors' booths (docs/trade-shows.md#exhibitors, ADR 089): the wizard's fields on the `booths` table of
// 0017, the language the exhibitor applied in (the decisions are mailed in it), the refusal's reason, and the
// colleagues an exhibitor names, whose accreditation the organisers grant or deny. Text columns get an empty
// default so rows written before this migration stay valid on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("booths")
    .addColumn("company_name", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  for (const column of ["website", "phone", "email", "logo_url", "calendar_url", "catchphrase", "refusal_reason", "decided_at"]) {
    await db.schema.alterTable("booths").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("booths")
    .addColumn("style", "text", (col) => col.notNull().defaultTo("classic"))
    .execute();
  await db.schema
    .alterTable("booths")
    .addColumn("colour", "text", (col) => col.notNull().defaultTo("#137a69"))
    .execute();
  await db.schema
    .alterTable("booths")
    .addColumn("avatar", "text", (col) => col.notNull().defaultTo("avatar-1"))
    .execute();
  await db.schema
    .alterTable("booths")
    .addColumn("locale", "text", (col) => col.notNull().defaultTo("fr"))
    .execute();
  // One application per account and show.
  await db.schema.createIndex("booths_owner_show_idx").on("booths").columns(["owner_id", "show_id"]).unique().execute();

  await db.schema
    .createTable("booth_colleagues")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("booth_id", "text", (col) => col.notNull().references("booths.id").onDelete("cascade"))
    // Named by address: the colleague may not have an account yet; they act once signed in with it.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("booth_colleagues_booth_email_idx")
    .on("booth_colleagues")
    .columns(["booth_id", "email"])
    .unique()
    .execute();
  await db.schema.createIndex("booth_colleagues_email_idx").on("booth_colleagues").columns(["email", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("booth_colleagues").execute();
  await db.schema.dropIndex("booths_owner_show_idx").execute();
  for (const column of [
    "company_name",
    "website",
    "phone",
    "email",
    "logo_url",
    "calendar_url",
    "catchphrase",
    "refusal_reason",
    "decided_at",
    "style",
    "colour",
    "avatar",
    "locale",
  ]) {
    await db.schema.alterTable("booths").dropColumn(column).execute();
  }
}
