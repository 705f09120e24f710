import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  type SubCategory,
  subCategoriesOf,
  subCategoryLabel,
} from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Select, Stack, TextInput } from "@mantine/core";
import { errorUnder, type FieldErrors } from "./form-errors.ts";

export type EssentialDraft = { name: string; category: ActivityCategory | ""; subCategory: SubCategory | "" };

/** Name, category and sub-category; choosing another category clears a sub-category that no longer fits. */
export function EssentialFields(props: {
  value: EssentialDraft;
  onChange: (value: EssentialDraft) => void;
  errors: FieldErrors;
}) {
  const t = useT();
  const locale = useLocale();
  const { value, onChange, errors } = props;
  return (
    <Stack>
      <TextInput
        label={t("owner.field.name")}
        required
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        error={errorUnder(errors, "name")}
      />
      <Select
        label={t("owner.field.category")}
        required
        data={activityCategories.map((category) => ({ value: category, label: categoryLabel(category, locale) }))}
        value={value.category || null}
        onChange={(category) => {
          const next = (category ?? "") as ActivityCategory | "";
          const keep = next && value.subCategory && subCategoriesOf(next).includes(value.subCategory);
          onChange({ ...value, category: next, subCategory: keep ? value.subCategory : "" });
        }}
        error={errorUnder(errors, "category")}
      />
      <Select
        label={t("owner.field.subCategory")}
        required
        searchable
        disabled={!value.category}
        placeholder={value.category ? undefined : t("owner.field.chooseCategoryFirst")}
        data={
          value.category
            ? subCategoriesOf(value.category).map((sub) => ({ value: sub, label: subCategoryLabel(sub, locale) }))
            : []
        }
        value={value.subCategory || null}
        onChange={(sub) => onChange({ ...value, subCategory: (sub ?? "") as SubCategory | "" })}
        error={errorUnder(errors, "subCategory")}
      />
    </Stack>
  );
}
