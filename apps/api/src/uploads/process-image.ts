import { IMAGE_MAX_INPUT_PIXELS } from "@alentour/domain/constants";
import { AppError } from "@alentour/domain/errors";
import { megabytes } from "@alentour/domain/upload";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** What an image upload must be, and which widths are stored. */
export type ImageRule = {
  maxBytes: number;
  /** Exact size, or larger in the same proportions; null: any size, stored square. */
  dimensions: { width: number; height: number } | null;
  variantWidths: readonly number[];
  /** The only types accepted (judged by the bytes), when narrower than every decoded one. */
  types?: readonly string[];
};

export type ImageVariant = { width: number; height: number; data: Buffer };

// Judged by the bytes, never by the name or the declared type. SVG is text that file-type does not claim,
// so it falls out here with every other format we do not decode.
const DECODED = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
// The banner may be larger than its size in the same proportions, within 1% (a crop of a few pixels).
const RATIO_TOLERANCE = 0.01;
const WEBP_QUALITY = 80;
// One thread per image operation, and the variants one after the other: an upload takes one core at most, and
// the api's other requests keep the rest (libvips otherwise runs every variant on all cores at once).
sharp.concurrency(1);

/**
 * Checks an uploaded image against its rule and re-encodes it: EXIF orientation applied, every metadata
 * block (EXIF, GPS, XMP, ICC) dropped, one WebP per variant width. Throws a catalogue error for anything the
 * rule refuses; nothing is decoded past `IMAGE_MAX_INPUT_PIXELS`.
 */
export async function processImage(data: Buffer, rule: ImageRule): Promise<ImageVariant[]> {
  if (data.length > rule.maxBytes) throw new AppError("file/too-large", { params: { maxMegabytes: megabytes(rule.maxBytes) } });
  const type = await fileTypeFromBuffer(data);
  if (!type || !DECODED.has(type.mime)) throw new AppError("image/unsupported-type");
  if (rule.types && !rule.types.includes(type.mime)) throw new AppError("image/jpeg-or-png-only");

  let width: number;
  let height: number;
  try {
    // Reads the header only: the declared size is known before a single pixel is decoded.
    const meta = await sharp(data).metadata();
    const quarterTurned = (meta.orientation ?? 1) >= 5;
    width = quarterTurned ? meta.height : meta.width;
    height = quarterTurned ? meta.width : meta.height;
  } catch (error) {
    throw new AppError("image/unreadable", { cause: error });
  }
  if (width * height > IMAGE_MAX_INPUT_PIXELS) {
    throw new AppError("image/too-many-pixels", { params: { maxMegapixels: IMAGE_MAX_INPUT_PIXELS / 1_000_000 } });
  }

  const wanted = rule.dimensions;
  if (wanted) {
    const ratio = wanted.width / wanted.height;
    const sameProportions = Math.abs(width / height - ratio) / ratio <= RATIO_TOLERANCE;
    if (!sameProportions || width < wanted.width || height < wanted.height) {
      throw new AppError("image/wrong-dimensions", {
        params: { width: wanted.width, height: wanted.height, actualWidth: width, actualHeight: height },
      });
    }
  }

  try {
    // The cap again, enforced by the decoder itself, in case a header under-declares what follows.
    const source = sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
    const variants: ImageVariant[] = [];
    for (const variantWidth of rule.variantWidths) {
      const variantHeight = wanted ? Math.round((variantWidth * wanted.height) / wanted.width) : variantWidth;
      const output = await source
        .clone()
        .resize(variantWidth, variantHeight, { fit: "cover", position: "centre" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width: variantWidth, height: variantHeight, data: output });
    }
    return variants;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError("image/too-many-pixels", {
        params: { maxMegapixels: IMAGE_MAX_INPUT_PIXELS / 1_000_000 },
        cause: error,
      });
    }
    throw new AppError("image/unreadable", { cause: error });
  }
}
