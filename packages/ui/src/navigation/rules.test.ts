import { describe, expect, it } from "vitest";
import { bottomNavItems, isFooterHidden, isTopNavHidden, localizePath, stripLocale } from "./rules.ts";

describe("locale in paths", () => {
  it("reads English from the /en prefix and French otherwise", () => {
    expect(stripLocale("/en/place")).toEqual({ locale: "en", path: "/place" });
    expect(stripLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(stripLocale("/place")).toEqual({ locale: "fr", path: "/place" });
    expect(stripLocale("/entreprises")).toEqual({ locale: "fr", path: "/entreprises" });
    expect(stripLocale("/fr/place")).toEqual({ locale: "fr", path: "/place" });
  });

  it("prefixes English public paths only", () => {
    expect(localizePath("/place", "fr")).toBe("/place");
    expect(localizePath("/place", "en")).toBe("/en/place");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/dashboard/activities", "en")).toBe("/dashboard/activities");
    expect(localizePath("/add-activity", "en")).toBe("/add-activity");
  });
});

describe("bottom navigation (docs/product.md#navigation)", () => {
  const keys = (path: string, signedIn: boolean) => bottomNavItems(path, signedIn).map((item) => item.key);
  const active = (path: string, signedIn: boolean) =>
    bottomNavItems(path, signedIn)
      .filter((i) => i.active)
      .map((i) => i.key);

  it("shows Connexion when signed out and Profil when signed in, never both", () => {
    expect(keys("/place", false)).toEqual(["home", "map", "login"]);
    expect(keys("/place", true)).toEqual(["home", "map", "profile"]);
  });

  it("targets the spec's routes", () => {
    expect(bottomNavItems("/", true).map((i) => i.href)).toEqual(["/place", "/search", "/dashboard/activities"]);
    expect(bottomNavItems("/", false).map((i) => i.href)).toEqual(["/place", "/search", "/login"]);
  });

  it("highlights by the spec's rules", () => {
    expect(active("/place", false)).toEqual(["home"]);
    expect(active("/place/lyon/sport", false)).toEqual(["home"]);
    expect(active("/search", false)).toEqual(["map"]);
    expect(active("/search/more", false)).toEqual([]);
    expect(active("/login", false)).toEqual(["login"]);
    expect(active("/dashboard", true)).toEqual(["profile"]);
    expect(active("/dashboard/profile", true)).toEqual(["profile"]);
    expect(active("/activity/musee", true)).toEqual([]);
  });
});

describe("top bar and footer (docs/product.md#navigation)", () => {
  it("hides the top bar on the auth screens only", () => {
    for (const path of ["/login", "/reset-password", "/signup", "/signup/step-2", "/auth/verify", "/authentification"]) {
      expect(isTopNavHidden(path), path).toBe(true);
    }
    for (const path of ["/place", "/search", "/add-activity", "/login/help", "/reset-password/x", "/"]) {
      expect(isTopNavHidden(path), path).toBe(false);
    }
  });

  it("hides the footer on the auth screens, the add-activity wizard and search", () => {
    for (const path of [
      "/login",
      "/signup",
      "/auth/x",
      "/authentification",
      "/add-activity",
      "/add-activity/step-1",
      "/search",
      "/search/map",
    ]) {
      expect(isFooterHidden(path), path).toBe(true);
    }
    for (const path of ["/place", "/reset-password", "/activity/x", "/login/help", "/"]) {
      expect(isFooterHidden(path), path).toBe(false);
    }
  });
});
