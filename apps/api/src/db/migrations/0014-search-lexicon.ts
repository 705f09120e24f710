import { type Kysely, PostgresAdapter, sql } from "kysely";

// The PostgreSQL search engine's one lexicon (ADR 047): a document's words, its French and English stems and the
// grid cells holding its point, in one tsvector with one GIN index, so that a query's words, stems and map area are
// intersected inside one index scan instead of as four bitmaps of tens of thousands of rows each. Stems and cells
// carry a prefix ("~fr:", "~en:", "~g2:") that no indexed word can start with (words are split on symbols), so a
// word, its completions and its typos never match them. The `sample < 1` partial indexes let the engine's 1 % probe
// read a hundredth of the words, points and tags. On SQLite the embedded engine keeps its index in memory.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const labels = sql.raw(
  "coalesce(document->>'subCategoryLabel', '') || ' ' || coalesce(document->>'categoryLabel', '') || ' ' || coalesce(document->>'city', '')",
);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  // A tsvector's lexemes with a prefix, each at position 1 so that setweight can weigh them.
  await sql`create function alentour_prefixed(prefix text, vector tsvector) returns tsvector
    language sql immutable strict parallel safe as $$
      select coalesce(string_agg('''' || replace(replace(prefix || lexeme, '\\', '\\\\'), '''', '''''') || ''':1', ' '), '')::tsvector
      from unnest(vector)
    $$`.execute(db);
  // A point's cell at each grid level: 4°, 1°, 1/4°, 1/16° and 1/64° squares (CELL_SIZES in search/postgres/schema.ts).
  await sql`create function alentour_cells(lng double precision, lat double precision) returns tsvector
    language sql immutable strict parallel safe as $$
      select array_to_tsvector(array(
        select format('~g%s:%s:%s', level - 1, floor(lng / size)::int, floor(lat / size)::int)
        from unnest(array[4, 1, 0.25, 0.0625, 0.015625]::double precision[]) with ordinality as cell(size, level)))
    $$`.execute(db);
  await sql`drop index if exists search_documents_stems_idx`.execute(db);
  await sql`drop index if exists search_documents_words_idx`.execute(db);
  await sql`alter table search_documents drop column if exists stems_fr, drop column if exists stems_en,
    add column lexicon tsvector generated always as (
      words
      || setweight(alentour_prefixed('~fr:', to_tsvector('alentour_fr'::regconfig, name)), 'A')
      || setweight(alentour_prefixed('~fr:', to_tsvector('alentour_fr'::regconfig, ${labels})), 'B')
      || setweight(alentour_prefixed('~en:', to_tsvector('alentour_en'::regconfig, name)), 'A')
      || setweight(alentour_prefixed('~en:', to_tsvector('alentour_en'::regconfig, ${labels})), 'B')
      || alentour_cells(lng, lat)
    ) stored`.execute(db);
  await sql`create index search_documents_lexicon_idx on search_documents using gin (lexicon)`.execute(db);
  await sql`create index search_documents_lexicon_probe_idx on search_documents using gin (lexicon) where sample < 1`.execute(db);
  await sql`create index search_documents_point_probe_idx on search_documents using gist (point(lng, lat)) where sample < 1`.execute(
    db,
  );
  await sql`create index search_documents_tags_probe_idx on search_documents using gin (tags) where sample < 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  for (const index of ["lexicon_idx", "lexicon_probe_idx", "point_probe_idx", "tags_probe_idx"])
    await sql`drop index if exists ${sql.id(`search_documents_${index}`)}`.execute(db);
  await sql`alter table search_documents drop column if exists lexicon`.execute(db);
  for (const [column, configuration] of [
    ["stems_fr", "alentour_fr"],
    ["stems_en", "alentour_en"],
  ] as const) {
    await sql`alter table search_documents add column ${sql.id(column)} tsvector generated always as (
      setweight(to_tsvector(${sql.lit(configuration)}::regconfig, name), 'A')
      || setweight(to_tsvector(${sql.lit(configuration)}::regconfig, ${labels}), 'B')) stored`.execute(db);
  }
  await sql`create index search_documents_words_idx on search_documents using gin (words)`.execute(db);
  await sql`create index search_documents_stems_idx on search_documents using gin (stems_fr, stems_en)`.execute(db);
  await sql`drop function if exists alentour_cells(double precision, double precision)`.execute(db);
  await sql`drop function if exists alentour_prefixed(text, tsvector)`.execute(db);
}
