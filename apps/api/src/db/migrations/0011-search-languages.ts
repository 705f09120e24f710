import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createContribExtensions } from "#app/db/contrib-extensions.ts";

// French and English stems for the PostgreSQL search engine (ADR 025): two text search configurations built
// on the french and english Snowball stemmers with the unaccent filter first, and a stored tsvector per
// language computed from the row itself, so every write (and every row already there) keeps them in step.
// On SQLite the embedded engine keeps its index in memory: nothing to create.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// The searchable text other than the name (src/search/document.ts, searchableAttributes), weight B.
const labels = sql.raw(
  "coalesce(document->>'subCategoryLabel', '') || ' ' || coalesce(document->>'categoryLabel', '') || ' ' || coalesce(document->>'city', '')",
);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await createContribExtensions(db, ["unaccent"]);
  for (const [configuration, language] of [
    ["alentour_fr", "french"],
    ["alentour_en", "english"],
  ] as const) {
    await sql`create text search configuration ${sql.id(configuration)} (copy = ${sql.raw(language)})`.execute(db);
    // Words with non-ASCII letters lose their accents before stemming; ASCII words go straight to the stemmer.
    await sql`alter text search configuration ${sql.id(configuration)}
      alter mapping for hword, hword_part, word with unaccent, ${sql.raw(`${language}_stem`)}`.execute(db);
    await sql`alter table search_documents add column ${sql.id(`stems_${language.slice(0, 2)}`)} tsvector
      generated always as (
        setweight(to_tsvector(${sql.lit(configuration)}::regconfig, name), 'A')
        || setweight(to_tsvector(${sql.lit(configuration)}::regconfig, ${labels}), 'B')
      ) stored`.execute(db);
  }
  await sql`create index search_documents_stems_idx on search_documents using gin (stems_fr, stems_en)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop index if exists search_documents_stems_idx`.execute(db);
  await sql`alter table search_documents drop column if exists stems_fr, drop column if exists stems_en`.execute(db);
  await sql`drop text search configuration if exists alentour_fr`.execute(db);
  await sql`drop text search configuration if exists alentour_en`.execute(db);
}
