import type { GeoPoint } from "@alentour/domain/directory";
import { useT } from "@alentour/ui/i18n";
import { useBasemapMap } from "@alentour/ui/use-basemap-map";
import { Box, Text } from "@mantine/core";
import type { Marker } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";

// Mainland France, when nothing is placed yet.
const fallbackCenter: GeoPoint = { lat: 46.6, lng: 2.4 };

/**
 * A map with one pin the owner drags (or clicks the map) to the exact place. MapLibre loads in the browser
 * only; a street map unless it cannot be reached, then the offline basemap (docs/maps.md).
 */
export function PlaceMap(props: { location: GeoPoint | null; onChange: (location: GeoPoint) => void }) {
  const t = useT();
  const styleUrl = useRouteLoaderData<{ mapStyleUrl?: string | null }>("root")?.mapStyleUrl ?? null;
  const container = useRef<HTMLElement>(null);
  const marker = useRef<Marker | null>(null);
  const placePin = useRef<((location: GeoPoint) => void) | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const initial = useRef(props.location);

  const { map, state, basemap } = useBasemapMap(container, styleUrl, t, {
    view: (kind) => {
      const start = initial.current ?? fallbackCenter;
      // Streets are drawn at street level; the offline basemap shows nothing there.
      return { center: [start.lng, start.lat], zoom: initial.current ? (kind === "streets" ? 16 : 12) : 4 };
    },
    setUp: (created, maplibre) => {
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
      if (initial.current) placePin.current(initial.current);
      created.on("click", (event) => {
        const location = { lat: round(event.lngLat.lat), lng: round(event.lngLat.lng) };
        placePin.current?.(location);
        onChange.current(location);
      });
    },
    tearDown: () => {
      marker.current = null;
    },
  });

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
