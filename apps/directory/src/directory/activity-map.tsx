"use client";
import type { GeoPoint } from "@alentour/domain/directory";
import { useT } from "@alentour/ui/i18n";
import { Box, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/**
 * A small map of the activity's place. Nothing of MapLibre (about 250 kB) is downloaded until the map is
 * about to scroll into view; with `styleUrl` unset it draws an offline basemap.
 */
export function ActivityMap({ location, name, styleUrl }: { location: GeoPoint; name: string; styleUrl: string | null }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"waiting" | "loading" | "ready">("waiting");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: { remove: () => void } | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("loading");
        const [maplibre, { offlineStyle }] = await Promise.all([import("maplibre-gl"), import("./offline-style.ts")]);
        await import("maplibre-gl/dist/maplibre-gl.css");
        if (cancelled) return;
        maplibre.setWorkerUrl("/maplibre/maplibre-gl-worker.mjs");
        const created = new maplibre.Map({
          container: element,
          style: styleUrl ?? (await offlineStyle()),
          center: [location.lng, location.lat],
          zoom: styleUrl ? 14 : 9,
          attributionControl: { compact: true },
          cooperativeGestures: true,
        });
        new maplibre.Marker({ color: "#0d5f52" }).setLngLat([location.lng, location.lat]).addTo(created);
        created.once("load", () => setState("ready"));
        map = created;
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [location.lat, location.lng, styleUrl]);

  return (
    <Box pos="relative">
      <div
        ref={container}
        role="img"
        aria-label={`${t("directory.activity.map")} — ${name}`}
        data-testid="activity-map"
        data-state={state}
        style={{ height: 240, borderRadius: 8, overflow: "hidden", background: "#e9ecef" }}
      />
      {state !== "ready" && (
        <Text size="sm" pos="absolute" top={8} left={12}>
          {t("directory.activity.mapLoading")}
        </Text>
      )}
    </Box>
  );
}
