import { useT } from "@alentour/ui/i18n";
import { Badge } from "@mantine/core";

/** Days before a request's legal deadline: red once overdue, orange in the last week. */
export function DaysLeft({ days, closed }: { days: number; closed: boolean }) {
  const t = useT();
  if (closed) return <Badge color="gray.8">{t("admin.dataRights.closed")}</Badge>;
  if (days < 0)
    return (
      <Badge color="red.9" data-overdue="true">
        {t("admin.dataRights.overdue", { days: -days })}
      </Badge>
    );
  // Black on orange.9: white on it is under 4.5:1.
  return (
    <Badge color={days <= 7 ? "orange.9" : "alentour.8"} c={days <= 7 ? "black" : undefined}>
      {t("admin.dataRights.daysLeft", { days })}
    </Badge>
  );
}
