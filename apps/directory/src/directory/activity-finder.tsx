"use client";
import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  subCategoriesOf,
  subCategoryLabel,
} from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Button, Group, NativeSelect } from "@mantine/core";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";

/** The sub-category finder of the home page: a kind of activity in a city, straight to its list. */
export function ActivityFinder({ cities }: { cities: Array<{ slug: string; name: string }> }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [category, setCategory] = useState<ActivityCategory>("art-culture");
  const [subCategory, setSubCategory] = useState("");
  const [city, setCity] = useState(cities[0]?.slug ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = subCategory ? `?subCategory=${encodeURIComponent(subCategory)}` : "";
    router.push(`${localizePath(`/place/${city}/${category}`, locale)}${query}`);
  }

  return (
    <form onSubmit={submit} aria-label={t("directory.home.finder")}>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("directory.home.finderCategory")}
          value={category}
          onChange={(e) => {
            setCategory(e.currentTarget.value as ActivityCategory);
            setSubCategory("");
          }}
          data={activityCategories.map((id) => ({ value: id, label: categoryLabel(id, locale) }))}
        />
        <NativeSelect
          label={t("directory.home.finderSubCategory")}
          value={subCategory}
          onChange={(e) => setSubCategory(e.currentTarget.value)}
          data={[
            { value: "", label: "—" },
            ...subCategoriesOf(category).map((id) => ({ value: id, label: subCategoryLabel(id, locale) })),
          ]}
        />
        <NativeSelect
          label={t("directory.home.finderCity")}
          value={city}
          onChange={(e) => setCity(e.currentTarget.value)}
          data={cities.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <Button type="submit">{t("directory.home.finderSubmit")}</Button>
      </Group>
    </form>
  );
}
