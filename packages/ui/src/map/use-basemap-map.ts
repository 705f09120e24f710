import type { Map as MapLibreMap, MapOptions } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type BasemapKind, createBasemapMap, loadBasemap, type MapTextKey } from "./basemap.ts";

type MapLibre = typeof import("maplibre-gl");

/** What a map of the product adds to the basemap: where it starts, then its own markers and listeners. */
export type BasemapMapSetup = {
  /** The first view, once the basemap is known (streets are drawn closer in than the offline basemap). */
  view: (kind: BasemapKind) => Omit<MapOptions, "container" | "style" | "attributionControl" | "cooperativeGestures" | "locale">;
  /** Markers and listeners, added once the map is made. */
  setUp?: (map: MapLibreMap, maplibre: MapLibre) => void;
  /** What the caller let go of when the map is removed (its markers). */
  tearDown?: () => void;
};

/**
 * A React component's map on the product's basemap (`createBasemapMap`): MapLibre and its style sheet loaded
 * in the browser when the component first renders, never in the page's first scripts; the zoom buttons; made
 * again only when the style changes, and removed with the component. `map` and `maplibre` are empty until
 * the map is made; `state` turns to "ready" once it has drawn, and `basemap` tells which basemap is shown.
 */
export function useBasemapMap(
  container: RefObject<HTMLElement | null>,
  styleUrl: string | null,
  text: (key: MapTextKey) => string,
  setup: BasemapMapSetup,
) {
  const map = useRef<MapLibreMap | null>(null);
  const maplibre = useRef<MapLibre | null>(null);
  const [state, setState] = useState<"loading" | "ready">("loading");
  const [basemap, setBasemap] = useState<BasemapKind | null>(null);
  // Read when the map is made: a new render's texts or callbacks do not make it again.
  const textRef = useRef(text);
  textRef.current = text;
  const setupRef = useRef(setup);
  setupRef.current = setup;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    (async () => {
      const library = await import("maplibre-gl");
      await import("maplibre-gl/dist/maplibre-gl.css");
      const chosen = await loadBasemap(styleUrl, library);
      if (cancelled) return;
      const created = createBasemapMap(library, chosen, {
        ...setupRef.current.view(chosen.kind),
        container: element,
        text: (key) => textRef.current(key),
        onBasemap: setBasemap,
      });
      created.addControl(new library.NavigationControl({ showCompass: false }), "top-right");
      maplibre.current = library;
      map.current = created;
      setupRef.current.setUp?.(created, library);
      created.once("load", () => setState("ready"));
    })();
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      setupRef.current.tearDown?.();
    };
  }, [container, styleUrl]);

  return { map, maplibre, state, basemap };
}
