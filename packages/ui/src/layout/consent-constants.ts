/** The cookie that keeps the visitor's choice; written only once they choose. */
export const CONSENT_COOKIE = "alentour_consent";
/** Six months, as the choice is kept. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;
/** How a kept choice reads in `document.cookie` (a RegExp source; the choice is its first group). */
export const CONSENT_CHOICE_PATTERN = `(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|refused)`;
/** What follows `name=value` when the choice is written (plus `; secure` over HTTPS). */
export const CONSENT_COOKIE_ATTRIBUTES = `; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax`;
/** Dispatched on window by the footer's "Manage cookies" link to show the element again. */
export const CONSENT_OPEN_EVENT = "alentour:consent-open";

/** Set on `<html>` by `CONSENT_ASK_SCRIPT` when no choice is kept. */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";
/**
 * Inline in every document's head, so it runs before the body is painted: marks `<html>` when the visitor has not
 * chosen yet. The consent element the server renders is then shown at the first paint, not once the page's scripts
 * have run (on the search page, seconds later on a phone). The HTML is the same for everyone, so the shared copy of
 * a page stays right for each visitor. Until React takes the element over, a click on Accept or Refuse is kept here:
 * the cookie is written and the mark removed, which hides the element.
 */
export const CONSENT_ASK_SCRIPT = `(function(){var html=document.documentElement;\
if(new RegExp(${JSON.stringify(CONSENT_CHOICE_PATTERN)}).test(document.cookie))return;\
html.setAttribute("${CONSENT_ASK_ATTRIBUTE}","");\
document.addEventListener("click",function(event){\
var button=event.target instanceof Element&&event.target.closest("[data-consent-early] [data-consent]");\
if(!button||!html.hasAttribute("${CONSENT_ASK_ATTRIBUTE}"))return;\
document.cookie="${CONSENT_COOKIE}="+button.getAttribute("data-consent")+"${CONSENT_COOKIE_ATTRIBUTES}"+(location.protocol==="https:"?"; secure":"");\
html.removeAttribute("${CONSENT_ASK_ATTRIBUTE}")})})()`;
