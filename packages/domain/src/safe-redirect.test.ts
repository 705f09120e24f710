import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safe-redirect.ts";

const fallback = "/dashboard/activities";

describe("safeRedirectPath", () => {
  it.each([
    ["/add-activity", "/add-activity"],
    ["/dashboard/activities?tab=2", "/dashboard/activities?tab=2"],
    ["/en/activity/cafe-des-arts#claim", "/en/activity/cafe-des-arts#claim"],
    ["/activity/caf%C3%A9", "/activity/caf%C3%A9"],
    ["/", "/"],
    // Dot segments are removed as a browser would; what remains is still a path of the site.
    ["/a/../add-activity", "/add-activity"],
    ["/./add-activity", "/add-activity"],
  ])("keeps the path of this site %j", (target, expected) => {
    expect(safeRedirectPath(target, fallback)).toBe(expected);
  });

  it.each([
    // The reported ones: a dot segment in front of "//" leaves "//evil.example/phish", another host.
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    // Other hosts, spelt directly.
    "//evil.example/x",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    // Percent-encoded slashes and backslashes, once or twice.
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example%25252F",
    // Control characters, raw or encoded: browsers drop tabs and newlines, CR/LF splits a header.
    "/\t/evil.example",
    "/\n/evil.example/a",
    "/\r\nSet-Cookie: a=b",
    "/%0d%0aSet-Cookie:%20a=b",
    "/%09/evil.example",
    "/\u0000/evil.example",
    "/\u007f",
    "/\u0085",
    // Not a string, empty, malformed encoding, too long.
    "",
    "%",
    "/%E0%A4%A",
    `/${"a".repeat(3000)}`,
  ])("falls back for %j", (target) => {
    expect(safeRedirectPath(target, fallback)).toBe(fallback);
  });

  it("falls back for what is not a string", () => {
    for (const target of [null, undefined, 42, ["/x"], { href: "/x" }]) expect(safeRedirectPath(target, "/")).toBe("/");
  });

  it("never returns something that starts with two slashes, whatever it is given", () => {
    const pieces = ["/", "\\", ".", "..", "%2e", "%2f", "%5c", "evil.example", "\t", "%09", "@", ":"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = safeRedirectPath(`/${a}${b}${c}`, fallback);
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
          expect(new URL(result, "http://alentour.example").host).toBe("alentour.example");
        }
  });
});

describe("isSafeRedirectPath", () => {
  it("accepts a path as given and refuses one that would change or leave", () => {
    expect(isSafeRedirectPath("/add-activity")).toBe(true);
    expect(isSafeRedirectPath("/.//evil.example")).toBe(false);
    expect(isSafeRedirectPath("/a b")).toBe(false);
    expect(isSafeRedirectPath(undefined)).toBe(false);
  });
});
