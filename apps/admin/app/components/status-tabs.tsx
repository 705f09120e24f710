import { SegmentedControl } from "@mantine/core";
import { useSearchParams } from "react-router";

/** A list's status filter, kept in the URL (`?status=`); the first value is the default. */
export function StatusTabs(props: { label: string; value: string; data: Array<{ value: string; label: string }> }) {
  const [params, setParams] = useSearchParams();
  return (
    <SegmentedControl
      aria-label={props.label}
      value={props.value}
      data={props.data}
      onChange={(value) => {
        const next = new URLSearchParams(params);
        next.delete("page");
        if (value === props.data[0]?.value) next.delete("status");
        else next.set("status", value);
        setParams(next);
      }}
    />
  );
}
