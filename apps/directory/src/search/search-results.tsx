import { activityPagePath } from "@alentour/domain/directory";
import { type EventDates, eventPhaseAt } from "@alentour/domain/event-dates";
import type { OpeningHours } from "@alentour/domain/opening-hours";
import { openingStatus } from "@alentour/domain/opening-hours";
import { type ActivityCategory, categoryLabel, isSubCategory, subCategoryLabel } from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { Hit } from "instantsearch.js";
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import { Highlight, useInfiniteHits } from "react-instantsearch";
import { OpeningStatusBadge } from "../directory/opening-status-badge.tsx";
import { HydrateLater } from "./hydrate-later.tsx";
import { distanceLabel } from "./labels.ts";
import { useSelection } from "./selection.tsx";

/** The fields of a hit of the `event` index, as the api's search service returns them. */
type ActivityFields = {
  slug: string;
  name: string;
  category: ActivityCategory;
  subCategory: string;
  pricing: "free" | "paid";
  city: string;
  timeZone: string;
  openingHours: OpeningHours;
  /** A dated event's first and last local days (absent from an index built before dated events). */
  dates?: EventDates | null;
  _geoloc: { lat: number; lng: number };
  /** Set when the hit is a listed trade show: its page is the show's. */
  tradeShowSlug?: string | null;
};

/** A hit as InstantSearch hands it out: the fields plus objectID, position, highlights and ranking info. */
export type ActivityHit = Hit<ActivityFields>;

/**
 * When the server rendered the page (milliseconds). The statuses the browser first renders are read at that
 * moment, so that they match the server's HTML: a page kept by the shared cache, or read on a clock far from the
 * server's, would otherwise fail to hydrate (React then renders the whole page again and drops what was typed).
 * Each badge reads the browser's clock right after.
 */
export const RenderedAt = createContext<number | null>(null);

const noSubscription = () => () => {};
/** True while the page is rendered on the server or hydrated, false for every render after. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function HitCard({ hit }: { hit: ActivityHit }) {
  const t = useT();
  const locale = useLocale();
  const renderedAt = useContext(RenderedAt);
  const hydrating = useHydrating();
  const readAt = new Date(hydrating && renderedAt !== null ? renderedAt : Date.now());
  const { hovered, selected, setHovered, setSelected } = useSelection();
  const element = useRef<HTMLElement>(null);
  const isSelected = selected === hit.objectID;
  useEffect(() => {
    if (isSelected) element.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [isSelected]);
  const distance = hit._rankingInfo?.geoDistance;
  return (
    <Card
      ref={element}
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="search-hit"
      data-id={hit.objectID}
      data-active={hovered === hit.objectID || isSelected ? "true" : undefined}
      onMouseEnter={() => setHovered(hit.objectID)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered(hit.objectID)}
      style={{
        borderColor: isSelected || hovered === hit.objectID ? "var(--mantine-color-alentour-7)" : undefined,
        boxShadow: isSelected ? "0 0 0 2px var(--mantine-color-alentour-7)" : undefined,
      }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="alentour.8">
        {categoryLabel(hit.category, locale)}
        {isSubCategory(hit.subCategory) && ` · ${subCategoryLabel(hit.subCategory, locale)}`}
      </Text>
      <Text fw={700} size="lg" mt={4} component="h3">
        <a
          href={localizePath(activityPagePath(hit), locale)}
          style={{ color: "inherit" }}
          onClick={() => setSelected(hit.objectID)}
        >
          <Highlight attribute="name" hit={hit} />
        </a>
      </Text>
      <Text size="sm" mt={2}>
        {hit.city}
        {distance !== undefined && ` · ${t("search.distance", { distance: distanceLabel(distance, locale) })}`}
      </Text>
      <Group gap="xs" mt="sm">
        <OpeningStatusBadge
          hours={hit.openingHours}
          timeZone={hit.timeZone}
          dates={hit.dates ?? null}
          initial={openingStatus(hit.openingHours, readAt, hit.timeZone, hit.dates ?? null)}
          initialPhase={eventPhaseAt(hit.dates ?? null, readAt, hit.timeZone)}
        />
        <Badge variant="outline" color="gray.8">
          {t(`directory.pricing.${hit.pricing}`)}
        </Badge>
      </Group>
    </Card>
  );
}

/** How many result cards hydrate in one task. */
const RESULTS_PER_SLOT = 3;

/** The results, a page at a time: "see more" appends the next. */
export function SearchResults() {
  const t = useT();
  const { items, isLastPage, showMore, results } = useInfiniteHits<ActivityFields>();
  if (results && results.nbHits === 0) {
    return (
      <Text data-testid="search-empty" py="md">
        {t("search.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((hit, index) => (
        // The first results' cards hydrate a few at a time, the first ones first (ADR 118).
        <HydrateLater key={hit.objectID} slot={1 + Math.floor(index / RESULTS_PER_SLOT)}>
          <HitCard hit={hit} />
        </HydrateLater>
      ))}
      {!isLastPage && (
        <Button variant="outline" onClick={showMore} data-testid="see-more" style={{ alignSelf: "center" }}>
          {t("search.seeMore")}
        </Button>
      )}
    </Stack>
  );
}
