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
  /** Its published activities, kept by the database's triggers (migration 0037, ADR 113): never written by the api. */
  activity_count: ColumnType<number, never, never>;
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
  /** JSON array of what the owner ticked of the accessibility section (ADR 087). */
  accessibility: string;
  owner_id: string | null;
  /** The listed trade show this row stands for (ADR 066, 095); null for every other activity. */
  trade_show_slug: string | null;
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
  /** JSON array of the venue's accessibility values (ADR 106), as `activities.accessibility`. */
  accessibility: ColumnType<string, string | undefined, string>;
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
  // Migration 0024: the wizard's fields, the applicant's language, the organisers' decision.
  company_name: ColumnType<string, string | undefined, string>;
  website: string | null;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  calendar_url: string | null;
  catchphrase: string | null;
  style: ColumnType<string, string | undefined, string>;
  colour: ColumnType<string, string | undefined, string>;
  avatar: ColumnType<string, string | undefined, string>;
  locale: ColumnType<string, string | undefined, string>;
  refusal_reason: string | null;
  decided_at: string | null;
};

/** A user who joined a show (migration 0028); left_at is set while they have left it. */
export type AttendeesTable = {
  show_id: string;
  user_id: string;
  joined_at: string;
  left_at: string | null;
};

/** An attendee's card: its values and shared field names, as JSON text. */
export type BusinessCardsTable = {
  user_id: string;
  kind: "personal" | "professional";
  card_values: string;
  shared: string;
  updated_at: string;
};

/** A card's QR token, stored as its SHA-256 hash. */
export type BusinessCardTokensTable = {
  token_hash: string;
  user_id: string;
  kind: "personal" | "professional";
  created_at: string;
  revoked_at: string | null;
};

/** A card handed to a booth; tags are JSON text. */
export type LeadsTable = {
  id: string;
  booth_id: string;
  user_id: string;
  kind: "personal" | "professional";
  source: "handed" | "scanned";
  rating: ColumnType<number, number | undefined, number>;
  notes: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string, string | undefined, string>;
  created_at: string;
  withdrawn_at: string | null;
};

/** One booth visit, card, message, call or conference view (migration 0032, ADR 102); append-only. */
export type StatisticEventsTable = {
  id: string;
  show_id: string;
  hall_id: string | null;
  booth_id: string | null;
  conference_id: string | null;
  kind: string;
  user_id: string | null;
  /** The local day "YYYY-MM-DD" in the show's time zone. */
  day: string;
  created_at: string;
  dedup_key: string | null;
};

export type BoothColleaguesTable = {
  id: string;
  booth_id: string;
  email: string;
  status: ColumnType<
    "pending" | "granted" | "denied",
    "pending" | "granted" | "denied" | undefined,
    "pending" | "granted" | "denied"
  >;
  created_at: Timestamp;
  decided_at: string | null;
};

/** A trade show's conference (migration 0026): the organising team's own when booth_id is null. */
export type ConferencesTable = {
  id: string;
  show_id: string;
  booth_id: string | null;
  status: ColumnType<
    "pending" | "accepted" | "refused",
    "pending" | "accepted" | "refused" | undefined,
    "pending" | "accepted" | "refused"
  >;
  name: string;
  /** Local to the show: "YYYY-MM-DD", "HH:MM". */
  date: string;
  start_time: string;
  end_time: string;
  description: string;
  live_stream_url: string | null;
  replay_url: string | null;
  image_url: string | null;
  /** JSON array of what the talk offers disabled viewers (ADR 107). */
  accessibility: ColumnType<string, string | undefined, string>;
  proposed_by: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ConferenceSpeakersTable = {
  conference_id: string;
  position: number;
  name: string;
  email: string | null;
  /** The account the e-mail names, told by mail; null for a name alone. */
  user_id: string | null;
};

/** What the importer of the old platform's export brought in (migration 0022, ADR 079). */
export type LegacyImportsTable = {
  kind: "user" | "activity";
  legacy_id: string;
  local_id: string;
  status: "created" | "done";
  imported_at: string;
};

/** The counters invoice numbers are taken from (migration 0025): one row, "invoice". */
export type InvoiceSequenceTable = { name: string; last_value: number };

/** An order of Business licences for one show, with its invoice (docs/licences.md). */
export type LicenceOrdersTable = {
  id: string;
  show_id: string;
  show_name: string;
  buyer_id: string;
  buyer_email: string;
  quantity: number;
  unit_amount_cents: number;
  currency: string;
  tax_rate_basis_points: number;
  amount_excl_tax_cents: number;
  tax_cents: number;
  total_cents: number;
  status: "pending" | "paid" | "failed";
  provider: "manual" | "stripe";
  provider_ref: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  invoice_number: number;
  created_at: Timestamp;
  paid_at: string | null;
};

/** A Business licence a paid order credited; `booth_id` is set once and never changes. */
export type LicencesTable = {
  id: string;
  order_id: string;
  show_id: string;
  booth_id: string | null;
  assigned_at: string | null;
  assigned_by: string | null;
  created_at: Timestamp;
};

/** Each payment provider event handled, once (its id is the key). */
export type PaymentEventsTable = {
  provider: string;
  event_id: string;
  type: string;
  order_id: string | null;
  received_at: Timestamp;
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
  legacy_imports: LegacyImportsTable;
  trade_shows: TradeShowsTable;
  trade_show_halls: TradeShowHallsTable;
  trade_show_members: TradeShowMembersTable;
  trade_show_invitations: TradeShowInvitationsTable;
  booths: BoothsTable;
  invoice_sequence: InvoiceSequenceTable;
  licence_orders: LicenceOrdersTable;
  licences: LicencesTable;
  payment_events: PaymentEventsTable;
  conferences: ConferencesTable;
  conference_speakers: ConferenceSpeakersTable;
  booth_colleagues: BoothColleaguesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  video_calls: VideoCallsTable;
  conversation_reads: ConversationReadsTable;
  message_reports: MessageReportsTable;
  message_settings: MessageSettingsTable;
  attendees: AttendeesTable;
  business_cards: BusinessCardsTable;
  business_card_tokens: BusinessCardTokensTable;
  leads: LeadsTable;
  statistic_events: StatisticEventsTable;
  saved_booths: SavedBoothsTable;
  saved_conferences: SavedConferencesTable;
};

/** A booth an attendee saved (migration 0034, ADR 104). */
export type SavedBoothsTable = { user_id: string; booth_id: string; saved_at: string };

/** A conference an attendee saved (migration 0034, ADR 104). */
export type SavedConferencesTable = { user_id: string; conference_id: string; saved_at: string };

/** One conversation between an attendee and a booth's staff (migration 0029, ADR 099). */
export type ConversationsTable = {
  id: string;
  booth_id: string;
  attendee_id: string;
  attendee_locale: ColumnType<string, string | undefined, string>;
  blocked_by_attendee_at: string | null;
  blocked_by_booth_at: string | null;
  created_at: Timestamp;
  last_message_at: string;
};

export type MessagesTable = {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  side: "attendee" | "booth";
  body: string;
  created_at: Timestamp;
  mailed_at: string | null;
};

export type ConversationReadsTable = {
  conversation_id: string;
  user_id: string;
  read_at: string;
};

/** An account's message settings (migration 0033, ADR 103); no row means the defaults. */
export type MessageSettingsTable = {
  user_id: string;
  mail_unread: Flag;
  first_contact: "card-holders" | "nobody";
  updated_at: string;
};

export type MessageReportsTable = {
  id: string;
  conversation_id: string;
  reporter_id: string | null;
  side: "attendee" | "booth";
  reason: string;
  created_at: Timestamp;
};

/** One knock of a visitor at a booth and how it ended (migration 0031, ADR 100). */
export type VideoCallsTable = {
  id: string;
  show_id: string;
  booth_id: string;
  visitor_id: string | null;
  visitor_locale: string;
  started_at: string;
  accepted_by: string | null;
  accepted_at: string | null;
  ended_at: string | null;
  outcome: "accepted" | "missed" | "failed" | "cancelled" | null;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
