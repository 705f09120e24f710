import { emptyShowFields, type ShowFields } from "./show-draft.ts";

/** The wizard's steps after the introduction (step 0), in order. */
export const wizardSteps = ["show", "dates", "themes", "halls", "organiser", "images", "format", "summary"] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Which fields each step asks for: a refusal on one of them sends the organiser back to that step. */
const stepFields: Record<WizardStep, string[]> = {
  show: ["name", "category", "place", "presentation"],
  dates: ["startDate", "endDate", "openingTime", "closingTime"],
  themes: ["themes"],
  halls: ["halls"],
  organiser: ["organiser", "socialLinks"],
  images: [],
  format: ["mode", "listing"],
  summary: ["legalAccepted"],
};

export const stepOfField = (path: string): WizardStep =>
  wizardSteps.find((step) => stepFields[step].some((field) => path === field || path.startsWith(`${field}.`))) ?? "summary";

/** Everything the creation wizard holds; kept in local storage so a reload or a sign-in loses nothing. */
export type WizardDraft = ShowFields & { step: number; legalAccepted: boolean };

const STORAGE_KEY = "alentour.create-trade-show.v1";

export const emptyWizardDraft = (): WizardDraft => ({ ...emptyShowFields(), step: 0, legalAccepted: false });

export function loadWizardDraft(): WizardDraft | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<WizardDraft>;
    const empty = emptyWizardDraft();
    return {
      ...empty,
      ...parsed,
      place: { ...empty.place, ...parsed.place },
      organiser: { ...empty.organiser, ...parsed.organiser },
      socialLinks: { ...empty.socialLinks, ...parsed.socialLinks },
      themes: Array.isArray(parsed.themes) ? parsed.themes : [],
      halls: Array.isArray(parsed.halls) ? parsed.halls : [],
    };
  } catch {
    return null;
  }
}

export function saveWizardDraft(draft: WizardDraft): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the wizard still works, only without surviving a reload.
  }
}

export function clearWizardDraft(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {}
}
