import { useT } from "@alentour/ui/i18n";
import { Group, Pagination, Text } from "@mantine/core";
import { useSearchParams } from "react-router";

/** Page links for a list paged on the server; the page lives in the URL (`?page=`, counted from 0). */
export function Pager({ total, size, page }: { total: number; size: number; page: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t("admin.list.count", { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 1) next.delete("page");
            else next.set("page", String(value - 1));
            setParams(next);
          }}
          getControlProps={(control) => ({
            "aria-label": control === "previous" ? t("admin.list.previous") : t("admin.list.next"),
          })}
          getItemProps={(item) => ({ "aria-label": t("admin.list.page", { page: item }) })}
        />
      )}
    </Group>
  );
}
