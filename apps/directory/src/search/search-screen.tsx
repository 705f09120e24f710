import { formatEventDate } from "@alentour/domain/event-dates";
import { useLocale, useT } from "@alentour/ui/i18n";
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Collapse,
  Grid,
  GridCol,
  Group,
  Pill,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { UiState } from "instantsearch.js";
import historyRouter from "instantsearch.js/es/lib/routers/history.js";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  Configure,
  InstantSearch,
  useClearRefinements,
  useConnector,
  useCurrentRefinements,
  useGeoSearch,
  useInstantSearch,
  useSearchBox,
  useStats,
} from "react-instantsearch";
import { connectDates } from "./dates-connector.ts";
import { HydrateLater } from "./hydrate-later.tsx";
import { facetValueLabel } from "./labels.ts";
import { connectNear } from "./near-connector.ts";
import {
  type Route,
  refinementsOfState,
  routeFromSearch,
  routeToState,
  type SearchUiState,
  searchFromRoute,
  stateToRoute,
  withoutRefinement,
} from "./routing.ts";
import { createSearchClient, type SearchConfig } from "./search-client.ts";
import { SearchFeedLinks } from "./search-feed-links.tsx";
import { FILTER_ORDER, SearchFilters } from "./search-filters.tsx";
import { SearchMap } from "./search-map.tsx";
import { RenderedAt, SearchResults } from "./search-results.tsx";
import { SelectionProvider } from "./selection.tsx";
import { createUrlSync, type UrlSync } from "./url-sync.ts";

const INDEX = "event";
const HITS_PER_PAGE = 12;

function SearchBox({ sync }: { sync: UrlSync }) {
  const t = useT();
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  // The box is the source of the words while the visitor types: InstantSearch's state (and the URL) follow it,
  // a keystroke or two behind, so copying them back into the box took letters back ("museum" became "msum").
  // Only back, forward and a followed link change the words from outside: then the box takes the URL's.
  useEffect(
    () =>
      sync.onFollow(() => {
        setValue(routeToState(routeFromSearch(window.location.search), INDEX)[INDEX]?.query ?? "");
      }),
    [sync],
  );
  // Words typed into the server's page before its scripts ran: the box shows them, React's state does not, and
  // the first render after InstantSearch starts would empty the box. Taken into the state at once, and searched for
  // after this commit's effects (InstantSearch schedules searches only once its own effect has run).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value ?? query;
    if (early === query) return;
    setValue(early);
    const timer = setTimeout(() => refine(early), 0);
    return () => clearTimeout(timer);
  }, []);
  const { uiState } = useInstantSearch();
  const clear = () => {
    // The address waits for a pause in the typing before it follows the words (400 ms): words cleared sooner would
    // never be in the history, and Back would skip them. They are written first, then the empty search.
    const typed = `${window.location.pathname}${searchFromRoute(stateToRoute(uiState as Record<string, SearchUiState>, INDEX))}`;
    if (typed !== `${window.location.pathname}${window.location.search}`)
      sync.router.push.call({}, `${window.location.origin}${typed}`);
    setValue("");
    refine("");
  };
  return (
    <search>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          refine(value);
        }}
      >
        <TextInput
          ref={input}
          type="search"
          label={t("search.box")}
          placeholder={t("search.boxPlaceholder")}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            refine(event.currentTarget.value);
          }}
          size="md"
          data-testid="search-box"
          rightSection={value ? <CloseButton aria-label={t("search.reset")} onClick={clear} /> : null}
        />
      </form>
    </search>
  );
}

function ResultCount() {
  const t = useT();
  const { nbHits } = useStats();
  return (
    <Text fw={700} role="status" data-testid="search-count">
      {t("search.count", { count: nbHits })}
    </Text>
  );
}

/** "Near me": the browser's position ranks the results by distance; clear words when it cannot be had. */
function NearMe() {
  const t = useT();
  const { refine } = useConnector(connectNear, {});
  const [state, setState] = useState<"idle" | "locating" | "denied" | "unavailable">("idle");
  function locate() {
    if (!("geolocation" in navigator)) return setState("unavailable");
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState("idle");
        refine(`${coords.latitude.toFixed(5)},${coords.longitude.toFixed(5)}`);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }
  return (
    <Stack gap={6}>
      <Button variant="outline" onClick={locate} loading={state === "locating"} data-testid="near-me">
        {state === "locating" ? t("search.locating") : t("search.nearMe")}
      </Button>
      {(state === "denied" || state === "unavailable") && (
        <Alert color="orange" role="alert" py={6} data-testid="near-me-message">
          {t(state === "denied" ? "search.geolocationDenied" : "search.geolocationUnavailable")}
        </Alert>
      )}
    </Stack>
  );
}

/** What narrows the results now, each removable, and "clear all" (the words typed stay). */
function CurrentRefinements() {
  const t = useT();
  const locale = useLocale();
  const { items } = useCurrentRefinements();
  const { refine: clearRefinements, canRefine } = useClearRefinements();
  const geo = useGeoSearch();
  const { value: near, refine: refineNear } = useConnector(connectNear, {});
  const { value: dates, refine: refineDates } = useConnector(connectDates, {});
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const filters: Array<{ attribute: string; key: string; label: string; remove: () => void }> = [];
  const priceLabel = (operator: string, value: string | number) => `${t("search.price")} ${operator} ${value}`;
  for (const item of items) {
    for (const refinement of item.refinements) {
      const numeric = refinement.type === "numeric";
      filters.push({
        attribute: item.attribute,
        key: `${item.attribute}:${numeric ? refinement.operator : ""}${refinement.value}`,
        label: numeric
          ? priceLabel(refinement.operator ?? "", refinement.value)
          : facetValueLabel(item.attribute, String(refinement.value), locale, t),
        remove: () => item.refine(refinement),
      });
    }
  }
  // The filters' widgets mount after this bar: in the server's HTML and the browser's first render the connector
  // lists none of their refinements. Until it does, the bar reads them from the address's state (same keys, same
  // labels), so that a shared link shows its filters at once and the bar does not push the results down.
  if (items.length === 0) {
    for (const refinement of refinementsOfState(indexUiState as SearchUiState)) {
      const { attribute, value, operator } = refinement;
      filters.push({
        attribute,
        key: `${attribute}:${operator ?? ""}${value}`,
        label: operator ? priceLabel(operator, value) : facetValueLabel(attribute, value, locale, t),
        remove: () => setIndexUiState((state) => withoutRefinement(state as SearchUiState, refinement) as UiState[string]),
      });
    }
  }
  // In the filters' column's order, whichever lists them (a stable sort keeps a price's lower bound first).
  filters.sort((a, b) => FILTER_ORDER.indexOf(a.attribute) - FILTER_ORDER.indexOf(b.attribute));
  const pills: Array<{ key: string; label: string; remove: () => void }> = [...filters];
  const removeNear = () => refineNear(undefined);
  const removeDates = () => refineDates(undefined);
  if (dates) {
    const from = dates.from && formatEventDate(dates.from, locale);
    const to = dates.to && formatEventDate(dates.to, locale);
    const label =
      from && to
        ? t("search.datesRange", { from, to })
        : from
          ? t("search.datesFromOnly", { from })
          : t("search.datesToOnly", { to: to ?? "" });
    pills.push({ key: "dates", label: `${t("search.dates")} · ${label}`, remove: removeDates });
  }
  if (geo.isRefinedWithMap()) pills.push({ key: "map", label: t("search.mapArea"), remove: geo.clearMapRefinement });
  if (near) pills.push({ key: "near", label: t("search.nearPosition"), remove: removeNear });
  if (pills.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t("search.current")} role="group" data-testid="current-refinements">
      {pills.map((pill) => (
        <Pill
          key={pill.key}
          withRemoveButton
          onRemove={pill.remove}
          // Mantine hides a pill's remove button from assistive technologies and the keyboard (in a pills input,
          // Backspace removes); here it is the only way to remove one filter from the bar.
          removeButtonProps={{
            "aria-label": t("search.removeRefinement", { label: pill.label }),
            "aria-hidden": false,
            tabIndex: 0,
          }}
          size="md"
        >
          {pill.label}
        </Pill>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        data-testid="clear-refinements"
        onClick={() => {
          if (canRefine) clearRefinements();
          if (geo.isRefinedWithMap()) geo.clearMapRefinement();
          if (near) removeNear();
          if (dates) removeDates();
        }}
      >
        {t("search.clear")}
      </Button>
    </Group>
  );
}

function SearchError() {
  const t = useT();
  const { error } = useInstantSearch({ catchError: true });
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {t("search.error")}
    </Alert>
  );
}

function Layout({ styleUrl, sync }: { styleUrl: string | null; sync: UrlSync }) {
  const t = useT();
  const [view, setView] = useState<"list" | "map">("list");
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <SelectionProvider>
      <Configure hitsPerPage={HITS_PER_PAGE} />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t("search.title")}</Title>
          <Text c="dimmed">{t("search.lead")}</Text>
        </Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Box style={{ flex: "1 1 320px" }}>
            <SearchBox sync={sync} />
          </Box>
          <NearMe />
        </Group>
        <SearchError />
        <Group justify="space-between" gap="sm">
          <ResultCount />
          <Group gap="sm">
            <Button
              variant="default"
              size="xs"
              hiddenFrom="md"
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
            >
              {filtersOpen ? t("search.hideFilters") : t("search.showFilters")}
            </Button>
            <SegmentedControl
              hiddenFrom="md"
              size="xs"
              aria-label={t("search.view")}
              value={view}
              onChange={(value) => setView(value as "list" | "map")}
              data={[
                { value: "list", label: t("search.viewList") },
                { value: "map", label: t("search.viewMap") },
              ]}
            />
          </Group>
        </Group>
        <CurrentRefinements />
        <Grid gap="lg">
          <GridCol span={{ base: 12, md: 3 }}>
            <Box component="section" aria-label={t("search.filters")}>
              <Box visibleFrom="md">
                <SearchFilters />
              </Box>
              <Collapse expanded={filtersOpen} hiddenFrom="md">
                <SearchFilters />
              </Collapse>
            </Box>
            <Box mt="md">
              <HydrateLater slot={20}>
                <SearchFeedLinks />
              </HydrateLater>
            </Box>
          </GridCol>
          <GridCol span={{ base: 12, md: 5 }} display={{ base: view === "list" ? "block" : "none", md: "block" }}>
            <Box component="section" aria-labelledby="search-results-title">
              <VisuallyHidden component="h2" id="search-results-title">
                {t("search.results")}
              </VisuallyHidden>
              <SearchResults />
            </Box>
          </GridCol>
          <GridCol span={{ base: 12, md: 4 }} display={{ base: view === "map" ? "block" : "none", md: "block" }}>
            <Box pos="sticky" top={16} h={{ base: "70vh", md: "calc(100vh - 120px)" }}>
              <SearchMap styleUrl={styleUrl} visible={view === "map"} />
            </Box>
          </GridCol>
        </Grid>
      </Stack>
    </SelectionProvider>
  );
}

/** The router: InstantSearch's history router with the page's own addresses (routing.ts) and url-sync.ts's writes. */
function createRouting(sync: UrlSync, location: string) {
  return {
    router: historyRouter<Route>({
      ...sync.router,
      // The server renders for the address the visitor asked for; the browser reads its own.
      getLocation: () => (typeof window === "undefined" ? (new URL(location) as unknown as Location) : window.location),
      // Absolute, as the router compares it with location.href before writing a history entry.
      createURL: ({ routeState, location }) =>
        `${location.protocol}//${location.host}${location.pathname}${searchFromRoute(routeState)}`,
      parseURL: ({ location }) => routeFromSearch(location.search),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => stateToRoute(uiState as Record<string, SearchUiState>, INDEX),
      routeToState: (route: Route) => routeToState(route, INDEX) as UiState,
    },
  };
}

/**
 * The search page: InstantSearch on the api's search service, state in the URL. The server renders it with its
 * first results (search-island.tsx); the browser hydrates the same markup and searches from there.
 */
export function SearchScreen({
  config,
  styleUrl,
  renderedAt,
  location,
}: {
  config: SearchConfig;
  styleUrl: string | null;
  /** When the server rendered the page (`Date.now()`), passed to the browser with the page. */
  renderedAt: number;
  /** The page's address as the visitor asked for it (absolute), read while the server renders. */
  location: string;
}) {
  const searchClient = useMemo(() => createSearchClient(config), [config]);
  const [sync] = useState(createUrlSync);
  const [routing] = useState(() => createRouting(sync, location));
  return (
    <InstantSearch<UiState, Route>
      indexName={INDEX}
      searchClient={searchClient}
      future={{ preserveSharedStateOnUnmount: true }}
      routing={routing}
    >
      <RenderedAt.Provider value={renderedAt}>
        <Layout styleUrl={styleUrl} sync={sync} />
      </RenderedAt.Provider>
    </InstantSearch>
  );
}
