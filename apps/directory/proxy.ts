import { type NextRequest, NextResponse } from "next/server";

// French is the default language and has no prefix; English pages live under /en. Internally every page is
// under app/[locale], so an unprefixed path is rewritten to /fr/…, and a visible /fr/… is redirected away.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(3) || "/";
    return NextResponse.redirect(url, 308);
  }
  const english = pathname === "/en" || pathname.startsWith("/en/");
  const locale = english ? "en" : "fr";
  // Passed on so that pages outside the [locale] tree (the global 404) know the language too.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-alentour-locale", locale);
  const response = english
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.rewrite(new URL(`/fr${pathname}${search}`, request.url), { request: { headers: requestHeaders } });
  // The other apps have no locale in their paths; they read the visitor's last public-site language here.
  // Only a page the visitor opens says which language they read: Next's own background fetches (prefetches
  // of other routes, its 404 route among them) must not overwrite it.
  const isNavigation = request.headers.get("sec-fetch-mode") === "navigate" && !request.headers.has("rsc");
  if (isNavigation && request.cookies.get("locale")?.value !== locale) {
    response.cookies.set("locale", locale, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/|api/|favicon.ico|robots.txt|sitemap|.*\\.[a-z0-9]+$).*)"],
};
