import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cities")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("lat", "real", (col) => col.notNull())
    .addColumn("lng", "real", (col) => col.notNull())
    .addColumn("population", "integer", (col) => col.notNull())
    .addColumn("time_zone", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("activities")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("sub_category", "text", (col) => col.notNull())
    .addColumn("pricing", "text", (col) => col.notNull())
    .addColumn("setting", "text", (col) => col.notNull())
    .addColumn("for_alone", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("for_couple", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("for_friends", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("for_family", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("street", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("city_slug", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("lat", "real", (col) => col.notNull())
    .addColumn("lng", "real", (col) => col.notNull())
    .addColumn("time_zone", "text", (col) => col.notNull())
    .addColumn("opening_hours", "text", (col) => col.notNull())
    .addColumn("description_html", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("banner_url", "text")
    .addColumn("price_list", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("social_links", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("contact", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("contact_email", "text")
    .addColumn("owner_id", "text")
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("quality", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // The city and category pages list the best first.
  await db.schema
    .createIndex("activities_city_quality_idx")
    .on("activities")
    .columns(["city_slug", "published", "quality"])
    .execute();
  await db.schema
    .createIndex("activities_city_category_idx")
    .on("activities")
    .columns(["city_slug", "category", "published", "quality"])
    .execute();
  await db.schema.createIndex("activities_owner_idx").on("activities").column("owner_id").execute();
  await db.schema.createIndex("activities_updated_idx").on("activities").column("updated_at").execute();

  await db.schema
    .createTable("activity_suggestions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("activity_id", "text", (col) => col.notNull().references("activities.id").onDelete("cascade"))
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("activity_suggestions").execute();
  await db.schema.dropTable("activities").execute();
  await db.schema.dropTable("cities").execute();
}
