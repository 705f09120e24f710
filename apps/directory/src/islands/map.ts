// The activity's map, loaded by the page's script when it is about to come into view (ADR 046). MapLibre and
// its stylesheet come with it, never before.
import * as maplibregl from "maplibre-gl";
import { offlineStyle } from "../directory/offline-style.ts";

export async function showMap(container: HTMLElement, place: { lat: number; lng: number; styleUrl: string | null }) {
  const stylesheet = document.createElement("link");
  stylesheet.rel = "stylesheet";
  stylesheet.href = "/maplibre/maplibre-gl.css";
  document.head.append(stylesheet);
  maplibregl.setWorkerUrl("/maplibre/maplibre-gl-worker.mjs");
  const map = new maplibregl.Map({
    container,
    style: place.styleUrl ?? (await offlineStyle()),
    center: [place.lng, place.lat],
    zoom: place.styleUrl ? 14 : 9,
    attributionControl: { compact: true },
    cooperativeGestures: true,
  });
  new maplibregl.Marker({ color: "#0d5f52" }).setLngLat([place.lng, place.lat]).addTo(map);
  await new Promise<void>((resolve) => map.once("load", () => resolve()));
}
