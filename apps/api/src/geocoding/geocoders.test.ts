import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#app/env.ts";
import { createGeocoder } from "./create-geocoder.ts";
import { parseFrenchAddressResponse } from "./french-address-geocoder.ts";
import { createGazetteerGeocoder } from "./gazetteer.ts";
import { parseNominatimResponse } from "./nominatim-geocoder.ts";

const recorded = async (name: string) => JSON.parse(await readFile(new URL(`recorded/${name}`, import.meta.url), "utf8"));

describe("geocoders", () => {
  it("reads the French national address service: a street number, a street, a city", async () => {
    expect(parseFrenchAddressResponse(await recorded("ban-search.json"))).toEqual([
      {
        label: "12 Rue Saint-Jean 69005 Lyon",
        streetNumberAndStreet: "12 Rue Saint-Jean",
        city: "Lyon",
        country: "FR",
        location: { lat: 45.762187, lng: 4.827136 },
        precision: "address",
      },
      {
        label: "Rue Saint-Jean 69005 Lyon",
        streetNumberAndStreet: "Rue Saint-Jean",
        city: "Lyon",
        country: "FR",
        location: { lat: 45.762957, lng: 4.826946 },
        precision: "address",
      },
      {
        label: "Lyon",
        streetNumberAndStreet: null,
        city: "Lyon",
        country: "FR",
        location: { lat: 45.758, lng: 4.835 },
        precision: "city",
      },
    ]);
    expect(() => parseFrenchAddressResponse({ features: [{ geometry: {} }] })).toThrow();
  });

  it("reads Nominatim: towns and villages count as cities, places without one are left out", async () => {
    expect(parseNominatimResponse(await recorded("nominatim-search.json"))).toEqual([
      {
        label: "1260, Rue Peel, Ville-Marie, Montréal, Québec, H3B 4A6, Canada",
        streetNumberAndStreet: "1260 Rue Peel",
        city: "Montréal",
        country: "CA",
        location: { lat: 45.5017123, lng: -73.5672559 },
        precision: "address",
      },
      {
        label: "Plougastel-Daoulas, Brest, Finistère, Bretagne, France",
        streetNumberAndStreet: null,
        city: "Plougastel-Daoulas",
        country: "FR",
        location: { lat: 48.3904, lng: -4.4861 },
        precision: "city",
      },
    ]);
  });

  it("finds cities offline, accents and case ignored, the exact name and the most populous first", async () => {
    const geocoder = createGazetteerGeocoder();
    const [first] = await geocoder.search({ text: "12 rue Saint-Jean, lyon", limit: 5 });
    expect(first).toMatchObject({ city: "Lyon", country: "FR", streetNumberAndStreet: "12 rue Saint-Jean", precision: "city" });
    const [montreal] = await geocoder.search({ text: "montreal", country: "CA", limit: 3 });
    expect(montreal).toMatchObject({ city: "Montréal", country: "CA" });
    expect(await geocoder.search({ text: "zzqxw", limit: 3 })).toEqual([]);
  });

  describe("over HTTP", () => {
    let server: http.Server;
    let base: string;
    const seen: string[] = [];
    let fail = false;
    beforeAll(async () => {
      const ban = await recorded("ban-search.json");
      server = http.createServer((req, res) => {
        seen.push(`${req.url} ${req.headers["user-agent"]}`);
        if (fail) {
          res.statusCode = 503;
          res.end();
          return;
        }
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(ban));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocodage`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("asks the configured service, says who asks, and falls back to the gazetteer when it fails", async () => {
      const config = loadConfig({ GEOCODER: "ban", GEOCODER_URL: base, DATA_DIR: "/tmp/unused" });
      const warnings: string[] = [];
      const geocoder = createGeocoder(config, { warn: (_data, message) => warnings.push(message) });
      const found = await geocoder.search({ text: "12 rue saint-jean lyon", limit: 5 });
      expect(found[0]?.precision).toBe("address");
      expect(seen[0]).toMatch(/^\/geocodage\/search\?q=12\+rue\+saint-jean\+lyon&limit=5 Alentour\//);
      fail = true;
      const fallback = await geocoder.search({ text: "Lyon", limit: 1 });
      expect(fallback).toMatchObject([{ city: "Lyon", precision: "city" }]);
      expect(warnings).toHaveLength(1);
    });
  });
});
