import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

// Timestamps are ISO-8601 UTC strings on both dialects, so rows compare and sort the same everywhere.
type Timestamp = ColumnType<string, string, string>;

export type UsersTable = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  city: string | null;
  company: string | null;
  phone: string | null;
  photo_url: string | null;
  role: ColumnType<"user" | "support" | "admin", "user" | "support" | "admin" | undefined, "user" | "support" | "admin">;
  date_created: Timestamp;
  date_updated: Timestamp;
};

export type Database = {
  users: UsersTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
