import { type AccessibilityValue, isAccessibilityValue } from "@alentour/domain/accessibility";
import { type ActivityCategory, activityCreateSchema, type SubCategory } from "@alentour/domain/activity";
import type { AudienceDraft } from "./audience-fields.tsx";
import { datesFromDraft, emptyHours, type HoursDraft, hoursFromDraft } from "./hours-draft.ts";
import { emptyPlace, type PlaceDraft } from "./place-draft.ts";

/** Everything the add-activity wizard holds; kept in local storage so a reload or a sign-in loses nothing. */
export type WizardDraft = {
  step: 0 | 1 | 2;
  name: string;
  category: ActivityCategory | "";
  subCategory: SubCategory | "";
  pricing: AudienceDraft["pricing"];
  setting: AudienceDraft["setting"];
  profiles: AudienceDraft["profiles"];
  place: PlaceDraft;
  /** What the place offers disabled visitors (ADR 087), ticked with the place; nothing ticked says nothing. */
  accessibility: AccessibilityValue[];
  hours: HoursDraft;
  legalAccepted: boolean;
};

const STORAGE_KEY = "alentour.add-activity.v1";

export function emptyDraft(): WizardDraft {
  return {
    step: 0,
    name: "",
    category: "",
    subCategory: "",
    pricing: "",
    setting: "",
    profiles: [],
    place: emptyPlace(),
    accessibility: [],
    hours: emptyHours(),
    legalAccepted: false,
  };
}

export function loadDraft(): WizardDraft | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<WizardDraft>;
    const empty = emptyDraft();
    // A draft saved before the accessibility fields, or edited by hand, keeps only the values the wizard offers.
    const accessibility = Array.isArray(parsed.accessibility)
      ? parsed.accessibility.filter(
          (value): value is AccessibilityValue => typeof value === "string" && isAccessibilityValue(value),
        )
      : [];
    return {
      ...empty,
      ...parsed,
      place: { ...empty.place, ...parsed.place },
      accessibility,
      hours: { ...empty.hours, ...parsed.hours },
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the wizard still works, only without surviving a reload.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {}
}

/** What the api receives; empty choices are left out so they read as "required". */
export function createInput(draft: WizardDraft) {
  return {
    name: draft.name,
    ...(draft.category && { category: draft.category }),
    ...(draft.subCategory && { subCategory: draft.subCategory }),
    ...(draft.pricing && { pricing: draft.pricing }),
    ...(draft.setting && { setting: draft.setting }),
    profiles: draft.profiles,
    address: { streetNumberAndStreet: draft.place.street, city: draft.place.city, country: draft.place.country },
    ...(draft.place.location && { location: draft.place.location }),
    accessibility: draft.accessibility,
    openingHours: hoursFromDraft(draft.hours),
    dates: datesFromDraft(draft.hours),
    ...(draft.legalAccepted && { legalAccepted: true as const }),
  };
}

const placeFields = ["name", "category", "subCategory", "pricing", "setting", "profiles", "address", "location", "accessibility"];

/** Whether a field path belongs to step 1 (the place); everything else is step 2. */
export const isPlaceField = (path: string) => placeFields.some((field) => path === field || path.startsWith(`${field}.`));

export function validateDraft(draft: WizardDraft) {
  return activityCreateSchema.safeParse(createInput(draft));
}
