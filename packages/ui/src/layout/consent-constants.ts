/** The cookie that keeps the visitor's choice; written only once they choose. */
export const CONSENT_COOKIE = "alentour_consent";
/** Six months, as the choice is kept. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;
/** Dispatched on window by the footer's "Manage cookies" link to show the element again. */
export const CONSENT_OPEN_EVENT = "alentour:consent-open";
