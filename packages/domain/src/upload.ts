// What an upload is for, shared by the api (which enforces it) and the uploader (which states it to people).
// Zod-free so browsers can load it (ADR 023).
import {
  BANNER_HEIGHT_PX,
  BANNER_MAX_BYTES,
  BANNER_VARIANT_WIDTHS_PX,
  BANNER_WIDTH_PX,
  BYTES_PER_MB,
  CONFERENCE_IMAGE_HEIGHT_PX,
  CONFERENCE_IMAGE_MAX_BYTES,
  CONFERENCE_IMAGE_VARIANT_WIDTHS_PX,
  CONFERENCE_IMAGE_WIDTH_PX,
  IMAGE_MAX_BYTES,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_MIN_PX,
  LOGO_VARIANT_WIDTHS_PX,
  PICTURE_VARIANT_WIDTHS_PX,
  TRADE_SHOW_BANNER_ASPECT_RATIO,
  TRADE_SHOW_BANNER_MAX_BYTES,
  TRADE_SHOW_BANNER_MIN_WIDTH_PX,
  TRADE_SHOW_BANNER_VARIANT_WIDTHS_PX,
} from "./constants.ts";

/** The tus endpoint, on the api. */
export const UPLOADS_PATH = "/api/uploads";

/**
 * Every purpose an upload may have. Each names the document it writes into (`target`: an activity's slug, a
 * user's id), the limits the file must meet, and the widths stored for `srcset`.
 */
export const uploadPurposes = {
  "activity-banner": {
    maxBytes: BANNER_MAX_BYTES,
    dimensions: { width: BANNER_WIDTH_PX, height: BANNER_HEIGHT_PX },
    variantWidths: BANNER_VARIANT_WIDTHS_PX,
  },
  "user-picture": {
    maxBytes: IMAGE_MAX_BYTES,
    dimensions: null,
    variantWidths: PICTURE_VARIANT_WIDTHS_PX,
  },
  // A trade show's logo and banner; target: the show's slug. Its team or the support team (docs/trade-shows.md).
  "trade-show-logo": {
    maxBytes: LOGO_MAX_BYTES,
    dimensions: { width: LOGO_MIN_PX, height: LOGO_MIN_PX },
    variantWidths: LOGO_VARIANT_WIDTHS_PX,
    // "Square, jpg or png": judged by the bytes, like every upload.
    types: LOGO_CONTENT_TYPES,
  },
  // An exhibitor's booth logo; target: the booth's id. Its exhibitor, accredited colleagues and the show's organisers.
  "booth-logo": {
    maxBytes: LOGO_MAX_BYTES,
    dimensions: { width: LOGO_MIN_PX, height: LOGO_MIN_PX },
    variantWidths: LOGO_VARIANT_WIDTHS_PX,
    types: LOGO_CONTENT_TYPES,
  },
  "trade-show-banner": {
    maxBytes: TRADE_SHOW_BANNER_MAX_BYTES,
    dimensions: {
      width: TRADE_SHOW_BANNER_MIN_WIDTH_PX,
      height: (TRADE_SHOW_BANNER_MIN_WIDTH_PX * TRADE_SHOW_BANNER_ASPECT_RATIO.height) / TRADE_SHOW_BANNER_ASPECT_RATIO.width,
    },
    variantWidths: TRADE_SHOW_BANNER_VARIANT_WIDTHS_PX,
  },
  // A conference's image, 16:9, 1280 × 720 or larger in that proportion; target: the conference's id. Whoever
  // may change the conference (docs/trade-shows.md#conferences).
  "conference-image": {
    maxBytes: CONFERENCE_IMAGE_MAX_BYTES,
    dimensions: { width: CONFERENCE_IMAGE_WIDTH_PX, height: CONFERENCE_IMAGE_HEIGHT_PX },
    variantWidths: CONFERENCE_IMAGE_VARIANT_WIDTHS_PX,
  },
} as const satisfies Record<
  string,
  {
    maxBytes: number;
    dimensions: { width: number; height: number } | null;
    variantWidths: readonly number[];
    /** The only image types accepted, when narrower than every decoded one. */
    types?: readonly string[];
  }
>;

export type UploadPurpose = keyof typeof uploadPurposes;

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === "string" && Object.hasOwn(uploadPurposes, value);

/** The tus `Upload-Metadata` keys the api reads; anything else the client sends (file name, type) is ignored. */
export type UploadMetadata = { purpose: UploadPurpose; target: string };

/** Megabytes as people read them in the limits (3, not 3.0). */
export const megabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

/** Stored image variants are named `{version}-{width}.webp`; the document holds the widest one's URL. */
const VARIANT_NAME = /-(\d+)\.webp$/;

/**
 * The `srcset` of a stored image from the URL its document holds, or null for a URL of another kind (one
 * entered by hand before uploads existed).
 */
export function srcSetOf(url: string, widths: readonly number[]): string | null {
  const match = VARIANT_NAME.exec(url);
  if (!match || Number(match[1]) !== widths.at(-1)) return null;
  return widths.map((width) => `${url.replace(VARIANT_NAME, `-${width}.webp`)} ${width}w`).join(", ");
}
