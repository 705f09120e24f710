import type { Config } from "#app/env.ts";
import { createFrenchAddressGeocoder } from "./french-address-geocoder.ts";
import { createGazetteerGeocoder } from "./gazetteer.ts";
import type { Geocoder } from "./geocoder.ts";
import { createNominatimGeocoder } from "./nominatim-geocoder.ts";

/** The configured geocoder; an address service that fails falls back to the offline gazetteer. */
export function createGeocoder(config: Config, log: { warn: (data: object, message: string) => void }): Geocoder {
  const offline = createGazetteerGeocoder();
  const { kind, url } = config.geocoder;
  if (kind === "gazetteer") return offline;
  const userAgent = `Alentour/${config.version} (${config.publicOrigin})`;
  const online =
    kind === "ban"
      ? createFrenchAddressGeocoder({ baseUrl: url ?? "https://data.geopf.fr/geocodage", userAgent })
      : createNominatimGeocoder({ baseUrl: url ?? "https://nominatim.openstreetmap.org", userAgent });
  return {
    name: online.name,
    async search(query) {
      try {
        const found = await online.search(query);
        return found.length > 0 ? found : offline.search(query);
      } catch (error) {
        log.warn({ err: error, geocoder: online.name }, "geocoder: service failed, using the gazetteer");
        return offline.search(query);
      }
    },
  };
}
