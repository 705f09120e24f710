import type { Kysely } from "kysely";

// Revocation of signed tokens (docs/security.md): each account counts the events that end its tokens
// (sign-out, password change or reset, role change, suspension). A token carries the count it was minted
// under and is refused once the count has moved on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("token_generation", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("token_generation").execute();
}
