import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  cameOverHttps,
  contentSecurityPolicy,
  embedSecurityHeaders,
  isEmbedPath,
  isTradeShowConsolePath,
  isTradeShowPagePath,
  mapOriginsFrom,
  newNonce,
  securityHeaders,
} from "./security-headers.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(" ");

describe("mapOriginsFrom", () => {
  it("defaults to OpenFreeMap, and reads a comma-separated list of origins", () => {
    expect(mapOriginsFrom(undefined)).toEqual(["https://tiles.openfreemap.org"]);
    expect(mapOriginsFrom(undefined, "offline")).toEqual([]);
    expect(mapOriginsFrom(undefined, "/maps/style.json")).toEqual([]);
    expect(mapOriginsFrom(undefined, "https://maps.example.org/styles/a.json")).toEqual(["https://maps.example.org"]);
    expect(mapOriginsFrom("")).toEqual([]);
    expect(
      mapOriginsFrom(" https://tiles.example.org/styles/x.json , https://fonts.example.org,https://tiles.example.org"),
    ).toEqual(["https://tiles.example.org", "https://fonts.example.org"]);
  });

  it("leaves out what is not an http(s) origin instead of widening the policy", () => {
    expect(mapOriginsFrom("*, 'unsafe-inline', javascript:alert(1), data:, https://ok.example")).toEqual(["https://ok.example"]);
    expect(mapOriginsFrom("https://a.example; script-src *")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ nonce: "abc123", mapOrigins: ["https://tiles.example.org"], https: false });

  it("lets scripts run from the site or with the response's nonce, never inline ones without it", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("opens the map's origins, and only those, to fetches, images and fonts", () => {
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://tiles.example.org"]);
    expect(directive(policy, "img-src")).toContain("https://tiles.example.org");
    expect(directive(policy, "font-src")).toEqual(["'self'", "data:", "https://tiles.example.org"]);
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("frames video players and plays video files only on a page that plays conferences", () => {
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "media-src")).toBeUndefined();
    const players = contentSecurityPolicy({ nonce: "n", mapOrigins: [], https: true, videoPlayers: true });
    expect(directive(players, "frame-src")).toEqual(["https:"]);
    expect(directive(players, "media-src")).toEqual(["'self'", "https:", "blob:"]);
    expect(directive(players, "script-src")).toEqual(["'self'", "'nonce-n'"]);
    expect(isTradeShowPagePath("/salon/salon-du-numerique-lyon")).toBe(true);
    expect(isTradeShowPagePath("/salon/x/edit")).toBe(false);
    expect(isTradeShowPagePath("/place/lyon")).toBe(false);
  });

  it("allows evaluation and the reload socket in development only", () => {
    const dev = contentSecurityPolicy({ nonce: "n", mapOrigins: [], https: false, development: true });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(directive(dev, "connect-src")).toContain("ws:");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over https", () => {
    expect(securityHeaders({ nonce: "n", mapOrigins: [], https: false })["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", mapOrigins: [], https: true })["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("forbids framing and sniffing on every page", () => {
    const headers = securityHeaders({ nonce: "n", mapOrigins: [], https: false });
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  it("lets the trade-show console's pages open the camera and microphone of their own origin only", () => {
    const headers = securityHeaders({ nonce: "n", mapOrigins: [], https: false, mediaDevices: true });
    expect(headers["permissions-policy"]).toBe("camera=(self), microphone=(self), payment=(), usb=(), geolocation=(self)");
    expect(isTradeShowConsolePath("/tradeshow/booths/b1/call")).toBe(true);
    expect(isTradeShowConsolePath("/tradeshow")).toBe(true);
    expect(isTradeShowConsolePath("/tradeshowcase")).toBe(false);
    expect(isTradeShowConsolePath("/salon/vins/stand/b1")).toBe(false);
  });
});

describe("cameOverHttps", () => {
  it("reads the first hop's scheme", () => {
    expect(cameOverHttps("https")).toBe(true);
    expect(cameOverHttps("https,http")).toBe(true);
    expect(cameOverHttps("http,https")).toBe(false);
    expect(cameOverHttps(null)).toBe(false);
  });
});

describe("newNonce", () => {
  it("is fresh each time and fits a CSP source", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe("embedSecurityHeaders", () => {
  it("lets any site frame an embeddable agenda, which runs no script; other answers stay unframeable", () => {
    const headers = embedSecurityHeaders(true);
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(headers["content-security-policy"]).toContain("script-src 'none'");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(baseSecurityHeaders(true)["x-frame-options"]).toBe("DENY");
    expect(["/embed/place/lyon", "/en/embed/search?q=x"].map(isEmbedPath)).toEqual([true, true]);
    expect(["/place/lyon", "/embedded", "/en/place/embed/x", "/api/embed/x"].map(isEmbedPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
