import { activityCreateSchema, visitorProfiles } from "@alentour/domain/activity";
import type { Activity } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import { userSchema, userWritableSchema } from "@alentour/domain/user";
import type { FastifyBaseLogger } from "fastify";
import { ZodError } from "zod";
import type { ActivityService } from "#app/activities/activity-service.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { storeUpload } from "#app/uploads/store-upload.ts";
import type { UploadTarget } from "#app/uploads/upload-targets.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import { exportedFile, type LegacyActivity, type LegacyExport, legacyCategoryCodes } from "./legacy-export.ts";
import type { LegacyImportRepository } from "./legacy-import-repository.ts";

export type ImportDeps = {
  /** The one write path of activities (ADR 030): create, description, banner, publication. */
  activities: ActivityService;
  /** Reads an activity by id, to resume one whose import stopped half-way. */
  findActivity: (id: string) => Promise<Activity | null>;
  users: UserRepository;
  /** Sign-in accounts: found by address, or created without a password (its owner chooses one by reset). */
  accounts: {
    findIdByEmail: (email: string) => Promise<string | null>;
    create: (account: { email: string; name: string; emailVerified: boolean }) => Promise<string>;
  };
  /** The upload targets: an imported file goes through the same checks and re-encoding as an upload. */
  targets: Record<"activity-banner" | "user-picture", UploadTarget>;
  storage: FileStorage;
  imports: LegacyImportRepository;
  log: FastifyBaseLogger;
};

export type ImportProblem = { kind: "user" | "activity"; id: string; message: string };

export type ImportReport = {
  dryRun: boolean;
  users: { imported: number; alreadyImported: number; linkedToExisting: number; invalid: number };
  activities: { imported: number; alreadyImported: number; resumed: number; invalid: number };
  files: { imported: number; missing: number };
  /** Documents not imported (invalid) and things imported without a part (a missing file, a dropped field). */
  problems: ImportProblem[];
};

/** Who publishes or unpublishes an imported activity; it appears as such in the audit log. */
const IMPORTER: Principal = { uid: "legacy-import", email: "legacy-import@alentour.invalid", role: "admin" };

function describe(error: unknown): string {
  if (error instanceof ZodError)
    return error.issues.map((issue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`).join("; ");
  if (error instanceof AppError) {
    const fields = Object.entries(error.fields).map(([field, fault]) => `${field}: ${fault.code}`);
    return fields.length > 0 ? `${error.code} (${fields.join("; ")})` : error.code;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A legacy activity as the add-activity wizard would send it (the service checks it like any other). */
export function activityBodyOf(doc: LegacyActivity): { body: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const category =
    typeof doc.category === "string" ? (legacyCategoryCodes[doc.category.trim().toLowerCase()] ?? doc.category) : doc.category;
  let profiles = doc.profiles;
  if (profiles === undefined || (Array.isArray(profiles) && profiles.length === 0)) {
    // The old platform did not ask whom an activity suits; "everyone" is what its pages implied.
    profiles = [...visitorProfiles];
    notes.push("no visitor profiles in the export: every profile set");
  }
  return {
    body: {
      name: doc.name,
      category,
      subCategory: doc.subCategory,
      pricing: doc.pricing,
      setting: doc.setting,
      profiles,
      address: doc.address,
      location: doc.location,
      openingHours: doc.openingHours,
      dates: doc.dates ?? null,
      priceList: doc.priceList ?? [],
      contact: doc.contact ?? {},
      socialLinks: doc.socialLinks ?? {},
      // The owner accepted the old platform's terms when publishing there.
      legalAccepted: true,
    },
    notes,
  };
}

function splitName(displayName: string | null | undefined): { firstName?: string; lastName?: string } {
  const parts = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  return { firstName: parts[0], lastName: parts.slice(1).join(" ") || parts[0] };
}

/**
 * Imports the users, then the activities of an export (ADR 079). With `dryRun` nothing is written: the report
 * says what a run would do. A re-run imports nothing twice: each legacy document is recorded in
 * `legacy_imports` with what it became, and a document stopped half-way is resumed.
 */
export async function importLegacyExport(
  deps: ImportDeps,
  exported: LegacyExport,
  options: { dryRun: boolean },
): Promise<ImportReport> {
  const { dryRun } = options;
  const report: ImportReport = {
    dryRun,
    users: { imported: 0, alreadyImported: 0, linkedToExisting: 0, invalid: 0 },
    activities: { imported: 0, alreadyImported: 0, resumed: 0, invalid: 0 },
    files: { imported: 0, missing: 0 },
    problems: [],
  };
  const problem = (kind: ImportProblem["kind"], id: string, message: string) => report.problems.push({ kind, id, message });
  /** Legacy user id → the principal it is (or, in a dry run, would be) here. */
  const owners = new Map<string, Principal>();

  async function importFile(
    kind: ImportProblem["kind"],
    id: string,
    url: string | null | undefined,
    purpose: "activity-banner" | "user-picture",
    principal: Principal,
    target: string,
  ) {
    if (!url) return;
    const data = await exportedFile(exported, url);
    if (!data) {
      report.files.missing++;
      problem(kind, id, `file not in the export, left out: ${url}`);
      return;
    }
    if (dryRun) {
      report.files.imported++;
      return;
    }
    try {
      await storeUpload(
        { storage: deps.storage, target: deps.targets[purpose], log: deps.log },
        { principal, purpose, target, data },
      );
      report.files.imported++;
    } catch (error) {
      report.files.missing++;
      problem(kind, id, `file refused, left out (${describe(error)}): ${url}`);
    }
  }

  // Users: every account of auth.json and every document of users.json, by legacy id.
  const userIds = new Set([
    ...exported.users.keys(),
    ...[...exported.accounts.values()].filter((a) => !a.isAnonymous).map((a) => a.uid),
  ]);
  for (const legacyId of [...userIds].sort()) {
    const entry = exported.users.get(legacyId);
    const account = exported.accounts.get(legacyId);
    if (entry?.problem) {
      report.users.invalid++;
      problem("user", legacyId, entry.problem);
      continue;
    }
    const doc = entry?.doc ?? {};
    const done = await deps.imports.find("user", legacyId);
    const parsedEmail = userSchema.shape.email.safeParse((doc.email ?? account?.email ?? "").trim().toLowerCase());
    if (!parsedEmail.success) {
      report.users.invalid++;
      problem("user", legacyId, "no valid e-mail address");
      continue;
    }
    const email = parsedEmail.data;
    if (done?.status === "done") {
      report.users.alreadyImported++;
      owners.set(legacyId, { uid: done.localId, email, role: "user" });
      continue;
    }
    const names = {
      ...splitName(account?.displayName),
      ...(doc.firstName ? { firstName: doc.firstName } : {}),
      ...(doc.lastName ? { lastName: doc.lastName } : {}),
    };
    const fallbackName = email.split("@")[0] ?? "?";
    const candidate = {
      firstName: names.firstName ?? fallbackName,
      lastName: names.lastName ?? fallbackName,
      city: doc.city ?? null,
      company: doc.company ?? null,
      phone: doc.phone ?? account?.phoneNumber ?? null,
      photoUrl: null,
    };
    let fields = userWritableSchema.safeParse(candidate);
    if (!fields.success) {
      // A field the new rules refuse (a phone that is not one) is left out rather than the whole person.
      const dropped = [...new Set(fields.error.issues.map((issue) => String(issue.path[0])))];
      const kept = { ...candidate };
      for (const field of dropped)
        if (field in kept && !["firstName", "lastName"].includes(field)) (kept as Record<string, unknown>)[field] = null;
      fields = userWritableSchema.safeParse(kept);
      if (!fields.success) {
        report.users.invalid++;
        problem("user", legacyId, describe(fields.error));
        continue;
      }
      problem("user", legacyId, `left out: ${dropped.join(", ")} (refused by today's rules)`);
    }
    const existingId = done ? done.localId : await deps.accounts.findIdByEmail(email);
    if (existingId && !done) {
      // Someone who already signed up here with the same address: the account is theirs, kept as it is.
      report.users.linkedToExisting++;
      owners.set(legacyId, { uid: existingId, email, role: "user" });
      if (!dryRun) {
        if (!(await deps.users.find(existingId))) await deps.users.create(existingId, email, fields.data);
        await deps.imports.record("user", legacyId, existingId, "done");
      }
      continue;
    }
    const photoUrl = doc.photoUrl ?? account?.photoURL ?? null;
    if (dryRun) {
      report.users.imported++;
      owners.set(legacyId, { uid: `(new ${legacyId})`, email, role: "user" });
      await importFile("user", legacyId, photoUrl, "user-picture", { uid: legacyId, email, role: "user" }, legacyId);
      continue;
    }
    let localId = done?.localId;
    if (!localId) {
      localId = await deps.accounts.create({
        email,
        name: `${fields.data.firstName} ${fields.data.lastName}`,
        emailVerified: account?.emailVerified ?? false,
      });
      await deps.users.create(localId, email, fields.data);
      await deps.imports.record("user", legacyId, localId, "created");
    }
    const principal: Principal = { uid: localId, email, role: "user" };
    owners.set(legacyId, principal);
    await importFile("user", legacyId, photoUrl, "user-picture", principal, localId);
    await deps.imports.record("user", legacyId, localId, "done");
    report.users.imported++;
  }

  // Activities, each through the activity service as its owner.
  for (const [legacyId, entry] of [...exported.activities.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!entry.doc) {
      report.activities.invalid++;
      problem("activity", legacyId, entry.problem ?? "unreadable");
      continue;
    }
    const doc = entry.doc;
    const done = await deps.imports.find("activity", legacyId);
    if (done?.status === "done") {
      report.activities.alreadyImported++;
      continue;
    }
    const owner = doc.ownerId ? owners.get(doc.ownerId) : undefined;
    if (!owner) {
      report.activities.invalid++;
      problem("activity", legacyId, doc.ownerId ? `its owner ${doc.ownerId} is not in the export` : "no ownerId");
      continue;
    }
    const { body, notes } = activityBodyOf(doc);
    let activity: Activity | null = done ? await deps.findActivity(done.localId) : null;
    try {
      if (!activity) {
        const checked = activityCreateSchema.safeParse(body);
        if (!checked.success) throw checked.error;
        if (dryRun) {
          report.activities.imported++;
          for (const note of notes) problem("activity", legacyId, note);
          await importFile("activity", legacyId, doc.banner, "activity-banner", owner, legacyId);
          continue;
        }
        activity = await deps.activities.create(owner, body);
        await deps.imports.record("activity", legacyId, activity.id, "created");
      } else {
        report.activities.resumed++;
        if (dryRun) continue;
      }
    } catch (error) {
      report.activities.invalid++;
      problem("activity", legacyId, describe(error));
      continue;
    }
    for (const note of notes) problem("activity", legacyId, note);
    const description = doc.description?.trim();
    if (description && activity.descriptionHtml === "") {
      try {
        activity = await deps.activities.update(owner, activity.slug, { descriptionHtml: description });
      } catch (error) {
        problem("activity", legacyId, `description left out (${describe(error)})`);
      }
    }
    if (!activity.bannerUrl) await importFile("activity", legacyId, doc.banner, "activity-banner", owner, activity.slug);
    if (doc.published === false && activity.published) await deps.activities.setPublished(IMPORTER, activity.id, false);
    await deps.imports.record("activity", legacyId, activity.id, "done");
    if (!done) report.activities.imported++;
  }
  return report;
}

/** The report as the command prints it. */
export function formatImportReport(report: ImportReport): string {
  const { users, activities, files } = report;
  const lines = [
    report.dryRun ? "dry run: nothing written; a run would do this:" : "imported:",
    `users: ${users.imported} new, ${users.linkedToExisting} matched to an existing account by e-mail, ${users.alreadyImported} already imported, ${users.invalid} invalid`,
    `activities: ${activities.imported} new, ${activities.resumed} resumed, ${activities.alreadyImported} already imported, ${activities.invalid} invalid`,
    `files: ${files.imported} imported, ${files.missing} missing or refused`,
  ];
  if (report.problems.length > 0) {
    lines.push(`${report.problems.length} notes:`);
    for (const p of report.problems) lines.push(`  ${p.kind} ${p.id}: ${p.message}`);
  }
  if (!report.dryRun && users.imported > 0)
    lines.push("New accounts have no password: their owners choose one with “Forgot your password?” on the sign-in page.");
  return lines.join("\n");
}
