import { type Kysely, sql } from "kysely";

/**
 * Creates PostgreSQL contrib extensions the search tables need, or fails with what an operator must do.
 * `if not exists` needs no privilege once an extension is there, so a superuser may create them ahead of time.
 */
export async function createContribExtensions(db: Kysely<unknown>, names: readonly string[]): Promise<void> {
  for (const name of names) {
    try {
      await sql`create extension if not exists ${sql.id(name)}`.execute(db);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `PostgreSQL refused "create extension ${name}" (${reason}). The search index needs the contrib extensions ` +
          `${names.join(", ")}. Install PostgreSQL's contrib modules (Debian: postgresql-contrib), then either let ` +
          `the role that runs the migrations create them (they are trusted extensions: the database owner or a role ` +
          `with CREATE on the database may, from PostgreSQL 13) or have a superuser run ` +
          `${names.map((extension) => `"create extension if not exists ${extension};"`).join(" ")} in this database, ` +
          "and migrate again. See README, Search.",
        { cause: error },
      );
    }
  }
}
