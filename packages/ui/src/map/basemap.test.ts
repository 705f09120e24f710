import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../i18n/en.ts";
import { fr } from "../i18n/fr.ts";
import { DEFAULT_MAP_STYLE_URL, loadBasemap, mapOrigins, mapStyleFromEnv, mapTextKeys, usesPmtiles } from "./basemap.ts";

describe("the maps' style and the origins it needs (docs/maps.md)", () => {
  it("draws OpenFreeMap's street map by default, the offline basemap on request, or the operator's style", () => {
    expect(mapStyleFromEnv({})).toBe(DEFAULT_MAP_STYLE_URL);
    expect(mapStyleFromEnv({ MAP_STYLE_URL: " " })).toBe(DEFAULT_MAP_STYLE_URL);
    expect(mapStyleFromEnv({ MAP_STYLE_URL: "offline" })).toBeNull();
    expect(mapStyleFromEnv({ MAP_STYLE_URL: "https://maps.example.org/style.json" })).toBe("https://maps.example.org/style.json");
    expect(mapStyleFromEnv({ MAP_STYLE_URL: "/maps/style.json" })).toBe("/maps/style.json");
    expect(() => mapStyleFromEnv({ MAP_STYLE_URL: "ftp://maps.example.org/style.json" })).toThrow(/MAP_STYLE_URL/);
  });

  it("lists the remote origins for a Content-Security-Policy from MAP_ORIGINS, else from the style", () => {
    expect(mapOrigins({})).toEqual(["https://tiles.openfreemap.org"]);
    expect(mapOrigins({ MAP_STYLE_URL: "offline" })).toEqual([]);
    expect(mapOrigins({ MAP_STYLE_URL: "/maps/style.json" })).toEqual([]);
    expect(mapOrigins({ MAP_STYLE_URL: "https://maps.example.org/styles/a.json" })).toEqual(["https://maps.example.org"]);
    expect(
      mapOrigins({
        MAP_STYLE_URL: "https://maps.example.org/a.json",
        MAP_ORIGINS: "https://maps.example.org, https://fonts.example.org/x",
      }),
    ).toEqual(["https://maps.example.org", "https://fonts.example.org"]);
  });

  it("has every text of the maps in both languages", () => {
    for (const key of mapTextKeys) {
      expect(fr[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
    }
  });
});

describe("a style on self-hosted PMTiles archives (docs/maps.md)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const pmtilesStyle = {
    version: 8,
    sources: { streets: { type: "vector", url: "pmtiles://https://alentour.example.org/api/tiles/france.pmtiles" } },
    layers: [],
  };

  it("teaches MapLibre the pmtiles protocol when the style reads an archive, once, and not otherwise", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(pmtilesStyle)));
    const registered: string[] = [];
    const maplibre = { addProtocol: ((name: string) => void registered.push(name)) as never };
    expect(await loadBasemap("/api/tiles/streets.json", maplibre)).toEqual({ style: "/api/tiles/streets.json", kind: "streets" });
    await loadBasemap("/api/tiles/streets.json", maplibre);
    expect(registered).toEqual(["pmtiles"]);

    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ version: 8, sources: {}, layers: [] })));
    const other: string[] = [];
    await loadBasemap("https://tiles.example.org/style.json", {
      addProtocol: ((name: string) => void other.push(name)) as never,
    });
    expect(other).toEqual([]);
  });

  it("recognises pmtiles sources only", () => {
    expect(usesPmtiles(JSON.stringify(pmtilesStyle))).toBe(true);
    expect(usesPmtiles(JSON.stringify({ sources: { a: { url: "https://tiles.example.org/a.json" } } }))).toBe(false);
  });
});
