import type { Role } from "@alentour/domain/roles";
import { type Kysely, sql } from "kysely";
import type { Database, UserRow } from "#app/db/schema.ts";

/** The users record (docs/product.md#user-record) as the api hands it out. */
export type UserRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  city: string | null;
  company: string | null;
  phone: string | null;
  photoUrl: string | null;
  dateCreated: string;
  dateUpdated: string;
  role: Role;
};

export type UserFields = Pick<UserRecord, "firstName" | "lastName" | "city" | "company" | "phone" | "photoUrl">;

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  city: row.city,
  company: row.company,
  phone: row.phone,
  photoUrl: row.photo_url,
  dateCreated: row.date_created,
  dateUpdated: row.date_updated,
  role: row.role,
});

const toColumns = (fields: Partial<UserFields>) => ({
  ...(fields.firstName !== undefined && { first_name: fields.firstName }),
  ...(fields.lastName !== undefined && { last_name: fields.lastName }),
  ...(fields.city !== undefined && { city: fields.city }),
  ...(fields.company !== undefined && { company: fields.company }),
  ...(fields.phone !== undefined && { phone: fields.phone }),
  ...(fields.photoUrl !== undefined && { photo_url: fields.photoUrl }),
});

export function createUserRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async find(id: string): Promise<UserRecord | null> {
      const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** The account of an e-mail address, whatever its case. */
    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await db
        .selectFrom("users")
        .selectAll()
        .where(sql`lower(email)`, "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Creates the record, stamping id and both dates from the server clock. */
    async create(id: string, email: string, fields: UserFields): Promise<UserRecord> {
      const stamp = now().toISOString();
      const row = await db
        .insertInto("users")
        .values({
          id,
          email,
          ...toColumns(fields),
          first_name: fields.firstName,
          last_name: fields.lastName,
          date_created: stamp,
          date_updated: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    /** Follows a confirmed change of the sign-in address. */
    async setEmail(id: string, email: string): Promise<void> {
      await db.updateTable("users").set({ email, date_updated: now().toISOString() }).where("id", "=", id).execute();
    },

    /** Writes the given fields; returns null when there is no such record. */
    async update(id: string, fields: Partial<UserFields>): Promise<UserRecord | null> {
      const row = await db
        .updateTable("users")
        .set({ ...toColumns(fields), date_updated: now().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
