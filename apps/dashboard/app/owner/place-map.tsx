import type { GeoPoint } from "@alentour/domain/directory";
import { useT } from "@alentour/ui/i18n";
import { type BasemapKind, createBasemapMap, loadBasemap } from "@alentour/ui/map-basemap";
import { Box, Text } from "@mantine/core";
import type { Map as MapLibreMap, Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";

// Mainland France, when nothing is placed yet.
const fallbackCenter: GeoPoint = { lat: 46.6, lng: 2.4 };

/**
 * A map with one pin the owner drags (or clicks the map) to the exact place. MapLibre loads in the browser
 * only; a street map unless it cannot be reached, then the offline basemap (docs/maps.md).
 */
export function PlaceMap(props: { location: GeoPoint | null; onChange: (location: GeoPoint) => void }) {
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const styleUrl = useRouteLoaderData<{ mapStyleUrl?: string | null }>("root")?.mapStyleUrl ?? null;
  const [basemap, setBasemap] = useState<BasemapKind | null>(null);
  const container = useRef<HTMLElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const placePin = useRef<((location: GeoPoint) => void) | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const initial = useRef(props.location);
  const [state, setState] = useState<"loading" | "ready">("loading");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    (async () => {
      const maplibre = await import("maplibre-gl");
      await import("maplibre-gl/dist/maplibre-gl.css");
      const chosen = await loadBasemap(styleUrl, maplibre);
      if (cancelled) return;
      const start = initial.current;
      const created = createBasemapMap(maplibre, chosen, {
        container: element,
        center: [(start ?? fallbackCenter).lng, (start ?? fallbackCenter).lat],
        // Streets are drawn at street level; the offline basemap shows nothing there.
        zoom: start ? (chosen.kind === "streets" ? 16 : 12) : 4,
        text: (key) => tRef.current(key),
        onBasemap: setBasemap,
      });
      created.addControl(new maplibre.NavigationControl({ showCompass: false }));
      placePin.current = (location) => {
        if (!marker.current) {
          marker.current = new maplibre.Marker({ color: "#0d5f52", draggable: true })
            .setLngLat([location.lng, location.lat])
            .addTo(created);
          marker.current.on("dragend", () => {
            const point = marker.current?.getLngLat();
            if (point) onChange.current({ lat: round(point.lat), lng: round(point.lng) });
          });
        } else {
          marker.current.setLngLat([location.lng, location.lat]);
        }
      };
      if (start) placePin.current(start);
      created.on("click", (event) => {
        const location = { lat: round(event.lngLat.lat), lng: round(event.lngLat.lng) };
        placePin.current?.(location);
        onChange.current(location);
      });
      created.once("load", () => setState("ready"));
      map.current = created;
    })();
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [styleUrl]);

  // A place chosen from the geocoder's list moves the pin and the view there.
  useEffect(() => {
    const location = props.location;
    if (!location || !map.current) return;
    const current = marker.current?.getLngLat();
    if (current && round(current.lat) === location.lat && round(current.lng) === location.lng) return;
    placePin.current?.(location);
    map.current.jumpTo({ center: [location.lng, location.lat], zoom: Math.max(map.current.getZoom(), 12) });
  }, [props.location]);

  return (
    <Box pos="relative">
      <section
        ref={container}
        aria-label={t("owner.place.map")}
        data-testid="place-map"
        data-state={state}
        data-basemap={basemap ?? undefined}
        style={{ height: 320, borderRadius: 8, overflow: "hidden", background: "#e9ecef" }}
      />
      {basemap && (
        <Text size="xs" c="dimmed" mt={4} data-testid="map-basemap">
          {t(basemap === "streets" ? "map.basemap.streets" : "map.basemap.offline")}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {t("owner.place.mapHint")}
      </Text>
    </Box>
  );
}

/** Six decimals: about 10 cm, more than enough for a place. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
