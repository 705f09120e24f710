import { useT } from "@alentour/ui/i18n";
import { SegmentedControl } from "@mantine/core";
import { useSearchParams } from "react-router";

export const periods = [7, 30, 90] as const;

/** `?days=` of the overview and analytics pages: 7, 30 (default) or 90. */
export function daysFrom(url: URL): number {
  const days = Number(url.searchParams.get("days"));
  return (periods as readonly number[]).includes(days) ? days : 30;
}

export function PeriodPicker({ days }: { days: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  return (
    <SegmentedControl
      aria-label={t("admin.period.label")}
      value={String(days)}
      onChange={(value) => {
        const next = new URLSearchParams(params);
        next.set("days", value);
        setParams(next);
      }}
      data={periods.map((value) => ({ value: String(value), label: t("admin.period.days", { days: value }) }))}
    />
  );
}
