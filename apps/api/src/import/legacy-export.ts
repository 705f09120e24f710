import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { categoryLabels } from "@alentour/domain/taxonomy";
import { z } from "zod";

/**
 * The old hosted platform's export, as the importer reads it (ADR 079, docs/import.md): a folder with
 *
 *   users.json        the `users` collection: { "<uid>": { firstName, lastName, email, city, company, phone, photoUrl, dateCreated, dateUpdated } }
 *   auth.json         the authentication accounts: { "users": [{ uid, email, emailVerified, displayName, photoURL, phoneNumber, isAnonymous, providerData, metadata }] }
 *   activities.json   the activity collection: { "<id>": { name, category, subCategory, pricing, setting, address, location, … } }
 *   files/<path>      the storage bucket's objects by path (`activities/<id>/banner.jpg`, `users/<uid>/photo.png`)
 *
 * Documents are kept loose here (unknown fields pass): each is checked field by field by the schemas of the
 * service that writes it, and a document that fails is reported, not imported.
 */

/** A Firestore timestamp as its JSON exports write it, or an ISO string. */
const timestamp = z.union([z.string(), z.object({ _seconds: z.number(), _nanoseconds: z.number().optional() })]).optional();

export const legacyUserSchema = z.looseObject({
  id: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  city: z.string().nullish(),
  company: z.string().nullish(),
  phone: z.string().nullish(),
  photoUrl: z.string().nullish(),
  dateCreated: timestamp,
  dateUpdated: timestamp,
});
export type LegacyUser = z.infer<typeof legacyUserSchema>;

export const legacyAccountSchema = z.looseObject({
  uid: z.string().min(1),
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  displayName: z.string().nullish(),
  photoURL: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  isAnonymous: z.boolean().optional(),
});
export type LegacyAccount = z.infer<typeof legacyAccountSchema>;

/** A Firestore geo point as exported (`_latitude`), as the client SDK names it (`latitude`), or `{ lat, lng }`. */
const geoPoint = z
  .union([
    z.object({ _latitude: z.number(), _longitude: z.number() }).transform((p) => ({ lat: p._latitude, lng: p._longitude })),
    z.object({ latitude: z.number(), longitude: z.number() }).transform((p) => ({ lat: p.latitude, lng: p.longitude })),
    z.object({ lat: z.number(), lng: z.number() }),
  ])
  .optional();

export const legacyActivitySchema = z.looseObject({
  name: z.unknown(),
  category: z.unknown(),
  subCategory: z.unknown(),
  pricing: z.unknown(),
  setting: z.unknown(),
  profiles: z.unknown().optional(),
  address: z.unknown(),
  location: geoPoint,
  openingHours: z.unknown(),
  dates: z.unknown().optional(),
  description: z.string().nullish(),
  priceList: z.unknown().optional(),
  banner: z.string().nullish(),
  socialLinks: z.unknown().optional(),
  contact: z.unknown().optional(),
  ownerId: z.string().optional(),
  published: z.boolean().optional(),
  dateCreated: timestamp,
  dateUpdated: timestamp,
});
export type LegacyActivity = z.infer<typeof legacyActivitySchema>;

export type LegacyExport = {
  dir: string;
  users: Map<string, { doc: LegacyUser | null; problem: string | null }>;
  accounts: Map<string, LegacyAccount>;
  activities: Map<string, { doc: LegacyActivity | null; problem: string | null }>;
};

async function readJson(file: string): Promise<unknown> {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
}

function collection<T>(name: string, raw: unknown, schema: z.ZodType<T>) {
  const documents = new Map<string, { doc: T | null; problem: string | null }>();
  if (raw === null) return documents;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(`${name} must be an object of documents keyed by id`);
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = schema.safeParse(value);
    documents.set(
      id,
      parsed.success
        ? { doc: parsed.data, problem: null }
        : {
            doc: null,
            problem: `not a document of ${name}: ${parsed.error.issues[0]?.path.join(".") || "(root)"} ${parsed.error.issues[0]?.message}`,
          },
    );
  }
  return documents;
}

export async function readLegacyExport(dir: string): Promise<LegacyExport> {
  if (!existsSync(dir)) throw new Error(`no export at ${dir}`);
  const users = collection("users.json", await readJson(path.join(dir, "users.json")), legacyUserSchema);
  const activities = collection("activities.json", await readJson(path.join(dir, "activities.json")), legacyActivitySchema);
  const accounts = new Map<string, LegacyAccount>();
  const auth = (await readJson(path.join(dir, "auth.json"))) as { users?: unknown[] } | null;
  for (const entry of auth?.users ?? []) {
    const parsed = legacyAccountSchema.safeParse(entry);
    if (parsed.success) accounts.set(parsed.data.uid, parsed.data);
  }
  if (users.size === 0 && activities.size === 0)
    throw new Error(`${dir} holds neither users.json nor activities.json with documents`);
  return { dir, users, accounts, activities };
}

/**
 * The storage path a download URL of the old platform points to: a Firebase Storage download URL
 * (`…/v0/b/<bucket>/o/<path, escaped>?alt=media&token=…`), a `gs://<bucket>/<path>` or
 * `https://storage.googleapis.com/<bucket>/<path>` address, or a bare path.
 */
export function storagePathOf(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const download = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(trimmed);
  if (download?.[1]) return decodeURIComponent(download[1]);
  const gs = /^gs:\/\/[^/]+\/(.+)$/.exec(trimmed);
  if (gs?.[1]) return gs[1];
  const bucket = /^https:\/\/storage\.googleapis\.com\/[^/]+\/(.+?)(?:[?#].*)?$/.exec(trimmed);
  if (bucket?.[1]) return decodeURIComponent(bucket[1]);
  if (/^[a-z]+:/i.test(trimmed)) return null;
  return trimmed.replace(/^\/+/, "");
}

/** The bytes of a file the export holds, by the URL a document gives; null when the export lacks it. */
export async function exportedFile(exported: LegacyExport, url: string | null | undefined): Promise<Buffer | null> {
  if (!url) return null;
  const relative = storagePathOf(url);
  if (!relative) return null;
  const root = path.resolve(exported.dir, "files");
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return null;
  return readFile(file);
}

/** The category as the old platform wrote it (its French or English name) or as today's code, to today's code. */
export const legacyCategoryCodes: Record<string, string> = Object.fromEntries(
  Object.entries(categoryLabels).flatMap(([code, label]) => [
    [code, code],
    [label.fr.toLowerCase(), code],
    [label.en.toLowerCase(), code],
  ]),
);
