import { whenFilters } from "@alentour/domain/search";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Button, Checkbox, Fieldset, Group, Radio, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useConnector, useMenu, useRange, useRefinementList, useToggleRefinement } from "react-instantsearch";
import { connectDates } from "./dates-connector.ts";
import { HydrateLater } from "./hydrate-later.tsx";
import { facetValueLabel } from "./labels.ts";

function Count({ value }: { value: number }) {
  return (
    <Text component="span" size="xs" c="dimmed" ml={6}>
      ({value})
    </Text>
  );
}

/** A facet as checkboxes (several values widen the results), with "show more" for long lists. */
function CheckboxFacet(props: { attribute: string; legend: string; limit?: number; later: number }) {
  const { attribute, legend, limit = 6, later } = props;
  const t = useT();
  const locale = useLocale();
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: true,
    showMoreLimit: 50,
    sortBy: ["isRefined", "count:desc", "name:asc"],
  });
  if (items.length === 0) return null;
  return (
    <Fieldset legend={legend} variant="unstyled" data-testid={`facet-${attribute}`}>
      <HydrateLater slot={later}>
        <Stack gap={6}>
          {items.map((item) => (
            <Checkbox
              key={item.value}
              checked={item.isRefined}
              onChange={() => refine(item.value)}
              label={
                <>
                  {facetValueLabel(attribute, item.value, locale, t)}
                  <Count value={item.count} />
                </>
              }
            />
          ))}
          {canToggleShowMore && (
            <Button variant="subtle" size="compact-sm" onClick={toggleShowMore} style={{ alignSelf: "flex-start" }}>
              {isShowingMore ? t("search.showLessValues") : t("search.showMoreValues")}
            </Button>
          )}
        </Stack>
      </HydrateLater>
    </Fieldset>
  );
}

function FreeOnly() {
  const t = useT();
  const { value, refine } = useToggleRefinement({ attribute: "pricing", on: "free" });
  return (
    <Switch
      checked={value.isRefined}
      onChange={() => refine({ isRefined: value.isRefined })}
      label={t("search.freeOnly")}
      data-testid="filter-free"
    />
  );
}

/** One choice among fixed options (the "when" and the setting filters), with "any" first. */
function RadioFacet({
  attribute,
  legend,
  anyLabel,
  options,
  later,
}: {
  attribute: string;
  legend: string;
  anyLabel: string;
  options: readonly string[];
  later: number;
}) {
  const t = useT();
  const locale = useLocale();
  const { items, refine } = useMenu({ attribute, limit: options.length });
  const current = items.find((item) => item.isRefined)?.value ?? "";
  // Counts say how many each choice would give; once one is chosen, only its own is known.
  const counts = new Map(items.map((item) => [item.value, item.count]));
  return (
    <Radio.Group
      label={legend}
      value={current}
      onChange={(value) => {
        // useMenu toggles: refining the current value again clears it.
        if (value === "" && current) refine(current);
        else if (value !== current) refine(value);
      }}
      data-testid={`facet-${attribute}`}
    >
      <HydrateLater slot={later}>
        <Stack gap={6} mt={6}>
          <Radio value="" label={anyLabel} />
          {options.map((option) => (
            <Radio
              key={option}
              value={option}
              label={
                <>
                  {facetValueLabel(attribute, option, locale, t)}
                  {!current && counts.has(option) && <Count value={counts.get(option) ?? 0} />}
                </>
              }
            />
          ))}
        </Stack>
      </HydrateLater>
    </Radio.Group>
  );
}

/** A price typed in a field: a number from 0 to `max`, or none when the field is empty or holds no number. */
export function typedPrice(value: string, max: number | undefined): number | undefined {
  const price = Number.parseFloat(value.replace(",", "."));
  if (!Number.isFinite(price)) return undefined;
  return Math.min(Math.max(price, 0), max ?? Number.POSITIVE_INFINITY);
}

function PriceRange() {
  const t = useT();
  const { start, range, refine, canRefine } = useRange({ attribute: "price" });
  const [from, to] = start;
  const [min, setMin] = useState(Number.isFinite(from) ? String(from) : "");
  const [max, setMax] = useState(Number.isFinite(to) ? String(to) : "");
  useEffect(() => {
    setMin(Number.isFinite(from) ? String(from) : "");
    setMax(Number.isFinite(to) ? String(to) : "");
  }, [from, to]);
  if (!canRefine && !Number.isFinite(from) && !Number.isFinite(to)) return null;
  // Out of range or not a number, a price is brought back within the prices there are rather than refused: the
  // fields are native number fields (a phone shows its number pad), checked here instead of by the browser.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine([typedPrice(min, range.max), typedPrice(max, range.max)]);
  };
  const field = { type: "number", inputMode: "decimal", min: 0, max: range.max, step: "any", w: 110, size: "sm" } as const;
  return (
    <HydrateLater slot={18}>
      <form onSubmit={submit} noValidate data-testid="facet-price">
        <Fieldset legend={t("search.price")} variant="unstyled">
          {/* Two native date fields are wider than the filters' column on a desktop: they wrap rather than spill. */}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              {...field}
              label={t("search.priceMin")}
              value={min}
              onChange={(event) => setMin(event.currentTarget.value)}
            />
            <TextInput
              {...field}
              label={t("search.priceMax")}
              value={max}
              onChange={(event) => setMax(event.currentTarget.value)}
            />
          </Group>
          <Button type="submit" variant="light" size="compact-sm" mt="xs">
            {t("search.priceApply")}
          </Button>
        </Fieldset>
      </form>
    </HydrateLater>
  );
}

/** The dates filter (docs/product.md#search-page): events overlapping the chosen days; undated activities always match (ADR 044). */
function DatesRange() {
  const t = useT();
  const { value: dates, refine } = useConnector(connectDates, {});
  const [from, setFrom] = useState(dates?.from ?? "");
  const [to, setTo] = useState(dates?.to ?? "");
  // Back, forward and "clear" change the range from outside.
  useEffect(() => {
    setFrom(dates?.from ?? "");
    setTo(dates?.to ?? "");
  }, [dates?.from, dates?.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine(from || to ? { ...(from && { from }), ...(to && { to }) } : undefined);
  };
  return (
    <HydrateLater slot={19}>
      <form onSubmit={submit} data-testid="facet-dates">
        <Fieldset legend={t("search.dates")} variant="unstyled">
          <Text size="xs" c="dimmed" mb={4} id="dates-hint">
            {t("search.datesHint")}
          </Text>
          {/* Two native date fields are wider than the filters' column on a desktop: they wrap rather than spill. */}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={t("search.datesFrom")}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              aria-describedby="dates-hint"
              size="sm"
              style={{ flex: "1 1 140px", minWidth: 0 }}
              data-testid="dates-from"
            />
            <TextInput
              type="date"
              label={t("search.datesTo")}
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.currentTarget.value)}
              aria-describedby="dates-hint"
              size="sm"
              style={{ flex: "1 1 140px", minWidth: 0 }}
              data-testid="dates-to"
            />
          </Group>
          <Button type="submit" variant="light" size="compact-sm" mt="xs">
            {t("search.datesApply")}
          </Button>
        </Fieldset>
      </form>
    </HydrateLater>
  );
}

/** The filters' attributes in the order of their column below; the bar of current filters follows it. */
export const FILTER_ORDER = [
  "pricing",
  "when",
  "category",
  "subCategory",
  "city",
  "country",
  "price",
  "profiles",
  "accessibility",
  "setting",
];

/**
 * The filters of docs/product.md#search-page: free only, category, sub-category, city or country, price, dates, when;
 * plus who, accessibility (ADR 087) and where.
 */
export function SearchFilters() {
  const t = useT();
  // A price or a date typed before the page's scripts ran is given back by the island's entry once the filters are
  // live (src/islands/search.tsx); the search box takes up its words itself.
  return (
    <Stack gap="lg">
      <FreeOnly />
      {/* The facets' choices and the price and dates forms hydrate after the first results' cards, one per task
          (ADR 118); their widgets are registered at once, so InstantSearch's first state is the server's. */}
      <RadioFacet attribute="when" legend={t("search.when")} anyLabel={t("search.whenAny")} options={whenFilters} later={10} />
      <CheckboxFacet attribute="category" legend={t("search.category")} limit={6} later={11} />
      <CheckboxFacet attribute="subCategory" legend={t("search.subCategory")} later={12} />
      <CheckboxFacet attribute="city" legend={t("search.city")} later={13} />
      <CheckboxFacet attribute="country" legend={t("search.country")} limit={4} later={14} />
      <PriceRange />
      <DatesRange />
      <CheckboxFacet attribute="profiles" legend={t("search.profile")} limit={4} later={15} />
      <CheckboxFacet attribute="accessibility" legend={t("accessibility.title")} limit={5} later={16} />
      <RadioFacet
        attribute="setting"
        legend={t("search.setting")}
        anyLabel={t("search.settingAny")}
        options={["indoor", "outdoor"]}
        later={17}
      />
    </Stack>
  );
}
