import { randomUUID } from "node:crypto";
import {
  activityCreateSchema,
  activityPatchSchema,
  DESCRIPTION_MAX_LENGTH,
  type SubCategory,
  subCategoriesOf,
  visitorProfiles,
  type Weekday,
} from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
import { slugify } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import { isPhoneNumberOf } from "@alentour/domain/phone";
import tzLookup from "@photostructure/tz-lookup";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Principal } from "#app/auth/principal.ts";
import type { Database } from "#app/db/schema.ts";
import { cityNamed, type GazetteerCity, nearestCity } from "#app/geocoding/gazetteer.ts";
import { assertOwnerOrStaff, assertRole, isStaff } from "#app/http/guards.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { ActivityEvents } from "./activity-events.ts";
import type { ActivityRepository, CityRepository } from "./activity-repository.ts";
import { sanitizeDescription } from "./sanitize.ts";

/** The storage folder of activities: an activity's files live under `activities/{id}` (docs/product.md#document-operations). */
export const ACTIVITIES_FOLDER = "activities";
/** The banner's variants, replaced together by each upload. */
export const bannerFolderOf = (activityId: string) => `${ACTIVITIES_FOLDER}/${activityId}/banner`;

const SLUG_MAX = 80;
/**
 * How far from the pin the nearest gazetteer city may be when the typed city is unknown (ADR 056): the
 * gazetteer holds every place of 1,000 people or more, so a village's pin has one within a few kilometres.
 */
export const NEAREST_CITY_MAX_METRES = 30_000;

/** The description as it will be stored; its limit counts that, not the HTML sent (ADR 022). */
function sanitizedDescription(html: string): string {
  const sanitized = sanitizeDescription(html);
  if (sanitized.length > DESCRIPTION_MAX_LENGTH) {
    throw new AppError("request/validation-failed", {
      fields: { descriptionHtml: { code: "field/too-long", params: { max: DESCRIPTION_MAX_LENGTH } } },
    });
  }
  return sanitized;
}

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
  /** Told of every write once committed: the page cache and the search index listen there (app.ts). */
  events: ActivityEvents;
  /** Where the support team's writes are recorded (docs/security.md). */
  audit: AuditLog;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { activities, cities, storage, events, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function tell(event: "onActivityChanged" | "onActivityRemoved", id: string) {
    await (event === "onActivityChanged" ? events.changed(id) : events.removed(id));
  }

  /** Only the owner, or the support team, may change or delete an activity. */
  function assertCanModify(principal: Principal, activity: Activity) {
    assertOwnerOrStaff(principal, activity.ownerId, log);
  }

  /** Every write of the support team, on its own activities or anyone's, goes to the audit log. */
  async function audited(principal: Principal, action: string, activity: Activity, details: Record<string, unknown> = {}) {
    if (!isStaff(principal)) return;
    await deps.audit.record(principal, action, { type: "activity", id: activity.id }, { slug: activity.slug, ...details });
  }

  /** The directory's record of a gazetteer city (or of a name the support team typed), added when missing. */
  async function listedCity(city: GazetteerCity) {
    const base = slugify(city.name) || "ville";
    const listed = await cities.find(base);
    if (listed && listed.country === city.country) return listed;
    const slug = listed ? `${base}-${city.country.toLowerCase()}` : base;
    const existing = listed ? await cities.find(slug) : null;
    if (existing) return existing;
    const record = { slug, ...city, timeZone: timeZoneAt(city.location) };
    await cities.upsertMany([record]);
    return record;
  }

  /**
   * The directory city of a place (ADR 056): the listed city of that name in that country, else the
   * gazetteer's namesake nearest to the pin, else the gazetteer city nearest to the pin. Cities come only
   * from the gazetteer: a name typed by an owner never becomes one; the support team may add one by typing it.
   */
  async function cityOf(principal: Principal, name: string, country: string, location: GeoPoint, field: string) {
    const base = slugify(name);
    if (base) {
      const listed = await cities.find(base);
      if (listed && listed.country === country) return listed;
      const namesake = listed ? await cities.find(`${base}-${country.toLowerCase()}`) : null;
      if (namesake) return namesake;
    }
    const known = cityNamed(name, country, location);
    if (known) return listedCity(known);
    if (isStaff(principal) && base) return listedCity({ name, country, location, population: 0 });
    const nearest = nearestCity(country, location, NEAREST_CITY_MAX_METRES);
    if (nearest) return listedCity(nearest);
    throw new AppError("request/validation-failed", { fields: { [field]: "address/unknown-city" } });
  }

  async function uniqueSlug(name: string, city: string): Promise<string> {
    // A name with no letter or digit ("!!") still gets its own word, not the bare city's slug.
    const base = slugify(`${slugify(name) || "activite"} ${city}`)
      .slice(0, SLUG_MAX)
      .replace(/-+$/, "");
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
    /** Publishes a new activity owned by the caller (the add-activity wizard). */
    async create(principal: Principal, body: unknown): Promise<Activity> {
      const input = activityCreateSchema.parse(body);
      assertPhoneOf(input.contact, input.address.country);
      const city = await cityOf(principal, input.address.city, input.address.country, input.location, "address.city");
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
        accessibility: input.accessibility,
        ownerId: principal.uid,
        tradeShowSlug: null,
        published: true,
        quality: 0,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const created = await activities.insert(activity);
      log.info({ activity: created.id, by: principal.uid }, "activity created");
      await audited(principal, "activity.created", created);
      await tell("onActivityChanged", created.id);
      return created;
    },

    /** Applies one section of the modify wizard. */
    async update(principal: Principal, slug: string, body: unknown): Promise<Activity> {
      const activity = await find(slug);
      assertCanModify(principal, activity);
      const { place, ...patch } = activityPatchSchema.parse(body);
      if (patch.descriptionHtml !== undefined) patch.descriptionHtml = sanitizedDescription(patch.descriptionHtml);
      const next: Activity = { ...activity, ...patch };
      if (patch.contact || place) assertPhoneOf(next.contact, place?.address.country ?? next.address.country);
      if (!subCategoriesOf(next.category).includes(next.subCategory)) {
        throw new AppError("request/validation-failed", { fields: { subCategory: "activity/sub-category-mismatch" } });
      }
      if (place) {
        const city = await cityOf(principal, place.address.city, place.address.country, place.location, "place.address.city");
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
      await audited(principal, "activity.updated", activity, {
        owner: activity.ownerId,
        sections: Object.keys(patch).concat(place ? ["place"] : []),
      });
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
      await audited(principal, "activity.banner-changed", activity, { owner: activity.ownerId });
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
      await audited(principal, "activity.deleted", activity, { owner: activity.ownerId });
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

    /** The support team publishes or unpublishes an activity (the console); null when there is none. */
    async setPublished(principal: Principal, id: string, published: boolean): Promise<Activity | null> {
      assertRole(principal, "support", log);
      const updated = await activities.setPublished(id, published, now());
      if (!updated) return null;
      log.info({ activity: id, published, by: principal.uid }, "activity publication changed");
      await audited(principal, published ? "activity.republished" : "activity.unpublished", updated);
      await tell("onActivityChanged", id);
      return updated;
    },

    /**
     * Where a place lies in the directory (ADR 056): its listed city and its time zone. For the trade shows,
     * whose venue is placed like an activity's.
     */
    async placeOf(principal: Principal, address: { city: string; country: string }, location: GeoPoint, field: string) {
      const city = await cityOf(principal, address.city, address.country, location, field);
      return { city: city.name, citySlug: city.slug, timeZone: timeZoneAt(location) };
    },

    /**
     * Writes the activity that stands for a listed trade show in the directory (ADR 066): created when `id` is
     * null, else replaced. The trade-show service has checked who may do it. Like every write, it is announced.
     */
    async putLinked(linked: LinkedActivity): Promise<Activity> {
      const existing = linked.id ? await activities.findById(linked.id) : null;
      const stamp = now().toISOString();
      const fields = {
        name: linked.name,
        category: "trade-shows-fairs" as const,
        subCategory: linked.subCategory,
        // What a visitor of a trade show is told (ADR 066): entry free, indoors, for everyone.
        pricing: "free" as const,
        setting: "indoor" as const,
        profiles: [...visitorProfiles],
        address: linked.address,
        location: linked.location,
        timeZone: linked.timeZone,
        openingHours: {
          mode: "same-every-day" as const,
          days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as Weekday[],
          ranges: [{ start: linked.openingTime, end: linked.closingTime }],
        },
        dates: linked.dates,
        descriptionHtml: sanitizeDescription(linked.descriptionHtml),
        socialLinks: linked.socialLinks,
        contact: linked.contact,
        accessibility: linked.accessibility,
        // Where its cards, search hits and map popups lead (ADR 095); the show's slug never changes.
        tradeShowSlug: linked.preferredSlug,
        published: true,
      };
      if (existing) {
        const updated = await activities.update({ ...existing, ...fields }, now());
        await tell("onActivityChanged", existing.id);
        return updated;
      }
      const slug = (await activities.slugTaken(linked.preferredSlug))
        ? await uniqueSlug(linked.name, linked.address.city)
        : linked.preferredSlug;
      const created = await activities.insert({
        id: randomUUID(),
        slug,
        ...fields,
        bannerUrl: null,
        priceList: [],
        ownerId: null,
        quality: 0,
        createdAt: stamp,
        updatedAt: stamp,
      });
      log.info({ activity: created.id, tradeShow: linked.preferredSlug }, "trade show listed in the directory");
      await tell("onActivityChanged", created.id);
      return created;
    },

    /** Takes a trade show's activity out of the directory (unlisted or deleted show). */
    async removeLinked(id: string): Promise<void> {
      if (!(await activities.remove(id))) return;
      log.info({ activity: id }, "trade show taken out of the directory");
      await tell("onActivityRemoved", id);
    },

    /**
     * Deletes every activity of an account that is going (its owner's own deletion, or an erasure the support team
     * carries out): their files first, then the records, in one transaction with `alongside`, which removes the
     * account's own rows; each removal is then told to the listeners. Returns the ids of the activities removed.
     */
    async removeAllOwnedBy(
      principal: Principal,
      ownerId: string,
      alongside: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<string[]> {
      assertOwnerOrStaff(principal, ownerId, log);
      for (const activity of await activities.listByOwner(ownerId)) {
        await deleteFolderFiles(storage, `${ACTIVITIES_FOLDER}/${activity.id}`, log);
      }
      const removed = await activities.removeOwnedBy(ownerId, alongside);
      log.info({ owner: ownerId, activities: removed.length, by: principal.uid }, "activities of an account deleted");
      for (const id of removed) await tell("onActivityRemoved", id);
      return removed;
    },

    /** The caller's own activities. */
    listMine(principal: Principal): Promise<Activity[]> {
      return activities.listByOwner(principal.uid);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

/** What a trade show tells the directory about itself (ADR 066). */
export type LinkedActivity = {
  /** The activity already written for the show, or null to create one. */
  id: string | null;
  /** The slug to take when it is free (the show's own). */
  preferredSlug: string;
  name: string;
  subCategory: SubCategory;
  address: Activity["address"];
  location: GeoPoint;
  timeZone: string;
  dates: { start: string; end: string };
  openingTime: string;
  closingTime: string;
  descriptionHtml: string;
  socialLinks: Activity["socialLinks"];
  contact: Activity["contact"];
  /** The venue's accessibility (ADR 106): the search's facet finds a listed show by it, as any activity. */
  accessibility: Activity["accessibility"];
};

/** The IANA time zone at a point: opening status is computed in it. */
export function timeZoneAt(location: GeoPoint): string {
  return tzLookup(location.lat, location.lng);
}
