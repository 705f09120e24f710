import { describe, expect, it } from "vitest";
import { safeRedirect } from "./form-errors.ts";

describe("safeRedirect", () => {
  it("follows paths of this site only", () => {
    expect(safeRedirect("/dashboard/activities?tab=2", "/x")).toBe("/dashboard/activities?tab=2");
    expect(safeRedirect("//evil.example/x", "/x")).toBe("/x");
    expect(safeRedirect("https://evil.example", "/x")).toBe("/x");
    expect(safeRedirect("/\\evil.example", "/x")).toBe("/x");
    expect(safeRedirect(null, "/x")).toBe("/x");
    expect(safeRedirect("/%09/evil.example", "/x")).toBe("/%09/evil.example");
    expect(safeRedirect("/\t/evil.example", "/x")).toBe("/x");
    expect(safeRedirect("/\n/evil.example/a", "/x")).toBe("/x");
  });
});
