"use client";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Box, Button, Group, Text } from "@mantine/core";
import type { GeoJSONSource, Map as MapLibreMap, Marker, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { Configure, Index, useGeoSearch, useHits, useInstantSearch } from "react-instantsearch";
import { useSelection } from "./selection.tsx";

/** What the map needs of each result: up to 1,000 of them, fetched apart from the list's pages. */
type MapPoint = { objectID: string; name: string; slug: string; _geoloc: { lat: number; lng: number } };

const MAP_POINTS = 1000;
const markerColor = "#0d5f52";
const activeColor = "#b4420c";

type Geo = ReturnType<typeof useGeoSearch>;

function markerElement(label: string, text: string, kind: "point" | "cluster"): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", label);
  button.dataset.kind = kind;
  button.textContent = text;
  const size = kind === "cluster" ? Math.min(48, 28 + text.length * 5) : 18;
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

function MapCanvas({ geo, styleUrl, visible }: { geo: Geo; styleUrl: string | null; visible: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { items } = useHits<MapPoint>();
  const { uiState } = useInstantSearch();
  // The map follows the visitor's position when the results are ranked around it.
  const { hovered, selected, setHovered, setSelected } = useSelection();
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const libraryRef = useRef<typeof import("maplibre-gl") | null>(null);
  const markers = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement }>());
  const popup = useRef<Popup | null>(null);
  const [state, setState] = useState<"loading" | "ready">("loading");
  const [moved, setMoved] = useState(false);
  const near = (uiState.event as { near?: string } | undefined)?.near;
  // The connector's render state is a new object on every render; effects read its latest through a ref.
  const geoRef = useRef(geo);
  geoRef.current = geo;

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    (async () => {
      const [maplibre, { offlineStyle }] = await Promise.all([import("maplibre-gl"), import("../directory/offline-style.ts")]);
      await import("maplibre-gl/dist/maplibre-gl.css");
      if (cancelled) return;
      maplibre.setWorkerUrl("/maplibre/maplibre-gl-worker.mjs");
      libraryRef.current = maplibre;
      const map = new maplibre.Map({
        container: element,
        style: styleUrl ?? (await offlineStyle()),
        center: [2.35, 46.6],
        zoom: 4.5,
        attributionControl: { compact: true },
        // MapLibre's own control labels, in the page's language.
        locale: {
          "NavigationControl.ZoomIn": t("search.mapZoomIn"),
          "NavigationControl.ZoomOut": t("search.mapZoomOut"),
          "AttributionControl.ToggleAttribution": t("search.mapAttribution"),
        },
      });
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
      map.on("load", () => {
        map.addSource("results", {
          type: "geojson",
          data: { type: "FeatureCollection", features: [] },
          cluster: true,
          clusterRadius: 48,
          clusterMaxZoom: 15,
        });
        // An invisible layer keeps the source's tiles computed, for the HTML markers drawn from them.
        map.addLayer({ id: "results", type: "circle", source: "results", paint: { "circle-opacity": 0, "circle-radius": 1 } });
        setState("ready");
      });
      // Moves made by the visitor (not by fitting the results) offer "search this area".
      const byVisitor = (event: { originalEvent?: unknown }) => {
        if (event.originalEvent) setMoved(true);
      };
      map.on("dragend", () => setMoved(true));
      map.on("zoomend", byVisitor);
      map.on("moveend", byVisitor);
      mapRef.current = map;
    })();
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
      markers.current.clear();
    };
  }, [styleUrl]);

  // Points → source data; then the view follows the results unless the visitor drew the area.
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    if (state !== "ready" || !map || !maplibre) return;
    (map.getSource("results") as GeoJSONSource | undefined)?.setData({
      type: "FeatureCollection",
      features: items.map((item) => ({
        type: "Feature",
        id: item.objectID,
        properties: { id: item.objectID, name: item.name, slug: item.slug },
        geometry: { type: "Point", coordinates: [item._geoloc.lng, item._geoloc.lat] },
      })),
    });
    if (geoRef.current.isRefinedWithMap() || items.length === 0) return;
    if (near) {
      const [lat, lng] = near.split(",").map(Number);
      map.flyTo({ center: [lng as number, lat as number], zoom: 12, duration: 600 });
    } else {
      const bounds = new maplibre.LngLatBounds();
      for (const item of items) bounds.extend([item._geoloc.lng, item._geoloc.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 600 });
    }
    setMoved(false);
  }, [items, state, near]);

  // HTML markers for what the clustered source shows at this zoom: buttons, reachable by keyboard.
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    if (state !== "ready" || !map || !maplibre) return;
    const draw = () => {
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures("results")) {
        const properties = feature.properties as Record<string, unknown>;
        const coordinates = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        const isCluster = Boolean(properties.cluster);
        const key = isCluster ? `cluster-${properties.cluster_id}` : String(properties.id);
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.current.has(key)) continue;
        const count = Number(properties.point_count ?? 0);
        const element = isCluster
          ? markerElement(t("search.count", { count }), String(properties.point_count_abbreviated ?? count), "cluster")
          : markerElement(String(properties.name), "", "point");
        if (isCluster) {
          element.addEventListener("click", async () => {
            const source = map.getSource("results") as GeoJSONSource;
            const zoom = await source.getClusterExpansionZoom(Number(properties.cluster_id));
            map.easeTo({ center: coordinates, zoom });
          });
        } else {
          const id = String(properties.id);
          element.dataset.id = id;
          element.dataset.testid = "map-marker";
          element.addEventListener("mouseenter", () => setHovered(id));
          element.addEventListener("mouseleave", () => setHovered(null));
          element.addEventListener("click", () => setSelected(id));
        }
        const marker = new maplibre.Marker({ element }).setLngLat(coordinates).addTo(map);
        markers.current.set(key, { marker, element });
      }
      for (const [key, { marker }] of markers.current) {
        if (!seen.has(key)) {
          marker.remove();
          markers.current.delete(key);
        }
      }
    };
    map.on("render", draw);
    draw();
    return () => {
      map.off("render", draw);
    };
  }, [state, t, setHovered, setSelected]);

  // The activity hovered or picked in the list stands out on the map; a pick opens its name.
  useEffect(() => {
    for (const [key, { element }] of markers.current) {
      const active = key === hovered || key === selected;
      element.style.background = active ? activeColor : markerColor;
      element.style.transform = active ? "scale(1.5)" : "";
      element.style.zIndex = active ? "2" : "";
      element.setAttribute("aria-pressed", String(key === selected));
      if (active) element.dataset.active = "true";
      else delete element.dataset.active;
    }
  });
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libraryRef.current;
    popup.current?.remove();
    if (!selected || !map || !maplibre) return;
    const item = items.find((point) => point.objectID === selected);
    if (!item) return;
    const link = document.createElement("a");
    link.href = localizePath(`/activity/${item.slug}`, locale);
    link.textContent = item.name;
    popup.current = new maplibre.Popup({ offset: 12, closeButton: true })
      .setLngLat([item._geoloc.lng, item._geoloc.lat])
      .setDOMContent(link)
      .addTo(map);
  }, [selected, items, locale]);

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

  return (
    <Box pos="relative" h="100%">
      <section
        ref={container}
        aria-label={t("search.map")}
        data-testid="search-map"
        data-state={state}
        style={{ height: "100%", minHeight: 360, borderRadius: 8, overflow: "hidden", background: "#e9ecef" }}
      />
      {state !== "ready" && (
        <Text size="sm" pos="absolute" top={8} left={12}>
          {t("search.mapLoading")}
        </Text>
      )}
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

/**
 * The results on a map: clustered markers for up to 1,000 results (a separate query with the same filters),
 * "search this area" after the visitor moves the map, and the list's hover and selection.
 */
export function SearchMap({ styleUrl, visible }: { styleUrl: string | null; visible: boolean }) {
  const geo = useGeoSearch();
  const [mounted, setMounted] = useState(false);
  // The map and its 1,000 points are for browsers only: the server renders the list.
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Index indexName="event" indexId="map">
      <Configure
        hitsPerPage={MAP_POINTS}
        page={0}
        attributesToRetrieve={["objectID", "name", "slug", "_geoloc"]}
        attributesToHighlight={[]}
      />
      <MapCanvas geo={geo} styleUrl={styleUrl} visible={visible} />
    </Index>
  );
}
