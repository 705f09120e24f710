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

export type CitiesTable = {
  slug: string;
  name: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  time_zone: string;
};

/** 0/1 on both dialects (SQLite has no boolean). */
type Flag = number;

export type ActivitiesTable = {
  id: string;
  slug: string;
  name: string;
  category: string;
  sub_category: string;
  pricing: string;
  setting: string;
  for_alone: Flag;
  for_couple: Flag;
  for_friends: Flag;
  for_family: Flag;
  street: string;
  city: string;
  city_slug: string;
  country: string;
  lat: number;
  lng: number;
  time_zone: string;
  /** JSON of OpeningHours. */
  opening_hours: string;
  /** Sanitised on the way in (sanitize-html); safe to render. */
  description_html: string;
  banner_url: string | null;
  /** JSON arrays/objects of the domain types. */
  price_list: string;
  social_links: string;
  contact: string;
  contact_email: string | null;
  owner_id: string | null;
  published: Flag;
  /** A 0–5 quality signal: ranks the "best activities" of a city after relevance. */
  quality: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ActivitySuggestionsTable = {
  id: string;
  activity_id: string;
  message: string;
  email: string | null;
  status: ColumnType<"open" | "applied" | "dismissed", "open" | undefined, "open" | "applied" | "dismissed">;
  created_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  cities: CitiesTable;
  activities: ActivitiesTable;
  activity_suggestions: ActivitySuggestionsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
