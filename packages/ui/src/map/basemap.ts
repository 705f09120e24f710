import { mapOriginsFrom } from "@alentour/domain/security-headers";
import type { addProtocol, Map as MapLibreMap, MapOptions, StyleSpecification } from "maplibre-gl";

// Which basemap the maps draw (docs/maps.md, ADR 059): a vector style with streets and labels, OpenFreeMap's
// "liberty" unless the operator names another, and the offline Natural Earth basemap whenever that style or
// its tiles cannot be reached. Every map of the product (the activity page, the search page, the owner's pin)
// goes through here.

/** Streets and labels, no account or token: OpenFreeMap's public instance. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

type Env = Record<string, string | undefined>;

/**
 * The style the maps load, from `MAP_STYLE_URL`: unset, the default streets style; `offline`, the offline
 * basemap only (no request leaves the site); otherwise the operator's own style URL (absolute, or a path on
 * this site such as a style served next to self-hosted tiles).
 */
export function mapStyleFromEnv(env: Env): string | null {
  const value = env.MAP_STYLE_URL?.trim();
  if (!value) return DEFAULT_MAP_STYLE_URL;
  if (value === "offline") return null;
  if (value.startsWith("/")) return value;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`MAP_STYLE_URL: not an http(s) URL: ${value}`);
  return url.toString();
}

/**
 * The remote origins the configured style needs (style, tiles, glyphs, sprites), for a Content-Security-Policy:
 * `MAP_ORIGINS` when set, else the style's own (the one rule of the security headers, ADR 054).
 */
export function mapOrigins(env: Env): string[] {
  const listed = env.MAP_ORIGINS?.trim() ? env.MAP_ORIGINS : undefined;
  return mapOriginsFrom(listed, env.MAP_STYLE_URL);
}

export type BasemapKind = "streets" | "offline";

/** The offline basemap, its reader (topojson-client) loaded only when it is drawn: no map code before a map. */
async function offlineStyle(): Promise<StyleSpecification> {
  return (await import("./offline-style.ts")).offlineStyle();
}

/** How long a style may take to answer before the offline basemap is drawn instead. */
export const STYLE_TIMEOUT_MS = 4000;

/**
 * The style to create a map with: the configured one when it answers in time, else the offline basemap. The
 * style's own URL is kept (not its JSON) so that MapLibre resolves its relative sprite and glyph addresses.
 */
export async function loadBasemap(
  styleUrl: string | null,
  maplibre?: ProtocolHost,
): Promise<{ style: string | StyleSpecification; kind: BasemapKind }> {
  if (styleUrl) {
    try {
      const response = await fetch(styleUrl, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS), cache: "force-cache" });
      if (response.ok) {
        if (maplibre && usesPmtiles(await response.text())) await registerPmtiles(maplibre);
        return { style: styleUrl, kind: "streets" };
      }
    } catch {
      // Unreachable, too slow, or its archives' reader not loadable: the offline basemap below.
    }
  }
  return { style: await offlineStyle(), kind: "offline" };
}

/** What loadBasemap needs of the MapLibre module: a way to read `pmtiles://` sources. */
export type ProtocolHost = { addProtocol: typeof addProtocol };

/**
 * Whether a style reads its tiles from PMTiles archives, such as those the api serves from `MAP_TILES_DIR`
 * (`"url": "pmtiles://https://example.org/api/tiles/france.pmtiles"`, docs/maps.md).
 */
export const usesPmtiles = (styleText: string): boolean => styleText.includes('"pmtiles://');

const withPmtiles = new WeakSet<ProtocolHost>();

/** Teaches MapLibre the `pmtiles://` protocol (byte ranges of one archive), once, loading its reader only then. */
async function registerPmtiles(maplibre: ProtocolHost) {
  if (withPmtiles.has(maplibre)) return;
  const { Protocol } = await import("pmtiles");
  maplibre.addProtocol("pmtiles", new Protocol().tile);
  withPmtiles.add(maplibre);
}

/**
 * A style that answered whose tiles do not (a blocked tile host, a broken self-hosted file): the first tile
 * error before any tile has loaded swaps the offline basemap in. Only the basemap changes: markers are HTML.
 */
export function fallBackOnTileErrors(map: MapLibreMap, onOffline: () => void) {
  let tilesLoaded = false;
  let done = false;
  map.on("data", (event) => {
    if (event.dataType === "source" && "tile" in event && event.tile) tilesLoaded = true;
  });
  map.on("error", async (event) => {
    const failedTile = "sourceId" in event || "tile" in event;
    if (done || tilesLoaded || !failedTile) return;
    done = true;
    map.setStyle(await offlineStyle());
    onOffline();
  });
}

/** MapLibre's worker, served from this site (never from a CDN). */
export const MAPLIBRE_WORKER_URL = "/maplibre/maplibre-gl-worker.mjs";

/**
 * A map of the product on the basemap `loadBasemap()` chose: MapLibre's worker from this site, its texts in the
 * page's language, cooperative gestures (a page scrolls under a finger or a wheel), compact credits, and the
 * offline basemap swapped in when the street tiles fail. `onBasemap` hears which basemap is shown: at once, and
 * again after a fallback. The caller adds its markers and controls.
 */
export function createBasemapMap(
  maplibre: typeof import("maplibre-gl"),
  basemap: { style: string | StyleSpecification; kind: BasemapKind },
  options: Omit<MapOptions, "style" | "attributionControl" | "cooperativeGestures" | "locale"> & {
    text: (key: MapTextKey) => string;
    onBasemap: (kind: BasemapKind) => void;
  },
): MapLibreMap {
  const { text, onBasemap, ...mapOptions } = options;
  maplibre.setWorkerUrl(MAPLIBRE_WORKER_URL);
  onBasemap(basemap.kind);
  const map = new maplibre.Map({
    ...mapOptions,
    style: basemap.style,
    attributionControl: { compact: true },
    cooperativeGestures: true,
    locale: mapLocale(text),
  });
  if (basemap.kind === "streets") fallBackOnTileErrors(map, () => onBasemap("offline"));
  return map;
}

/** MapLibre's own texts (controls, gesture hints) in the page's language; `text` reads the catalogue. */
export function mapLocale(text: (key: MapTextKey) => string): Record<string, string> {
  return {
    "NavigationControl.ZoomIn": text("map.zoomIn"),
    "NavigationControl.ZoomOut": text("map.zoomOut"),
    "NavigationControl.ResetBearing": text("map.resetBearing"),
    "AttributionControl.ToggleAttribution": text("map.attribution"),
    "CooperativeGesturesHandler.WindowsHelpText": text("map.gestureWindows"),
    "CooperativeGesturesHandler.MacHelpText": text("map.gestureMac"),
    "CooperativeGesturesHandler.MobileHelpText": text("map.gestureMobile"),
    "Popup.Close": text("map.closePopup"),
    "Marker.Title": text("map.marker"),
    "Map.Title": text("map.title"),
  };
}

export const mapTextKeys = [
  "map.zoomIn",
  "map.zoomOut",
  "map.resetBearing",
  "map.attribution",
  "map.gestureWindows",
  "map.gestureMac",
  "map.gestureMobile",
  "map.closePopup",
  "map.marker",
  "map.title",
  "map.basemap.streets",
  "map.basemap.offline",
] as const;
export type MapTextKey = (typeof mapTextKeys)[number];
