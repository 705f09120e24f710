import type { useGeoSearch } from "react-instantsearch";

// What the search map's shell (search-map.tsx) and its canvas (map-canvas.tsx), loaded once the map is shown,
// both need.

/** What the map needs of each result. */
export type MapPoint = {
  objectID: string;
  name: string;
  slug: string;
  tradeShowSlug?: string | null;
  _geoloc: { lat: number; lng: number };
};
export type GeoGridCell = { x: number; y: number; count: number; lat: number; lng: number };
export type GeoGrid = { precision: number; cells: GeoGridCell[]; rest: number };
export type MapResults = { nbHits: number; hits: MapPoint[]; geoGrid?: GeoGrid } | null | undefined;
export type View = { north: number; south: number; east: number; west: number; zoom: number };

/** Up to this many matches in view, they are drawn one by one. */
export const POINTS = 200;
/** The grid for framing new results: cells of 360 / 2^6 degrees (about 600 km). */
export const FRAMING_PRECISION = 6;
export const markerColor = "#0d5f52";
export const activeColor = "#b4420c";
/** The map's area: the same box while the map's code loads, while it draws and once drawn, so nothing moves. */
export const mapAreaStyle = { flex: 1, minHeight: 360, borderRadius: 8, background: "#e9ecef" } as const;
/** The map and the notes under it, stacked to fill the column. */
export const mapColumnStyle = { display: "flex", flexDirection: "column" } as const;

/** Cells about 64 px wide at this zoom (a 512 px tile spans 360 / 2^zoom degrees). */
export const precisionAt = (zoom: number) => Math.min(24, Math.max(1, Math.floor(zoom) + 3));
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const round = (value: number) => Math.round(value * 1e5) / 1e5;

export type Geo = ReturnType<typeof useGeoSearch>;
export type Box4 = { north: number; south: number; east: number; west: number };
