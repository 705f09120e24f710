// The accessibility of a place (ADR 087), modelled on Acceslibre's and OpenAgenda's fields. No zod here: browsers
// load this module (the search page's labels, the activity page); the schema is in activity.ts.

/** Concrete equipment or arrangements an owner can tick, each a yes or no. */
export const accessibilityFeatures = [
  "stepFreeEntrance",
  "accessibleToilets",
  "accessibleParking",
  "hearingLoop",
  "audioDescription",
  "signLanguage",
  "quietHours",
] as const;
export type AccessibilityFeature = (typeof accessibilityFeatures)[number];

/** The five families of disability OpenAgenda names: a place welcomes people with a motor, visual… disability. */
export const accessibilityFamilies = ["motor", "visual", "hearing", "intellectual", "psychic"] as const;
export type AccessibilityFamily = (typeof accessibilityFamilies)[number];

/** What an owner can tick: the families declared, and the features. */
export const accessibilityValues = [...accessibilityFamilies, ...accessibilityFeatures] as const;
export type AccessibilityValue = (typeof accessibilityValues)[number];

/**
 * The families a feature is enough for: a step-free entrance lets a wheelchair in, a hearing loop or sign language
 * serve deaf and hard-of-hearing visitors, audio description blind and partially sighted ones. Toilets, parking
 * and quiet hours help, but are no access on their own; intellectual and psychic access are only declared.
 */
export const familiesImpliedBy: Readonly<Partial<Record<AccessibilityFeature, AccessibilityFamily>>> = {
  stepFreeEntrance: "motor",
  hearingLoop: "hearing",
  signLanguage: "hearing",
  audioDescription: "visual",
};

export const isAccessibilityValue = (value: string): value is AccessibilityValue =>
  (accessibilityValues as readonly string[]).includes(value);

/** The families a place welcomes: those declared and those its features imply, in the families' order. */
export function accessibleFamilies(values: readonly AccessibilityValue[]): AccessibilityFamily[] {
  const families = new Set<AccessibilityFamily>();
  for (const value of values) {
    if ((accessibilityFamilies as readonly string[]).includes(value)) families.add(value as AccessibilityFamily);
    const implied = familiesImpliedBy[value as AccessibilityFeature];
    if (implied) families.add(implied);
  }
  return accessibilityFamilies.filter((family) => families.has(family));
}

/** The features ticked, in the features' order. */
export function accessibleFeatures(values: readonly AccessibilityValue[]): AccessibilityFeature[] {
  return accessibilityFeatures.filter((feature) => values.includes(feature));
}

/**
 * The values a search filters and counts on (the `accessibility` facet): the families, implied ones included, then
 * the features. A visitor filtering on wheelchair access finds a place marked step-free.
 */
export function accessibilityFacetValues(values: readonly AccessibilityValue[]): AccessibilityValue[] {
  return [...accessibleFamilies(values), ...accessibleFeatures(values)];
}

/** What was ticked, once each and in the lists' order: the form stored. */
export function normalizedAccessibility(values: readonly AccessibilityValue[]): AccessibilityValue[] {
  return accessibilityValues.filter((value) => values.includes(value));
}

/**
 * What one talk of a trade show can offer disabled viewers (ADR 107), beyond its venue: live captions, a
 * sign-language interpreter in the picture, what is shown on screen described aloud. Each is schema.org's
 * `accessibilityFeature` term of the same name.
 */
export const talkAccessibilityFeatures = ["captions", "signLanguage", "audioDescription"] as const;
export type TalkAccessibilityFeature = (typeof talkAccessibilityFeatures)[number];

/** What was ticked for a talk, once each and in the list's order. */
export function normalizedTalkAccessibility(values: readonly TalkAccessibilityFeature[]): TalkAccessibilityFeature[] {
  return talkAccessibilityFeatures.filter((value) => values.includes(value));
}
