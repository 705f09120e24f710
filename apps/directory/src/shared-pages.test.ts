import { describe, expect, it } from "vitest";
import { isSharedPage } from "./shared-pages.ts";

describe("isSharedPage", () => {
  it("shares the pages that are the same for everyone", () => {
    for (const path of [
      "/place",
      "/place/lyon",
      "/place/lyon/art-culture",
      "/search",
      "/faq",
      "/blog",
      "/blog/all",
      "/blog/bien-referencer-son-activite",
      "/contact",
      "/legal-notice",
      "/data-collection",
      "/data-rights",
      "/login",
      "/signup",
      "/reset-password",
      "/auth/verify-email",
    ])
      expect(isSharedPage(path, ""), path).toBe(true);
    expect(isSharedPage("/search", "?q=musee&free=1")).toBe(true);
    expect(isSharedPage("/login", "?next=%2Fdashboard")).toBe(true);
  });

  it("keeps mailed links with a token, the pages that act on a visit, and unknown paths out", () => {
    expect(isSharedPage("/reset-password", "?token=abc")).toBe(false);
    expect(isSharedPage("/auth/verify-email", "?x=1&token=abc")).toBe(false);
    expect(isSharedPage("/auth/verify-email/confirm", "")).toBe(false);
    expect(isSharedPage("/data-rights/confirm", "")).toBe(false);
    expect(isSharedPage("/place/lyon/art-culture/extra", "")).toBe(false);
    expect(isSharedPage("/404", "")).toBe(false);
  });
});
