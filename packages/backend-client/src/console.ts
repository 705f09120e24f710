import type { ClaimRequest, ClaimStatus } from "@alentour/domain/claim";
// Types only, as for trade shows below.
import type { LicenceOrder, LicenceOrderStatus } from "@alentour/domain/licence";
import type { Message, MessageReport } from "@alentour/domain/message";
import type { Role } from "@alentour/domain/roles";
import type {
  AuditEntry,
  BlogArticle,
  BlogArticleInput,
  ContactMessage,
  DataRightsRequest,
  DataRightsStatus,
  FaqAudience,
  FaqEntry,
  FaqEntryInput,
} from "@alentour/domain/support";
import { type ActivityCategory, activityCategories } from "@alentour/domain/taxonomy";
// Types only: trade-show.ts holds zod schemas, which the browser bundle must not carry.
import type { TradeShow, TradeShowListing, TradeShowMember, TradeShowMode } from "@alentour/domain/trade-show";
import type { ApiClient } from "./api-client.ts";

// The administration console's calls (`/api/admin/*`, support team only). No zod: the console's pages run in
// browsers too, and the api validates every input itself.

export type Page<T> = { total: number; items: T[] };

export type Overview = {
  totals: {
    activities: number;
    published: number;
    users: number;
    openSuggestions: number;
    openMessages: number;
    openRequests: number;
  };
  series: Array<{ day: string; activities: number; signUps: number; pageViews: number }>;
};

export type Analytics = {
  since: string;
  perDay: Array<{ day: string; views: number }>;
  paths: Array<{ path: string; views: number }>;
  referrers: Array<{ referrer: string; views: number }>;
  campaigns: Array<{ campaign: string; views: number }>;
};

export type ActivityRow = {
  id: string;
  slug: string;
  name: string;
  category: ActivityCategory;
  subCategory: string;
  city: string;
  country: string;
  ownerId: string | null;
  published: boolean;
  quality: number;
  updatedAt: string;
};

export type SuggestionStatus = "open" | "applied" | "dismissed";
export type Suggestion = {
  id: string;
  message: string;
  email: string | null;
  status: SuggestionStatus;
  createdAt: string;
  activity: { id: string; slug: string; name: string };
};

export type UserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  suspended: boolean;
  dateCreated: string;
};

export type ContactMessageStatus = ContactMessage["status"];
export type OutboxEntry = { id: string; to: string; subject: string; date: string };
export type OutboxMessage = OutboxEntry & {
  from: string;
  text: string;
  html: string;
  attachments: string[];
  /** Its links act for the recipient, so the api hides them from the console. */
  redacted: boolean;
};

export type {
  AuditEntry,
  BlogArticle,
  BlogArticleInput,
  ClaimRequest,
  ClaimStatus,
  ContactMessage,
  DataRightsRequest,
  FaqAudience,
  FaqEntry,
  FaqEntryInput,
};

// ---- The activities table's query, kept in the page's URL so that a view can be shared. ----

export const activitySorts = ["name", "city", "updatedAt", "quality"] as const;
export type ActivitySort = (typeof activitySorts)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type ActivityTableQuery = {
  q: string;
  category: ActivityCategory | null;
  published: "yes" | "no" | null;
  sort: ActivitySort;
  dir: "asc" | "desc";
  page: number;
  size: number;
};

export const defaultActivityQuery: ActivityTableQuery = {
  q: "",
  category: null,
  published: null,
  sort: "updatedAt",
  dir: "desc",
  page: 0,
  size: 25,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/**
 * The table's query from a URL's search parameters. Anything missing or out of range falls back to its
 * default, so a hand-edited or stale link still opens a page rather than an error.
 */
export function parseActivityQuery(params: URLSearchParams): ActivityTableQuery {
  const d = defaultActivityQuery;
  return {
    q: (params.get("q") ?? "").trim().slice(0, 120),
    category: oneOf(activityCategories, params.get("category")),
    published: oneOf(["yes", "no"] as const, params.get("published")),
    sort: oneOf(activitySorts, params.get("sort")) ?? d.sort,
    dir: oneOf(["asc", "desc"] as const, params.get("dir")) ?? d.dir,
    page: wholeNumber(params.get("page"), 0, 100_000) ?? d.page,
    size: PAGE_SIZES.find((size) => String(size) === params.get("size")) ?? d.size,
  };
}

/** The search parameters of a query, defaults left out so links stay short. */
export function activityQueryParams(query: ActivityTableQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = defaultActivityQuery;
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.published) params.set("published", query.published);
  if (query.sort !== d.sort) params.set("sort", query.sort);
  if (query.dir !== d.dir) params.set("dir", query.dir);
  if (query.page !== d.page) params.set("page", String(query.page));
  if (query.size !== d.size) params.set("size", String(query.size));
  return params;
}

/** A page number from the URL (`?page=`, counted from 0), for the console's other paged lists. */
export const pageFrom = (params: URLSearchParams) => wholeNumber(params.get("page"), 0, 100_000) ?? 0;

const queryString = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** The console's calls; `api` carries the caller's cookie when a loader or action makes them. */
export function createConsoleApi(api: ApiClient) {
  const id = (value: string) => encodeURIComponent(value);
  return {
    overview: (days: number) => api.request<Overview>("GET", `/api/admin/overview${queryString({ days })}`),
    analytics: (days: number) => api.request<Analytics>("GET", `/api/admin/analytics${queryString({ days })}`),

    activities: (query: ActivityTableQuery) =>
      api.request<Page<ActivityRow>>("GET", `/api/admin/activities${queryString({ ...query, q: query.q || null })}`),
    setPublished: (activityId: string, published: boolean) =>
      api.request<{ id: string; published: boolean }>("POST", `/api/admin/activities/${id(activityId)}/publication`, {
        published,
      }),

    suggestions: (status: SuggestionStatus, page = 0) =>
      api.request<Page<Suggestion>>("GET", `/api/admin/suggestions${queryString({ status, page })}`),
    decideSuggestion: (suggestionId: string, decision: "applied" | "dismissed") =>
      api.request<{ id: string; status: SuggestionStatus }>("POST", `/api/admin/suggestions/${id(suggestionId)}/decision`, {
        decision,
      }),

    claims: (status: ClaimStatus, page = 0) =>
      api.request<Page<ClaimRequest>>("GET", `/api/admin/claims${queryString({ status, page })}`),
    decideClaim: (claimId: string, decision: "approved" | "refused", reason?: string) =>
      api.request<ClaimRequest>("POST", `/api/admin/claims/${id(claimId)}/decision`, {
        decision,
        ...(reason && { reason }),
      }),

    users: (query: { q?: string; role?: Role | null; page?: number; size?: number }) =>
      api.request<Page<UserRow>>("GET", `/api/admin/users${queryString({ ...query, q: query.q || null })}`),
    setRole: (userId: string, role: Role) =>
      api.request<{ id: string; role: Role }>("POST", `/api/admin/users/${id(userId)}/role`, { role }),
    setSuspended: (userId: string, suspended: boolean) =>
      api.request<{ id: string; suspended: boolean }>("POST", `/api/admin/users/${id(userId)}/suspension`, { suspended }),

    contactMessages: (status: ContactMessageStatus | null, page = 0) =>
      api.request<Page<ContactMessage>>("GET", `/api/admin/contact-messages${queryString({ status, page })}`),
    setContactStatus: (messageId: string, status: ContactMessageStatus) =>
      api.request<{ id: string; status: ContactMessageStatus }>("POST", `/api/admin/contact-messages/${id(messageId)}/status`, {
        status,
      }),

    dataRights: (status: DataRightsStatus | null, page = 0) =>
      api.request<Page<DataRightsRequest>>("GET", `/api/admin/data-rights${queryString({ status, page })}`),
    dataRightsRequest: (requestId: string) =>
      api.request<DataRightsRequest & { log: AuditEntry[] }>("GET", `/api/admin/data-rights/${id(requestId)}`),
    /** The export as the api stores it, pretty-printed JSON. */
    dataRightsExport: (requestId: string) => api.request<unknown>("GET", `/api/admin/data-rights/${id(requestId)}/export`),
    moveDataRights: (requestId: string, status: DataRightsStatus, reason?: string) =>
      api.request<DataRightsRequest>("POST", `/api/admin/data-rights/${id(requestId)}/status`, {
        status,
        ...(reason ? { reason } : {}),
      }),
    extendDataRights: (requestId: string, reason: string) =>
      api.request<DataRightsRequest>("POST", `/api/admin/data-rights/${id(requestId)}/extension`, { reason }),

    faq: () => api.request<FaqEntry[]>("GET", "/api/admin/faq"),
    createFaq: (entry: FaqEntryInput) => api.request<FaqEntry>("POST", "/api/admin/faq", entry),
    updateFaq: (entryId: string, entry: FaqEntryInput) => api.request<FaqEntry>("PUT", `/api/admin/faq/${id(entryId)}`, entry),
    deleteFaq: (entryId: string) => api.request<void>("DELETE", `/api/admin/faq/${id(entryId)}`),

    articles: (page = 0) => api.request<Page<BlogArticle>>("GET", `/api/admin/blog${queryString({ page })}`),
    article: (articleId: string) => api.request<BlogArticle>("GET", `/api/admin/blog/${id(articleId)}`),
    createArticle: (article: BlogArticleInput) => api.request<BlogArticle>("POST", "/api/admin/blog", article),
    updateArticle: (articleId: string, article: BlogArticleInput) =>
      api.request<BlogArticle>("PUT", `/api/admin/blog/${id(articleId)}`, article),
    deleteArticle: (articleId: string) => api.request<void>("DELETE", `/api/admin/blog/${id(articleId)}`),

    outbox: (page = 0) =>
      api.request<Page<OutboxEntry> & { enabled: boolean }>("GET", `/api/admin/outbox${queryString({ page })}`),
    outboxMessage: (messageId: string) => api.request<OutboxMessage>("GET", `/api/admin/outbox/${id(messageId)}`),

    auditLog: (page = 0) => api.request<Page<AuditEntry>>("GET", `/api/admin/audit-log${queryString({ page })}`),

    tradeShows: (query: TradeShowTableQuery) =>
      api.request<Page<TradeShow>>("GET", `/api/admin/trade-shows${queryString({ ...query, q: query.q || null })}`),
    unlistTradeShow: (showId: string, reason: string) =>
      api.request<TradeShow>("POST", `/api/admin/trade-shows/${id(showId)}/unlist`, { reason }),
    transferTradeShow: (showId: string, email: string, reason: string) =>
      api.request<TradeShowMember[]>("POST", `/api/admin/trade-shows/${id(showId)}/transfer`, { email, reason }),

    licenceOrders: (query: { status?: LicenceOrderStatus | null; page?: number; size?: number }) =>
      api.request<Page<LicenceOrder>>("GET", `/api/admin/licence-orders${queryString(query)}`),
    markLicenceOrderPaid: (orderId: string) => api.request<LicenceOrder>("POST", `/api/admin/licence-orders/${id(orderId)}/paid`),
    // Reported conversations between attendees and booths (docs/messages.md); each reading is audit-logged.
    messageReports: () => api.request<MessageReport[]>("GET", "/api/admin/message-reports"),
    reportedConversation: (conversationId: string) =>
      api.request<Message[]>("GET", `/api/admin/message-reports/conversations/${id(conversationId)}`),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;

export type { LicenceOrder, LicenceOrderStatus, TradeShow, TradeShowMember };

/** Where the support team downloads an order's invoice (a plain link: the cookie goes with it). */
export const licenceInvoicePath = (orderId: string) => `/api/admin/licence-orders/${encodeURIComponent(orderId)}/invoice.pdf`;

/** The support console's trade-show table: a text search, listing, format, and a page. */
export type TradeShowTableQuery = {
  q?: string;
  listing?: TradeShowListing | null;
  mode?: TradeShowMode | null;
  page?: number;
  size?: number;
};
