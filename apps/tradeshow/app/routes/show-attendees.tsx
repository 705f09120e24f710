import { useT } from "@alentour/ui/i18n";
import { Paper, Text } from "@mantine/core";
import { PageHeading } from "./show-layout.tsx";

/** Filled by the next issues; until then an empty list that says what will come here. */
export default function ShowAttendees() {
  const t = useT();
  return (
    <>
      <PageHeading title="ts.attendees.title" />
      <Paper withBorder p="lg" data-testid="empty-list">
        <Text>{t("ts.attendees.empty")}</Text>
      </Paper>
    </>
  );
}
