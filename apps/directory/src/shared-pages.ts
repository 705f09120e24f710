/**
 * The public pages that are the same for every visitor, signed in or not (ADR 080): what differs per visitor
 * (the signed-in bars, the consent element, the position, live opening status) is settled in the browser.
 * The proxy marks them shareable, and the front door's shared cache (shared-cache.ts) answers repeat views
 * from memory until their `s-maxage` passes or an edit purges them. Paths are without their `/en` prefix.
 * The activity page marks itself (pages/[locale]/activity/[slug].tsx).
 */
const sharedPages = [
  /^\/place$/,
  /^\/place\/[^/]+$/,
  /^\/place\/[^/]+\/[^/]+$/,
  /^\/search$/,
  /^\/faq$/,
  /^\/blog$/,
  /^\/blog\/[^/]+$/,
  /^\/contact$/,
  /^\/legal-notice$/,
  /^\/developers$/,
  /^\/data-collection$/,
  /^\/data-rights$/,
  /^\/login$/,
  /^\/signup$/,
  /^\/reset-password$/,
  /^\/auth\/verify-email$/,
];

/** The Cache-Control of a shared page: a minute fresh, then served stale while rendered again (ADR 021). */
export const SHARED_PAGE_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=31536000";

/**
 * Whether the page at `path` (with its query `search`) may be kept and served to everyone. A link carrying a
 * token (a mailed reset or confirmation link) never is: no secret is kept in the shared cache.
 */
export function isSharedPage(path: string, search: string): boolean {
  if (/[?&](token|code)=/.test(search)) return false;
  return sharedPages.some((page) => page.test(path));
}
