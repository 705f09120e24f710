// The activity's map, loaded by the page's script when it is about to come into view (ADR 046). MapLibre and
// its stylesheet come with it, never before. The street map unless it cannot be reached (docs/maps.md).
import { type BasemapKind, createBasemapMap, loadBasemap, type MapTextKey } from "@alentour/ui/map-basemap";
import * as maplibregl from "maplibre-gl";

export async function showMap(
  container: HTMLElement,
  place: { lat: number; lng: number; styleUrl: string | null; texts: Record<MapTextKey, string> },
) {
  const stylesheet = document.createElement("link");
  stylesheet.rel = "stylesheet";
  stylesheet.href = "/maplibre/maplibre-gl.css";
  document.head.append(stylesheet);
  const basemap = await loadBasemap(place.styleUrl, maplibregl);
  // Which basemap is shown, said under the map (and kept on the element for the tests).
  const caption = document.createElement("p");
  caption.dataset.testid = "map-basemap";
  Object.assign(caption.style, { margin: "4px 0 0", fontSize: "12px", color: "#495057" });
  container.after(caption);
  const show = (kind: BasemapKind) => {
    container.dataset.basemap = kind;
    caption.textContent = place.texts[kind === "streets" ? "map.basemap.streets" : "map.basemap.offline"];
  };
  const map = createBasemapMap(maplibregl, basemap, {
    container,
    center: [place.lng, place.lat],
    // The offline basemap has nothing to see at street level.
    zoom: basemap.kind === "streets" ? 15 : 9,
    text: (key) => place.texts[key],
    onBasemap: show,
  });
  new maplibregl.Marker({ color: "#0d5f52" }).setLngLat([place.lng, place.lat]).addTo(map);
  await new Promise<void>((resolve) => map.once("load", () => resolve()));
}
