import { activityPagePath } from "@alentour/domain/directory";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { useBasemapMap } from "@alentour/ui/use-basemap-map";
import { Box, Button, Group, Text } from "@mantine/core";
import type { Map as MapLibreMap, Marker, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useInstantSearch } from "react-instantsearch";
import {
  activeColor,
  clamp,
  FRAMING_PRECISION,
  type Geo,
  type MapResults,
  mapAreaStyle,
  mapColumnStyle,
  markerColor,
  POINTS,
  round,
  type View,
} from "./map-view.ts";
import { useSelection } from "./selection.tsx";

// The map itself (ADR 058), in a module of its own: the search page loads it, and the map library after it, only
// once the map is shown (search-map.tsx).

function markerElement(label: string, text: string, kind: "point" | "cluster"): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", label);
  button.dataset.kind = kind;
  button.textContent = text;
  const size = kind === "cluster" ? Math.min(52, 28 + text.length * 5) : 18;
  Object.assign(button.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: "50%",
    border: "2px solid #fff",
    background: markerColor,
    color: "#fff",
    font: "700 12px/1 system-ui, sans-serif",
    cursor: "pointer",
    boxShadow: "0 1px 4px rgba(0,0,0,.4)",
    padding: "0",
  });
  return button;
}

export default function MapCanvas(props: {
  geo: Geo;
  styleUrl: string | null;
  visible: boolean;
  nbHits: number;
  near: string | undefined;
  resultsKey: string;
  view: View | null;
  framed: boolean;
  onView: (view: View, framed: boolean) => void;
}) {
  const { geo, styleUrl, visible, nbHits, near, resultsKey, view, framed, onView } = props;
  const t = useT();
  const locale = useLocale();
  const { results } = useInstantSearch();
  const mapResults = results as unknown as MapResults;
  const { hovered, selected, setHovered, setSelected } = useSelection();
  const container = useRef<HTMLElement>(null);
  const markers = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement }>());
  const popup = useRef<Popup | null>(null);
  const [moved, setMoved] = useState(false);
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  // Moves made by the page (framing the results) are not the visitor's: no "search this area" after them.
  const framing = useRef(false);

  const {
    map: mapRef,
    maplibre: libraryRef,
    state,
    basemap,
  } = useBasemapMap(container, styleUrl, t, {
    // Mainland France until the results are framed; never the whole world with empty bands.
    view: () => ({ center: [2.35, 46.6], zoom: 4.5, minZoom: 2 }),
    setUp: (map) => {
      map.on("moveend", (event: { originalEvent?: unknown }) => {
        if (event.originalEvent) setMoved(true);
        onViewRef.current(currentView(map), framing.current);
      });
    },
    tearDown: () => markers.current.clear(),
  });

  // New results (other words or filters): frame them, from the cells of all of them, or the visitor's position.
  const grid = mapResults?.geoGrid;
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    if (state !== "ready" || !map || !maplibre || framed) return;
    // A map hidden on a phone (the list is shown) has no size to frame anything in: wait until it is shown.
    if (!container.current?.clientWidth) return;
    map.resize();
    const done = () => {
      framing.current = true;
      map.once("moveend", () => {
        framing.current = false;
      });
    };
    if (geo.isRefinedWithMap() && geo.currentRefinement) {
      const { northEast, southWest } = geo.currentRefinement;
      done();
      map.fitBounds(
        [
          [southWest.lng, southWest.lat],
          [northEast.lng, northEast.lat],
        ],
        { duration: 0 },
      );
      onViewRef.current(currentView(map), true);
      return;
    }
    if (near) {
      const [lat, lng] = near.split(",").map(Number);
      done();
      map.jumpTo({ center: [lng as number, lat as number], zoom: 12 });
      onViewRef.current(currentView(map), true);
      return;
    }
    if (!grid || grid.precision !== FRAMING_PRECISION) return;
    if (grid.cells.length === 0) {
      // Nothing to frame: the view stays, and the map's own query follows it.
      onViewRef.current(currentView(map), true);
      return;
    }
    // The fullest cells holding nine matches in ten: a few activities on another continent do not turn the view
    // into an ocean (they are counted under the map).
    const total = grid.cells.reduce((sum, cell) => sum + cell.count, 0);
    const kept = new Set<string>();
    let covered = 0;
    for (const cell of grid.cells) {
      if (covered >= 0.9 * total) break;
      kept.add(`${cell.x}:${cell.y}`);
      covered += cell.count;
    }
    const bounds = new maplibre.LngLatBounds();
    const few = mapResults && mapResults.nbHits <= POINTS && mapResults.hits.length === mapResults.nbHits;
    if (few) {
      // Few enough to frame each of them (those of the kept cells).
      const size = 360 / 2 ** FRAMING_PRECISION;
      for (const hit of mapResults.hits) {
        const { lat, lng } = hit._geoloc;
        if (kept.has(`${Math.floor((lng + 180) / size)}:${Math.floor((lat + 90) / size)}`)) bounds.extend([lng, lat]);
      }
    } else {
      // The cells' mean positions: where their clusters are drawn.
      for (const cell of grid.cells) if (kept.has(`${cell.x}:${cell.y}`)) bounds.extend([cell.lng, cell.lat]);
    }
    done();
    map.fitBounds(bounds, { padding: 48, maxZoom: few ? 14 : 12, duration: 0 });
    onViewRef.current(currentView(map), true);
  }, [state, framed, grid, mapResults, near, geo, resultsKey, visible]);

  // The markers: every cell of the grid as a cluster, or every match once few enough are in view.
  const hits = mapResults?.hits ?? [];
  const inView = mapResults?.nbHits ?? 0;
  const showPoints = framed && view !== null && inView <= POINTS && hits.length === inView;
  const cells = framed && grid ? grid.cells : [];
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    if (state !== "ready" || !map || !maplibre) return;
    const wanted = new Map<string, () => { element: HTMLButtonElement; at: [number, number] }>();
    if (showPoints) {
      for (const hit of hits) {
        wanted.set(`point-${hit.objectID}`, () => {
          const element = markerElement(hit.name, "", "point");
          element.dataset.id = hit.objectID;
          element.dataset.testid = "map-marker";
          element.addEventListener("mouseenter", () => setHovered(hit.objectID));
          element.addEventListener("mouseleave", () => setHovered(null));
          element.addEventListener("click", () => setSelected(hit.objectID));
          return { element, at: [hit._geoloc.lng, hit._geoloc.lat] };
        });
      }
    } else if (framed) {
      const precision = grid?.precision ?? 0;
      const size = 360 / 2 ** precision;
      for (const cell of cells) {
        wanted.set(`cell-${precision}-${cell.x}-${cell.y}-${cell.count}`, () => {
          const element = markerElement(t("search.count", { count: cell.count }), abbreviate(cell.count, locale), "cluster");
          element.dataset.count = String(cell.count);
          element.addEventListener("click", () => {
            // The cell's square: zooming to it splits it into the next zoom's cells.
            const west = cell.x * size - 180;
            const south = cell.y * size - 90;
            map.fitBounds(
              [
                [west, south],
                [west + size, south + size],
              ],
              { padding: 24, maxZoom: Math.max(map.getZoom() + 2, 6) },
            );
          });
          return { element, at: [cell.lng, cell.lat] };
        });
      }
    }
    for (const [key, { marker }] of markers.current) {
      if (!wanted.has(key)) {
        marker.remove();
        markers.current.delete(key);
      }
    }
    for (const [key, create] of wanted) {
      if (markers.current.has(key)) continue;
      const { element, at } = create();
      const marker = new maplibre.Marker({ element }).setLngLat(at).addTo(map);
      markers.current.set(key, { marker, element });
    }
  }, [state, showPoints, hits, cells, framed, grid, t, locale, setHovered, setSelected]);

  // The activity hovered or picked in the list stands out on the map; a pick opens its name.
  useEffect(() => {
    for (const [key, { element }] of markers.current) {
      const id = key.startsWith("point-") ? key.slice("point-".length) : null;
      if (id === null) continue;
      const active = id === hovered || id === selected;
      element.style.background = active ? activeColor : markerColor;
      element.style.transform = active ? "scale(1.5)" : "";
      element.style.zIndex = active ? "2" : "";
      element.setAttribute("aria-pressed", String(id === selected));
      if (active) element.dataset.active = "true";
      else delete element.dataset.active;
    }
  });
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    popup.current?.remove();
    if (!selected || !map || !maplibre) return;
    const item = hits.find((point) => point.objectID === selected);
    if (!item) return;
    const link = document.createElement("a");
    link.href = localizePath(activityPagePath(item), locale);
    link.textContent = item.name;
    popup.current = new maplibre.Popup({ offset: 12, closeButton: true })
      .setLngLat([item._geoloc.lng, item._geoloc.lat])
      .setDOMContent(link)
      .addTo(map);
  }, [selected, hits, locale]);

  useEffect(() => {
    if (visible) mapRef.current?.resize();
  }, [visible]);

  function searchThisArea() {
    const bounds = mapRef.current?.getBounds();
    if (!bounds) return;
    const northEast = bounds.getNorthEast();
    const southWest = bounds.getSouthWest();
    geo.refine({ northEast: { lat: northEast.lat, lng: northEast.lng }, southWest: { lat: southWest.lat, lng: southWest.lng } });
    setMoved(false);
  }

  const drawn = showPoints ? hits.length : cells.reduce((sum, cell) => sum + cell.count, 0) + (grid?.rest ?? 0);
  const outside = framed && mapResults ? Math.max(0, nbHits - inView) : 0;
  const settled = state === "ready" && framed && mapResults !== undefined && mapResults !== null;

  return (
    <Box pos="relative" h="100%" style={mapColumnStyle}>
      <section
        ref={container}
        aria-label={t("search.map")}
        data-testid="search-map"
        data-state={state}
        data-basemap={basemap ?? undefined}
        data-drawn={settled ? drawn : undefined}
        data-outside={settled ? outside : undefined}
        data-mode={showPoints ? "points" : "clusters"}
        data-zoom={view ? view.zoom.toFixed(1) : undefined}
        style={{ ...mapAreaStyle, overflow: "hidden" }}
      />
      {state !== "ready" && (
        <Text size="sm" pos="absolute" top={8} left={12}>
          {t("search.mapLoading")}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
        {basemap && (
          <Text size="xs" c="dimmed" data-testid="map-basemap">
            {t(basemap === "streets" ? "map.basemap.streets" : "map.basemap.offline")}
          </Text>
        )}
        {outside > 0 && (
          <Text size="xs" data-testid="map-outside">
            {t("search.mapMore", { count: outside })}
          </Text>
        )}
      </Group>
      <Group pos="absolute" top={10} left="50%" style={{ transform: "translateX(-50%)" }} gap="xs" wrap="nowrap">
        {moved && (
          <Button size="xs" onClick={searchThisArea} data-testid="search-this-area">
            {t("search.searchArea")}
          </Button>
        )}
        {geo.isRefinedWithMap() && !moved && (
          <Button size="xs" variant="white" onClick={geo.clearMapRefinement}>
            {t("search.clearArea")}
          </Button>
        )}
      </Group>
    </Box>
  );
}

function currentView(map: MapLibreMap): View {
  const bounds = map.getBounds();
  return {
    north: round(clamp(bounds.getNorth(), -90, 90)),
    south: round(clamp(bounds.getSouth(), -90, 90)),
    east: round(clamp(bounds.getEast(), -180, 180)),
    west: round(clamp(bounds.getWest(), -180, 180)),
    zoom: map.getZoom(),
  };
}

/** 1 234 → "1,2 k" in French, "1.2k" in English: short enough for a cluster's disc. */
function abbreviate(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(count);
}
