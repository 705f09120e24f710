import { describe, expect, it } from "vitest";
import * as c from "./constants.ts";

describe("constants", () => {
  it("hold the spec's numbers", () => {
    expect(c.TOKEN_REFRESH_INTERVAL_MS).toBe(600_000);
    expect(c.NOTIFICATION_AUTO_CLOSE_MS).toBe(4500);
    expect(c.IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(c.BANNER_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect(c.PDF_MAX_BYTES).toBe(30 * 1024 * 1024);
    expect(c.AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(c.AUTH_RETRY_BACKOFF_MAX_MS).toBe(c.AUTH_RETRY_BACKOFF_INITIAL_MS * 2 ** 5);
    expect(c.PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });
});
