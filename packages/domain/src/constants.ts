// The business numbers of docs/product.md#constants, with the image limits of #stored-files-and-uploads. Units are part of each name.

const MINUTE_MS = 60 * 1000;

/**
 * Sizes are binary megabytes (1 MB = 1024 × 1024 bytes): the more lenient reading of "MB", so a file the
 * user's system shows as within a limit is never refused. Every limit is an inclusive maximum, whether the
 * spec says "at most" or "under".
 */
export const BYTES_PER_MB = 1024 * 1024;
/** The largest request body the api reads (file contents go through tus, which has its own limits). */
export const API_BODY_LIMIT_BYTES = BYTES_PER_MB;

export const TOKEN_REFRESH_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * A cookie scripts may read, set beside the HttpOnly `token` cookie and cleared with it: pages ask the api for
 * a token only when it is there, so a signed-out visitor's pages make no call that is bound to fail with 401.
 */
export const SIGNED_IN_HINT_COOKIE = "alentour_signed_in";
/** As long as the sessions it stands for (apps/api/src/auth/auth.ts). */
export const SIGNED_IN_HINT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export const NOTIFICATION_AUTO_CLOSE_MS = 4500;
export const NOTIFICATION_POSITION = "bottom-right";

// The French text allows 5 themes in total; the rule kept is 1 required plus up to 4 custom ones (ADR 064).
export const THEMES_MIN = 1;
export const THEMES_MAX_CUSTOM = 4;
export const THEMES_MAX_TOTAL = THEMES_MIN + THEMES_MAX_CUSTOM;
/** Halls of one trade show. */
export const TRADE_SHOW_HALLS_MAX = 50;
/** How long an invitation to a trade show's team stays valid. */
export const TRADE_SHOW_INVITATION_TTL_DAYS = 7;

export const CONFERENCE_TITLE_MAX_LENGTH = 100;
export const CATCHPHRASE_MAX_LENGTH = 100;

/** Any image without a limit of its own. */
export const IMAGE_MAX_BYTES = 2 * BYTES_PER_MB;
export const BANNER_MAX_BYTES = 3 * BYTES_PER_MB;
export const BANNER_WIDTH_PX = 1020;
export const BANNER_HEIGHT_PX = 2400;
/** The widths of the banner's stored variants, for `srcset`; the last one is the full banner. */
export const BANNER_VARIANT_WIDTHS_PX = [340, 680, 1020] as const;
/** A profile picture is stored square, at these sizes. */
export const PICTURE_VARIANT_WIDTHS_PX = [96, 256, 512] as const;
/**
 * Images are decoded only up to this many pixels, whatever their file size: a few kilobytes of PNG can
 * declare billions of pixels (a decompression bomb). 40 megapixels holds a banner at four times its size.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const CONFERENCE_IMAGE_MAX_BYTES = 3 * BYTES_PER_MB;
export const CONFERENCE_IMAGE_WIDTH_PX = 1280;
export const CONFERENCE_IMAGE_HEIGHT_PX = 720;
/** Widths stored of a conference image (16:9), for `srcset`. */
export const CONFERENCE_IMAGE_VARIANT_WIDTHS_PX = [320, 640, 1280] as const;
export const LOGO_MAX_BYTES = 3 * BYTES_PER_MB;
export const LOGO_CONTENT_TYPES = ["image/jpeg", "image/png"] as const;
export const TRADE_SHOW_BANNER_MAX_BYTES = 3 * BYTES_PER_MB;
export const TRADE_SHOW_BANNER_ASPECT_RATIO = { width: 1, height: 4 } as const;
/** A trade show's logo: square, at least this many pixels a side; stored at these widths. */
export const LOGO_MIN_PX = 200;
export const LOGO_VARIANT_WIDTHS_PX = [64, 128, 200] as const;
/** A trade show's banner: 1:4 (like the activity banner, upright), at least this size; stored at these widths. */
export const TRADE_SHOW_BANNER_MIN_WIDTH_PX = 400;
export const TRADE_SHOW_BANNER_VARIANT_WIDTHS_PX = [100, 200, 400] as const;
// One limit for both languages, or the accepted size would depend on the interface language: the French 30 MB.
export const PDF_MAX_BYTES = 30 * BYTES_PER_MB;

// Calendar months, not a fixed number of days: see latestTradeShowEndDate in trade-show.
export const TRADE_SHOW_MAX_DURATION_MONTHS = 1;
export const TRADE_SHOW_ONLINE_ACCESS_MONTHS = 1;

export const BUSINESS_PLAN_PRICE_USD_EXCL_TAX = 300;
export const FREE_PLAN_PRICE_USD = 0;
export const FREE_TIER_MAX_EXHIBITORS = 10;

export const SEARCH_DATE_FILTERS = ["today", "tonight", "tomorrow", "this-weekend", "this-week"] as const;
export type SearchDateFilter = (typeof SEARCH_DATE_FILTERS)[number];

export const LINK_PREFETCH_MARGIN_PX = 200;
export const LAZY_LOAD_DELAY_MS = 200;

export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;
export const SEARCH_BATCH_SIZE = 1000;

export const AUTH_TIMEOUTS_MS = { desktop: 30_000, mobile: 60_000 } as const;
export const AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * MINUTE_MS;
export const AUTH_RETRY_BACKOFF_INITIAL_MS = 30 * 1000;
export const AUTH_RETRY_BACKOFF_MAX_MS = 16 * MINUTE_MS;

export const FOOTER_SIGNATURE_YEAR = 2023;

export const PASSWORD_MIN_LENGTH = 8;
// Well above the 64 that must be accepted, yet bounded so hashing cost stays bounded; a longer password is
// refused, never silently truncated.
export const PASSWORD_MAX_LENGTH = 128;

/** An open activity shows "closing soon" when it closes within this many minutes. */
export const CLOSING_SOON_MINUTES = 60;

/** The contact form: "the message must be described"; fewer characters than this is not a description. */
export const CONTACT_MESSAGE_MIN_LENGTH = 20;

/** Articles per page of the blog's all-articles view. */
export const BLOG_PAGE_SIZE = 10;

/** The most activities a calendar or news feed lists (docs/feeds.md): the first page of its search. */
export const FEED_MAX_ENTRIES = 100;

/** The activities an embedded agenda shows unless told otherwise (`limit=`), and the most it shows (docs/embed.md). */
export const EMBED_DEFAULT_ENTRIES = 12;
export const EMBED_MAX_ENTRIES = 30;
