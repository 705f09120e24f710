import { useT } from "@alentour/ui/i18n";
import { Box, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Configure, Index, useGeoSearch, useInstantSearch } from "react-instantsearch";
import {
  type Box4,
  FRAMING_PRECISION,
  type Geo,
  type MapResults,
  mapAreaStyle,
  mapColumnStyle,
  POINTS,
  precisionAt,
  type View,
} from "./map-view.ts";

/**
 * The results on a map, every one of them (ADR 058): the map's own query (same filters as the list, limited to
 * the visible area) asks the api for its geo-grid facet, the number of matches in each cell of a grid sized to
 * the zoom, drawn as clusters; once the visible area holds few enough matches, the matches themselves. The
 * clusters, the points and the "outside the view" count add up to the list's count.
 */

/** The map's drawing, markers and controls: their code is loaded when the map is shown, not with the page. */
const MapCanvas = lazy(() => import("./map-canvas.tsx"));

/** The visible area, within the area the visitor searched in when there is one. */
function areaOf(view: View, geo: Geo): Box4 | null {
  const refined = geo.isRefinedWithMap() ? geo.currentRefinement : undefined;
  const box = { north: view.north, south: view.south, east: view.east, west: view.west };
  if (!refined) return box;
  const north = Math.min(box.north, refined.northEast.lat);
  const south = Math.max(box.south, refined.southWest.lat);
  const east = Math.min(box.east, refined.northEast.lng);
  const west = Math.max(box.west, refined.southWest.lng);
  return north > south && east > west ? { north, south, east, west } : null;
}

/**
 * The map and its own query: a child index with the list's filters, limited to the visible area once the
 * results are framed, asking for the geo-grid facet at the map's zoom (and the matches when few are in view).
 */
export function SearchMap({ styleUrl, visible }: { styleUrl: string | null; visible: boolean }) {
  const geo = useGeoSearch();
  const { indexUiState, results } = useInstantSearch();
  const [mounted, setMounted] = useState(false);
  const [view, setView] = useState<View | null>(null);
  // Which results the map has framed: new words or filters frame again (the map area and page excepted).
  const resultsKey = useMemo(() => {
    const { geoSearch: _geo, page: _page, ...rest } = indexUiState as Record<string, unknown>;
    return JSON.stringify(rest);
  }, [indexUiState]);
  const [framedKey, setFramedKey] = useState<string | null>(null);
  const framed = framedKey === resultsKey;
  const near = (indexUiState as { near?: string }).near;
  // The map and its query are for browsers only: the server renders the list.
  useEffect(() => setMounted(true), []);
  // Nor are they made while the map is not shown (a phone shows the list or the map): no map library loaded, no
  // query for the map, until the visitor asks for the map. Its column then takes a size.
  const probe = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = probe.current;
    if (!mounted || shown || !element) return;
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length > 0) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted, shown]);
  if (!mounted) return null;
  if (!shown) return <div ref={probe} style={{ height: "100%" }} data-testid="search-map-pending" />;
  const area = framed && view ? areaOf(view, geo) : null;
  // Few matches in the last answer for this view: ask for them too.
  return (
    <Index indexName="event" indexId="map">
      <MapQuery framed={framed} view={view} area={area} />
      <Suspense fallback={<MapLoading />}>
        <MapCanvas
          geo={geo}
          styleUrl={styleUrl}
          visible={visible}
          nbHits={results?.nbHits ?? 0}
          near={near}
          resultsKey={resultsKey}
          view={view}
          framed={framed}
          onView={(next, byFraming) => {
            setView(next);
            if (byFraming) setFramedKey(resultsKey);
          }}
        />
      </Suspense>
    </Index>
  );
}

/** While the map's code arrives: the map's place and its "loading" line, as the map shows them until it is drawn. */
function MapLoading() {
  const t = useT();
  return (
    <Box pos="relative" h="100%" style={mapColumnStyle}>
      <div style={mapAreaStyle} />
      <Text size="sm" pos="absolute" top={8} left={12}>
        {t("search.mapLoading")}
      </Text>
    </Box>
  );
}

/** The map index's parameters: the grid for framing first, then the visible area's grid (and matches). */
function MapQuery({ framed, view, area }: { framed: boolean; view: View | null; area: Box4 | null }) {
  const { results } = useInstantSearch();
  const inView = (results as unknown as MapResults)?.nbHits;
  const wantPoints = framed && inView !== undefined && inView <= POINTS;
  const parameters: Record<string, unknown> = framed
    ? {
        geoGrid: precisionAt(view?.zoom ?? 4),
        hitsPerPage: wantPoints ? POINTS : 0,
        ...(area && { insideBoundingBox: [[area.north, area.east, area.south, area.west]] }),
      }
    : // All the matches' cells to frame them, and the matches themselves when they are few.
      { geoGrid: FRAMING_PRECISION, hitsPerPage: POINTS };
  return (
    <Configure
      {...parameters}
      page={0}
      facets={[]}
      attributesToRetrieve={["objectID", "name", "slug", "tradeShowSlug", "_geoloc"]}
      attributesToHighlight={[]}
    />
  );
}
