import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";
import { zoneFor, zones } from "./zones.ts";

describe("front door routing", () => {
  const table = zones(loadEnv({}));
  const target = (path: string) => zoneFor(path, table)?.origin ?? "next";

  it("sends each app's prefixes to that app and the rest to the public site", () => {
    expect(target("/api/health")).toBe("http://127.0.0.1:3001");
    expect(target("/api/files/activities/a1/banner/0a1b-1020.webp")).toBe("http://127.0.0.1:3001");
    expect(target("/api/uploads/0123")).toBe("http://127.0.0.1:3001");
    expect(target("/dashboard")).toBe("http://127.0.0.1:3002");
    expect(target("/dashboard/activities")).toBe("http://127.0.0.1:3002");
    expect(target("/add-activity")).toBe("http://127.0.0.1:3002");
    expect(target("/add-activity.data")).toBe("http://127.0.0.1:3002");
    expect(target("/admin/users")).toBe("http://127.0.0.1:3003");
    expect(target("/tradeshow")).toBe("http://127.0.0.1:3004");
    expect(target("/place")).toBe("next");
    expect(target("/en/place")).toBe("next");
    expect(target("/apiary")).toBe("next");
    expect(target("/administration")).toBe("next");
  });

  it("marks the admin and dashboard zones noindex", () => {
    expect(zoneFor("/admin", table)?.noindex).toBe(true);
    expect(zoneFor("/dashboard/x", table)?.noindex).toBe(true);
    expect(zoneFor("/tradeshow", table)?.noindex).toBe(true);
    expect(zoneFor("/api/uploads", table)?.noindex).toBe(true);
    // Uploaded images appear on public pages.
    expect(zoneFor("/api/files/activities/a1/banner/0a1b-1020.webp", table)?.noindex).toBe(false);
  });
});
