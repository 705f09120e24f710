// The headers every HTML page of every app sends (ADR 054, docs/security-web.md). One function, so the public
// site (apps/directory/proxy.ts) and the React Router apps (packages/ui's server entry) cannot drift apart.

/** The default map style's remote origins (style, tiles, sprites, glyphs): OpenFreeMap's public instance. */
export const DEFAULT_MAP_ORIGINS = ["https://tiles.openfreemap.org"];

/**
 * The map's remote origins for the Content-Security-Policy. `MAP_ORIGINS` when set: comma-separated origins
 * ("https://tiles.example.org, https://fonts.example.org"), each reduced to its scheme and host; an empty
 * value means none, anything that is not an http(s) origin is left out rather than widening the policy.
 * Unset, the origins of the configured style (`MAP_STYLE_URL`, docs/maps.md): the default street style's,
 * the operator's style URL's own origin, or none for the offline basemap and a style served by this site.
 */
export function mapOriginsFrom(value: string | undefined, styleUrl?: string): string[] {
  if (value === undefined) {
    const style = styleUrl?.trim();
    if (!style) return [...DEFAULT_MAP_ORIGINS];
    if (style === "offline" || style.startsWith("/")) return [];
    return mapOriginsFrom(style);
  }
  const origins: string[] = [];
  for (const part of value.split(",")) {
    const text = part.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if ((url.protocol === "https:" || url.protocol === "http:") && !origins.includes(url.origin)) origins.push(url.origin);
    } catch {
      // Not an origin: ignored, never a wildcard.
    }
  }
  return origins;
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the visitor's request reached us over https, from `X-Forwarded-Proto`. Its first value is the one
 * the reverse proxy facing the visitor set (docs/deploy.md has it overwrite any the client sent); the front
 * door appends its own hop after it. A forged value is harmless here: browsers ignore HSTS over plain http.
 */
export function cameOverHttps(forwardedProto: string | null | undefined): boolean {
  return (forwardedProto ?? "").split(",")[0]?.trim().toLowerCase() === "https";
}

export type PagePolicy = {
  nonce: string;
  /** Origins the map may fetch from (style, tiles, glyphs, sprites): `mapOriginsFrom(process.env.MAP_ORIGINS)`. */
  mapOrigins: readonly string[];
  https: boolean;
  /** Development servers evaluate code (React's error overlay) and reload over a WebSocket. */
  development?: boolean;
  /**
   * The page plays conference videos (the public trade-show page's programme, ADR 093): frames of the hosted
   * players and video files, from any https origin, since PeerTube instances are anyone's.
   */
  videoPlayers?: boolean;
  /** The page may open the camera and microphone of its own origin: the trade-show console's video calls (ADR 100). */
  mediaDevices?: boolean;
};

/** The Content-Security-Policy of an HTML page. */
export function contentSecurityPolicy({ nonce, mapOrigins, development = false, videoPlayers = false }: PagePolicy): string {
  const maps = mapOrigins.join(" ");
  const directives = [
    "default-src 'self'",
    // Scripts: our own files, and inline ones only with this response's nonce. No 'unsafe-inline'.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    // Mantine writes style attributes (CSS variables on every component) and <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Images: uploads (ours, or a bucket's public address), photo addresses people give, map tiles, previews
    // of a file being uploaded (blob:) and small inline icons (data:).
    `img-src 'self' data: blob: https: ${maps}`.trim(),
    `font-src 'self' data: ${maps}`.trim(),
    `connect-src 'self' ${maps}${development ? " ws: wss:" : ""}`.trim(),
    // MapLibre's worker is a file of the site (/maplibre/); some builds start it from a blob: URL.
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    videoPlayers ? "frame-src https:" : "frame-src 'none'",
    ...(videoPlayers ? ["media-src 'self' https: blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/**
 * The headers of every response, page or not (files, feeds, api answers): no framing, no sniffing, a
 * referrer limited to the origin off-site, the browser features we never use turned off, and HSTS over https.
 */
export function baseSecurityHeaders(https: boolean, mediaDevices = false): Record<string, string> {
  const media = mediaDevices ? "camera=(self), microphone=(self)" : "camera=(), microphone=()";
  const headers: Record<string, string> = {
    // Older browsers that do not read frame-ancestors: no page of the product is ever shown in a frame.
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // The "near me" search asks for the position; the trade-show console's video calls the camera and
    // microphone (its pages only); nothing else of the browser's is used.
    "permissions-policy": `${media}, payment=(), usb=(), geolocation=(self)`,
  };
  if (https) headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}

/** Every security header of an HTML page, by name. */
export function securityHeaders(policy: PagePolicy): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(policy),
    ...baseSecurityHeaders(policy.https, policy.mediaDevices ?? false),
  };
}

/** Whether a path (without its /en prefix) is a public trade-show page's, whose programme plays videos (ADR 093). */
export const isTradeShowPagePath = (path: string): boolean => /^\/salon\/[^/]+\/?$/.test(path);

/** Whether a path (with its /en prefix, if any) is the trade-show console's, where video calls open the camera (ADR 100). */
export const isTradeShowConsolePath = (path: string): boolean => /^(?:\/en)?\/tradeshow(?:[/?#]|$)/.test(path);

/** Whether a path (with its /en prefix and query, if any) is an embeddable agenda's (docs/embed.md). */
export const isEmbedPath = (path: string): boolean => /^(?:\/en)?\/embed\//.test(path);

/**
 * The headers of an embeddable agenda (docs/embed.md): a page other sites show in a frame. It runs no script at
 * all and loads nothing but its own images, so any site may frame it; every other header stays as on any page.
 */
export function embedSecurityHeaders(https: boolean): Record<string, string> {
  const { "x-frame-options": _refused, ...base } = baseSecurityHeaders(https);
  const policy = [
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ].join("; ");
  return { "content-security-policy": policy, ...base };
}
