import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "../i18n/catalogues.ts";

/**
 * The path without its locale prefix: `/en/place` → `/place`, `/en` → `/`. French pages have no prefix in
 * the browser, but the public app sees them under the internal `/fr` it rewrites them to.
 */
export function stripLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|fr)(\/.*)?$/.exec(pathname);
  if (match) return { locale: match[1] as Locale, path: match[2] ?? "/" };
  return { locale: "fr", path: pathname || "/" };
}

// Routes served by the other apps have no locale prefix: they read the locale from a cookie.
const unprefixed = ["/api", "/dashboard", "/add-activity", "/admin", "/tradeshow"];

/** A public path in the given locale: French has no prefix, English lives under /en. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "fr" || unprefixed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return path;
  return path === "/" ? "/en" : `/en${path}`;
}

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((prefix) => path.startsWith(prefix));

/** docs/product.md#navigation: the top bar is hidden on /login, /reset-password and anything under /signup, /auth, /authentification. */
export function isTopNavHidden(path: string): boolean {
  return path === "/login" || path === "/reset-password" || startsWithAny(path, ["/signup", "/auth", "/authentification"]);
}

/** docs/product.md#navigation: the footer is hidden on /login and anything under /signup, /auth, /authentification, /add-activity, /search. */
export function isFooterHidden(path: string): boolean {
  return path === "/login" || startsWithAny(path, ["/signup", "/auth", "/authentification", "/add-activity", "/search"]);
}

export type BottomNavItem = { key: "home" | "map" | "profile" | "login"; label: MessageId; href: string; active: boolean };

/** docs/product.md#navigation: four entries, Profil in place of Connexion when signed in, each with its highlight rule. */
export function bottomNavItems(path: string, signedIn: boolean): BottomNavItem[] {
  const items: BottomNavItem[] = [
    { key: "home", label: "nav.home", href: "/place", active: path.startsWith("/place") },
    { key: "map", label: "nav.map", href: "/search", active: path === "/search" },
  ];
  items.push(
    signedIn
      ? { key: "profile", label: "nav.profile", href: "/dashboard/activities", active: path.startsWith("/dashboard") }
      : { key: "login", label: "nav.login", href: "/login", active: path === "/login" },
  );
  return items;
}
