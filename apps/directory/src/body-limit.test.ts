import { describe, expect, it } from "vitest";
import { exceedsApiBodyLimit } from "./body-limit.ts";

describe("exceedsApiBodyLimit", () => {
  it("refuses a body the api would refuse, and leaves file contents to the upload limits", () => {
    expect(exceedsApiBodyLimit({ "content-length": String(1024 * 1024), "content-type": "application/json" })).toBe(false);
    expect(exceedsApiBodyLimit({ "content-length": String(1024 * 1024 + 1), "content-type": "application/json" })).toBe(true);
    expect(exceedsApiBodyLimit({ "content-length": String(50 * 1024 * 1024) })).toBe(true);
    expect(
      exceedsApiBodyLimit({ "content-length": String(3 * 1024 * 1024), "content-type": "application/offset+octet-stream" }),
    ).toBe(false);
    expect(exceedsApiBodyLimit({})).toBe(false);
    expect(exceedsApiBodyLimit({ "content-length": "lots" })).toBe(false);
  });
});
