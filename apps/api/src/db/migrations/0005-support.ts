import type { Kysely } from "kysely";

// Customer service, content, the audit log, suspended accounts and cookieless page-view counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("suspended", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_idx").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("data_rights_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("deadline_at", "text", (col) => col.notNull())
    .addColumn("extension_reason", "text")
    .addColumn("decision_reason", "text")
    .addColumn("export_json", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("data_rights_requests_deadline_idx")
    .on("data_rights_requests")
    .columns(["status", "deadline_at"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_target_idx").on("audit_log").columns(["target_type", "target_id"]).execute();

  await db.schema
    .createTable("faq_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("audience", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("question_fr", "text", (col) => col.notNull())
    .addColumn("answer_fr", "text", (col) => col.notNull())
    .addColumn("question_en", "text", (col) => col.notNull())
    .addColumn("answer_en", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("blog_articles")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title_fr", "text", (col) => col.notNull())
    .addColumn("title_en", "text", (col) => col.notNull())
    .addColumn("summary_fr", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("body_fr", "text", (col) => col.notNull())
    .addColumn("body_en", "text", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("blog_articles_published_idx").on("blog_articles").column("published_at").execute();

  // One row per day, path, referrer host and campaign: counts only, nothing about who visited.
  await db.schema
    .createTable("page_views")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull())
    .addColumn("campaign", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("page_views_pk", ["day", "path", "referrer", "campaign"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["page_views", "blog_articles", "faq_entries", "audit_log", "data_rights_requests", "contact_messages"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("users").dropColumn("suspended").execute();
}
