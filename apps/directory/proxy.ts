import {
  cameOverHttps,
  embedSecurityHeaders,
  isEmbedPath,
  isTradeShowPagePath,
  mapOriginsFrom,
  newNonce,
  securityHeaders,
} from "@alentour/domain/security-headers";
import { type NextRequest, NextResponse } from "next/server";
import { env } from "./src/env.ts";
import { directoryPathExists } from "./src/existence.ts";
import { SAME_FOR_EVERYONE_HEADER } from "./src/shared-cache.ts";
import { isSharedPage, SHARED_PAGE_CACHE_CONTROL } from "./src/shared-pages.ts";

// French is the default language and has no prefix; English pages live under /en. Internally every page is
// under app/[locale], so an unprefixed path is rewritten to /fr/…, and a visible /fr/… is redirected away.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(3) || "/";
    return NextResponse.redirect(url, 308);
  }
  const english = pathname === "/en" || pathname.startsWith("/en/");
  const locale = english ? "en" : "fr";
  const path = english ? pathname.slice(3) || "/" : pathname;
  // Passed on so that pages outside the [locale] tree (the global 404) know the language too.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-alentour-locale", locale);
  // A fresh nonce per page (ADR 054): Next reads it from the request's Content-Security-Policy and puts it
  // on its own scripts; our layouts read `x-nonce` for theirs. Whatever a visitor sent under these names is
  // replaced.
  const nonce = newNonce();
  const { MAP_ORIGINS, MAP_STYLE_URL, NODE_ENV } = env();
  const mapOrigins = mapOriginsFrom(MAP_ORIGINS, MAP_STYLE_URL);
  const https = cameOverHttps(request.headers.get("x-forwarded-proto"));
  // An embeddable agenda (docs/embed.md) runs no script and may be framed by any site; every other page may not.
  const embed = isEmbedPath(path);
  const headers = embed
    ? embedSecurityHeaders(https)
    : securityHeaders({
        nonce,
        mapOrigins,
        https,
        development: NODE_ENV === "development",
        // The trade-show page's programme plays the conferences' videos (ADR 093).
        videoPlayers: isTradeShowPagePath(path),
      });
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", headers["content-security-policy"] ?? "");
  // An unknown activity or city goes to a path no page claims: the server-rendered 404, with status 404.
  const target = (await directoryPathExists(path)) ? `/${locale}${path === "/" ? "" : path}` : `/${locale}/404`;
  const response =
    target === pathname
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(`${target}${search}`, request.url), { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // The public pages are the same for everyone, signed in or not: the front door keeps a shared copy for a
  // minute (ADR 021, 080). The copy holds this CSP header with the HTML, so its nonce still matches; an edit
  // purges it (ADR 054, 080). Next keeps a Cache-Control it finds already set.
  const exists = target !== `/${locale}/404`;
  if (exists && isSharedPage(path, search) && !request.headers.has("rsc")) {
    response.headers.set("cache-control", SHARED_PAGE_CACHE_CONTROL);
    response.headers.set(SAME_FOR_EVERYONE_HEADER, "1");
  }
  // Only a page the visitor opens says which language they read: Next's own background fetches (prefetches
  // of other routes, its 404 route among them) must not overwrite it. The other apps have no locale in their
  // paths; they read this cookie.
  const isNavigation = request.headers.get("sec-fetch-mode") === "navigate" && !request.headers.has("rsc");
  if (isNavigation && request.cookies.get("locale")?.value !== locale) {
    response.cookies.set("locale", locale, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/|api/|internal/|maplibre/|favicon.ico|robots.txt|sitemap|.*\\.[a-z0-9]+$).*)"],
};
