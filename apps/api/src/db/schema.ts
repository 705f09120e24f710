import type { Role } from "@alentour/domain/roles";
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
  role: ColumnType<Role, Role | undefined, Role>;
  date_created: Timestamp;
  date_updated: Timestamp;
  /** 1 while the support team has suspended the account: no sign-in, no session. */
  suspended: ColumnType<Flag, Flag | undefined, Flag>;
  /** Moves on at each event that ends the account's tokens; a token minted under an older count is refused. */
  token_generation: ColumnType<number, number | undefined, number>;
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
  /** A dated event's first and last local days ("YYYY-MM-DD", inclusive); both null when undated. */
  date_start: string | null;
  date_end: string | null;
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

export type ClaimRequestsTable = {
  id: string;
  activity_id: string;
  requester_id: string;
  message: string;
  /** The requester's language, for the mail that tells them the decision. */
  locale: string;
  status: ColumnType<"open" | "approved" | "refused", "open" | undefined, "open" | "approved" | "refused">;
  /** Why a request was refused; the requester is told. */
  reason: string | null;
  created_at: Timestamp;
  decided_at: string | null;
  /** The id of the support team member who decided. */
  decided_by: string | null;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  status: ColumnType<"open" | "handled", "open" | undefined, "open" | "handled">;
  created_at: Timestamp;
};

export type DataRightsRequestsTable = {
  id: string;
  type: string;
  name: string;
  email: string;
  details: string;
  locale: string;
  /** The account the request is about, when the requester was signed in with the same e-mail. */
  user_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  received_at: Timestamp;
  deadline_at: Timestamp;
  extension_reason: string | null;
  decision_reason: string | null;
  /** The access/portability export, produced when the request is handled. */
  export_json: string | null;
  updated_at: Timestamp;
  /** SHA-256 (hex) of the secret in the link that confirms the request from its address. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** When the requester opened that link; null until then, and the support team cannot act. */
  confirmed_at: string | null;
};

export type AuditLogTable = {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON object. */
  details: string;
};

export type FaqEntriesTable = {
  id: string;
  audience: string;
  position: number;
  question_fr: string;
  answer_fr: string;
  question_en: string;
  answer_en: string;
  updated_at: Timestamp;
};

export type BlogArticlesTable = {
  id: string;
  slug: string;
  title_fr: string;
  title_en: string;
  summary_fr: string;
  summary_en: string;
  body_fr: string;
  body_en: string;
  published_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PageViewsTable = {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  /** The referring host, or "" for none. */
  referrer: string;
  /** "source/medium/campaign" from utm_* tags, or "". */
  campaign: string;
  views: number;
};

export type TradeShowsTable = {
  id: string;
  slug: string;
  name: string;
  /** A sub-category of "trade-shows-fairs". */
  category: string;
  /** Local days "YYYY-MM-DD" and local times "HH:MM" in `time_zone`. */
  start_date: string;
  end_date: string;
  opening_time: string;
  closing_time: string;
  time_zone: string;
  street: string;
  city: string;
  city_slug: string;
  country: string;
  lat: number;
  lng: number;
  /** JSON array of strings, the main theme first. */
  themes: string;
  presentation: ColumnType<string, string | undefined, string>;
  /** JSON of TradeShowOrganiser. */
  organiser: string;
  logo_url: string | null;
  banner_url: string | null;
  social_links: string;
  mode: "physical" | "virtual" | "hybrid";
  listing: "public" | "private";
  /** The listed show's activity in the directory (ADR 066). */
  activity_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TradeShowHallsTable = {
  show_id: string;
  /** Unique within the show. */
  id: string;
  name: string | null;
  theme: string;
  position: number;
  /** The hall's cell on the plan's floor grid; null while it is not placed. */
  plan_row: number | null;
  plan_column: number | null;
  created_at: Timestamp;
};

export type TradeShowMembersTable = {
  show_id: string;
  user_id: string;
  role: "organiser" | "staff";
  joined_at: Timestamp;
};

export type TradeShowInvitationsTable = {
  id: string;
  show_id: string;
  email: string;
  role: "organiser" | "staff";
  locale: string;
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
};

/** An exhibitor's booth; "validated" is an active exhibitor (the deletion guards read it). */
export type BoothsTable = {
  id: string;
  show_id: string;
  hall_id: string;
  owner_id: string;
  status: ColumnType<
    "pending" | "validated" | "refused",
    "pending" | "validated" | "refused" | undefined,
    "pending" | "validated" | "refused"
  >;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What the importer of the old platform's export brought in (migration 0022, ADR 079). */
export type LegacyImportsTable = {
  kind: "user" | "activity";
  legacy_id: string;
  local_id: string;
  status: "created" | "done";
  imported_at: string;
};

export type Database = {
  users: UsersTable;
  cities: CitiesTable;
  activities: ActivitiesTable;
  activity_suggestions: ActivitySuggestionsTable;
  claim_requests: ClaimRequestsTable;
  contact_messages: ContactMessagesTable;
  data_rights_requests: DataRightsRequestsTable;
  audit_log: AuditLogTable;
  faq_entries: FaqEntriesTable;
  blog_articles: BlogArticlesTable;
  page_views: PageViewsTable;
  trade_shows: TradeShowsTable;
  trade_show_halls: TradeShowHallsTable;
  trade_show_members: TradeShowMembersTable;
  trade_show_invitations: TradeShowInvitationsTable;
  booths: BoothsTable;
  legacy_imports: LegacyImportsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
