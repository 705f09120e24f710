/** The cookie that keeps the visitor's choice; written only once they choose. */
export const CONSENT_COOKIE = "alentour_consent";
/** Dispatched on window by the footer's "Manage cookies" link to show the element again. */
export const CONSENT_OPEN_EVENT = "alentour:consent-open";
