import type { Locale } from "@alentour/domain/locale";
import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  categoryOf,
  isSubCategory,
  subCategoriesOf,
  subCategoryLabel,
} from "@alentour/domain/taxonomy";
import { localizePath } from "@alentour/ui/navigation";
import type { translator } from "@alentour/ui/translator";
import { Button, Group, NativeSelect } from "@mantine/core";
import { keptMarkup } from "../kept-markup.tsx";

const FIRST_CATEGORY = activityCategories[0];

/**
 * The sub-category finder of the home page: a kind of activity in a city, straight to its list. Plain HTML that
 * works without a script: the form asks the home page itself, which sends the visitor on (`finderTarget`). The
 * shared script (src/islands/activity.ts) goes straight there and offers only the chosen category's
 * sub-categories.
 */
export function ActivityFinder({
  cities,
  locale,
  t,
}: {
  cities: Array<{ slug: string; name: string }>;
  locale: Locale;
  t: ReturnType<typeof translator>;
}) {
  // The same on every view until the list of cities changes: rendered once per list and language (ADR 120).
  const choices = keptMarkup(
    "finder",
    locale,
    () => <FinderChoices cities={cities} locale={locale} t={t} />,
    cities.map((city) => `${city.slug}=${city.name}`).join("\n"),
  );
  return (
    <form
      action={localizePath("/place", locale)}
      method="get"
      aria-label={t("directory.home.finder")}
      data-finder
      dangerouslySetInnerHTML={{ __html: choices }}
    />
  );
}

function FinderChoices({
  cities,
  locale,
  t,
}: {
  cities: Array<{ slug: string; name: string }>;
  locale: Locale;
  t: ReturnType<typeof translator>;
}) {
  return (
    <Group align="flex-end" wrap="wrap">
      <NativeSelect
        name="category"
        label={t("directory.home.finderCategory")}
        defaultValue={FIRST_CATEGORY}
        data={activityCategories.map((id) => ({ value: id, label: categoryLabel(id, locale) }))}
      />
      <NativeSelect name="subCategory" label={t("directory.home.finderSubCategory")} defaultValue="">
        <option value="">—</option>
        {activityCategories.map((category) => (
          // Before the script runs (or without it) every category's sub-categories are offered.
          <optgroup key={category} label={categoryLabel(category, locale)} data-category={category}>
            {subCategoriesOf(category).map((id) => (
              <option key={id} value={id}>
                {subCategoryLabel(id, locale)}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
      <NativeSelect
        name="city"
        label={t("directory.home.finderCity")}
        defaultValue={cities[0]?.slug}
        data={cities.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <Button type="submit">{t("directory.home.finderSubmit")}</Button>
    </Group>
  );
}

/**
 * Where the finder's choice leads: the city's list of the category, narrowed to the sub-category. A sub-category
 * picked under another category (possible without the script) takes its own category. `null` when the query is
 * not a finder's.
 */
export function finderTarget(query: Record<string, unknown>, locale: Locale): string | null {
  const { city, category, subCategory } = query;
  if (typeof city !== "string" || !/^[a-z0-9-]{1,80}$/.test(city)) return null;
  const sub = isSubCategory(subCategory) ? subCategory : null;
  const named = (activityCategories as readonly unknown[]).includes(category) ? (category as ActivityCategory) : null;
  const chosen = sub ? categoryOf(sub) : named;
  if (!chosen) return null;
  const path = localizePath(`/place/${city}/${chosen}`, locale);
  return sub ? `${path}?${new URLSearchParams({ subCategory: sub })}` : path;
}
