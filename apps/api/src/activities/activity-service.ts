import { randomUUID } from "node:crypto";
import {
  activityCategories,
  activityContactSchema,
  activityCreateSchema,
  addressSchema,
  eventDatesSchema,
  geoPointSchema,
  openingHoursSchema,
  priceListItemSchema,
  pricings,
  settings,
  socialLinksSchema,
  subCategories,
  subCategoriesOf,
  visitorProfiles,
} from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
import { slugify } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import { isPhoneNumberOf } from "@alentour/domain/phone";
import tzLookup from "@photostructure/tz-lookup";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { isStaff, type Principal } from "#app/auth/principal.ts";
import { cityNamed } from "#app/geocoding/gazetteer.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { ActivityRepository, CityRepository } from "./activity-repository.ts";
import type { PageCache } from "./page-cache.ts";

/** The storage folder of activities: an activity's files live under `activities/{id}` (docs/product.md#document-operations). */
export const ACTIVITIES_FOLDER = "activities";
/** The banner's variants, replaced together by each upload. */
export const bannerFolderOf = (activityId: string) => `${ACTIVITIES_FOLDER}/${activityId}/banner`;

/**
 * Told after every activity write, once it is committed: the search index plugs in here. A listener that
 * fails is logged; the write has happened and stands.
 */
export type ActivityChangeListener = {
  onActivityChanged?: (id: string) => Promise<void> | void;
  onActivityRemoved?: (id: string) => Promise<void> | void;
};

// What the modify wizard's sections send; each section sends its own fields. The place (address and pin)
// travels together, because one without the other would put the activity somewhere it is not.
export const activityPatchSchema = z
  .object({
    name: z.string().trim().min(2).max(120),
    category: z.enum(activityCategories),
    subCategory: z.enum(subCategories),
    pricing: z.enum(pricings),
    setting: z.enum(settings),
    profiles: z
      .array(z.enum(visitorProfiles))
      .min(1)
      .refine((profiles) => new Set(profiles).size === profiles.length),
    place: z.object({ address: addressSchema, location: geoPointSchema }),
    openingHours: openingHoursSchema,
    dates: eventDatesSchema.nullable(),
    descriptionHtml: z.string().max(50_000),
    priceList: z.array(priceListItemSchema).max(50),
    contact: activityContactSchema,
    socialLinks: socialLinksSchema,
    // A banner arrives through an upload (uploads/upload-targets.ts); a section may only take it away.
    bannerUrl: z.null(),
  })
  .partial()
  .strict();

export type ActivityPatch = z.infer<typeof activityPatchSchema>;

const SLUG_MAX = 80;

/** The contact phone must be a real number of the activity's country (docs/product.md#phone-numbers). */
function assertPhoneOf(contact: { phone?: string | undefined }, country: string) {
  if (contact.phone && !isPhoneNumberOf(contact.phone, country)) {
    throw new AppError("request/validation-failed", { fields: { "contact.phone": "phone/invalid" } });
  }
}

export function createActivityService(deps: {
  activities: ActivityRepository;
  cities: CityRepository;
  storage: FileStorage;
  pageCache: PageCache;
  listeners?: ActivityChangeListener[];
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { activities, cities, storage, pageCache, log } = deps;
  const listeners = [...(deps.listeners ?? [])];
  const now = deps.now ?? (() => new Date());

  async function tell(event: "onActivityChanged" | "onActivityRemoved", id: string) {
    await pageCache.purge();
    for (const listener of listeners) {
      try {
        await listener[event]?.(id);
      } catch (error) {
        log.error({ err: error, activity: id, event }, "activity listener failed");
      }
    }
  }

  /** Only the owner, or the support team, may change or delete an activity. */
  function assertCanModify(principal: Principal, activity: Activity) {
    if (principal.uid !== activity.ownerId && !isStaff(principal)) {
      log.warn({ uid: principal.uid, activity: activity.id }, "authorisation refused");
      throw new AppError("auth/forbidden");
    }
  }

  /**
   * The directory city of a place: the listed city of that name in that country, else the gazetteer's
   * namesake nearest to the pin (added to the directory), else the name as typed, placed at the pin.
   */
  async function cityOf(name: string, country: string, location: GeoPoint) {
    const base = slugify(name) || "ville";
    const listed = await cities.find(base);
    if (listed && listed.country === country) return listed;
    const slug = listed ? `${base}-${country.toLowerCase()}` : base;
    const existing = listed ? await cities.find(slug) : null;
    if (existing) return existing;
    const known = cityNamed(name, country, location);
    const city = {
      slug,
      name: known?.name ?? name.trim(),
      country,
      location: known?.location ?? location,
      population: known?.population ?? 0,
      timeZone: timeZoneAt(known?.location ?? location),
    };
    await cities.upsertMany([city]);
    return city;
  }

  async function uniqueSlug(name: string, city: string): Promise<string> {
    const base = slugify(`${name} ${city}`).slice(0, SLUG_MAX).replace(/-+$/, "") || "activite";
    if (!(await activities.slugTaken(base))) return base;
    for (let n = 2; n <= 20; n++) {
      if (!(await activities.slugTaken(`${base}-${n}`))) return `${base}-${n}`;
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  async function find(slug: string): Promise<Activity> {
    const activity = await activities.findBySlug(slug);
    if (!activity) throw new AppError("resource/not-found");
    return activity;
  }

  return {
    subscribe(listener: ActivityChangeListener) {
      listeners.push(listener);
    },

    /** Publishes a new activity owned by the caller (the add-activity wizard). */
    async create(principal: Principal, body: unknown): Promise<Activity> {
      const input = activityCreateSchema.parse(body);
      assertPhoneOf(input.contact, input.address.country);
      const city = await cityOf(input.address.city, input.address.country, input.location);
      const stamp = now().toISOString();
      const activity: Activity = {
        id: randomUUID(),
        slug: await uniqueSlug(input.name, city.name),
        name: input.name,
        category: input.category,
        subCategory: input.subCategory,
        pricing: input.pricing,
        setting: input.setting,
        profiles: input.profiles,
        address: {
          streetNumberAndStreet: input.address.streetNumberAndStreet,
          city: city.name,
          citySlug: city.slug,
          country: input.address.country,
        },
        location: input.location,
        timeZone: timeZoneAt(input.location),
        openingHours: input.openingHours,
        dates: input.dates,
        descriptionHtml: "",
        bannerUrl: null,
        priceList: input.priceList,
        socialLinks: input.socialLinks,
        contact: input.contact,
        ownerId: principal.uid,
        published: true,
        quality: 0,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const created = await activities.insert(activity);
      log.info({ activity: created.id, by: principal.uid }, "activity created");
      await tell("onActivityChanged", created.id);
      return created;
    },

    /** Applies one section of the modify wizard. */
    async update(principal: Principal, slug: string, body: unknown): Promise<Activity> {
      const activity = await find(slug);
      assertCanModify(principal, activity);
      const { place, ...patch } = activityPatchSchema.parse(body);
      const next: Activity = { ...activity, ...patch };
      if (patch.contact || place) assertPhoneOf(next.contact, place?.address.country ?? next.address.country);
      if (!subCategoriesOf(next.category).includes(next.subCategory)) {
        throw new AppError("request/validation-failed", { fields: { subCategory: "activity/sub-category-mismatch" } });
      }
      if (place) {
        const city = await cityOf(place.address.city, place.address.country, place.location);
        next.address = {
          streetNumberAndStreet: place.address.streetNumberAndStreet,
          city: city.name,
          citySlug: city.slug,
          country: place.address.country,
        };
        next.location = place.location;
        next.timeZone = timeZoneAt(place.location);
      }
      const updated = await activities.update(next, now());
      log.info({ activity: activity.id, by: principal.uid }, "activity updated");
      if (patch.bannerUrl === null && activity.bannerUrl) {
        // The record no longer points at them; a file that stays behind is only logged (docs/product.md#document-operations).
        await deleteFolderFiles(storage, bannerFolderOf(activity.id), log).catch((error: unknown) =>
          log.error({ err: error, activity: activity.id }, "storage: could not list the old banner"),
        );
      }
      await tell("onActivityChanged", activity.id);
      return updated;
    },

    /** The activity whose files the caller is about to upload, if the caller may change it. */
    async authorizeFiles(principal: Principal, slug: string): Promise<Activity> {
      const activity = await find(slug);
      assertCanModify(principal, activity);
      return activity;
    },

    /** Points the banner at a newly stored upload (the upload removes the old files itself). */
    async setBanner(principal: Principal, slug: string, url: string): Promise<Activity> {
      const activity = await find(slug);
      assertCanModify(principal, activity);
      const updated = await activities.update({ ...activity, bannerUrl: url }, now());
      log.info({ activity: activity.id, by: principal.uid }, "activity banner uploaded");
      await tell("onActivityChanged", activity.id);
      return updated;
    },

    /** Deletes an activity: first every stored file under `activities/{id}`, then the record (docs/product.md#document-operations). */
    async remove(principal: Principal, slug: string): Promise<void> {
      const activity = await find(slug);
      assertCanModify(principal, activity);
      try {
        await deleteFolderFiles(storage, `${ACTIVITIES_FOLDER}/${activity.id}`, log);
      } catch (error) {
        throw new AppError("document/delete-with-storage-failed", { cause: error });
      }
      await activities.remove(activity.id);
      log.info({ activity: activity.id, by: principal.uid }, "activity deleted");
      await tell("onActivityRemoved", activity.id);
    },

    /**
     * Hands an activity to a new owner (a claim). `actor` is who decided: the claimant whose verified e-mail is
     * the contact e-mail, or the support team approving a request; the caller has checked that right.
     */
    async transferOwnership(actor: Principal, activityId: string, newOwnerId: string): Promise<Activity> {
      const activity = await activities.findById(activityId);
      if (!activity) throw new AppError("resource/not-found");
      const updated = await activities.setOwner(activity.id, newOwnerId, now());
      log.info(
        { activity: activity.id, from: activity.ownerId, to: newOwnerId, by: actor.uid },
        "activity ownership transferred",
      );
      await tell("onActivityChanged", activity.id);
      return updated;
    },

    /** The caller's own activities. */
    listMine(principal: Principal): Promise<Activity[]> {
      return activities.listByOwner(principal.uid);
    },

    /** For account deletion: every activity of a user, files first. */
    async removeAllOf(principal: Principal, ownerId: string): Promise<number> {
      const owned = await activities.listByOwner(ownerId);
      for (const activity of owned) await this.remove(principal, activity.slug);
      return owned.length;
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

/** The IANA time zone at a point: opening status is computed in it. */
export function timeZoneAt(location: GeoPoint): string {
  return tzLookup(location.lat, location.lng);
}
