import type { StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";

/**
 * A basemap that needs no tile server: Natural Earth land and country borders (world-atlas, 1:50m), served
 * from this site. Coarse at street level, but it keeps the map useful where no tiles can be reached.
 */
type Topology = Parameters<typeof mesh>[0];
type Layer = NonNullable<Parameters<typeof mesh>[1]>;

export async function offlineStyle(): Promise<StyleSpecification> {
  const [land, countries] = await Promise.all([
    fetch("/maplibre/land-50m.json").then((r) => r.json() as Promise<Topology>),
    fetch("/maplibre/countries-50m.json").then((r) => r.json() as Promise<Topology>),
  ]);
  return {
    version: 8,
    sources: {
      land: { type: "geojson", data: feature(land, land.objects.land as Layer) },
      borders: { type: "geojson", data: mesh(countries, countries.objects.countries as Layer, (a, b) => a !== b) },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": "#cfe3ef" } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": "#f3efe6" } },
      {
        id: "borders",
        type: "line",
        source: "borders",
        paint: { "line-color": "#9a8f7a", "line-width": 1, "line-dasharray": [2, 2] },
      },
    ],
  };
}
