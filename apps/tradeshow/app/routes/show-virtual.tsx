import { useT } from "@alentour/ui/i18n";
import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { HallFields, ThemeFields } from "../console/show-fields.tsx";
import { useShowForm } from "../console/use-show-form.ts";
import { PageHeading, useShow } from "./show-layout.tsx";

/** The virtual trade show: its themes, and its halls with one theme each. */
export default function ShowVirtual() {
  const t = useT();
  const show = useShow();
  const form = useShowForm(show, ["themes", "halls"]);
  return (
    <Stack>
      <PageHeading title="ts.virtual.title" lead={t("ts.virtual.lead")} />
      <Paper withBorder p="lg">
        <ThemeFields value={form.fields} onChange={form.change} errors={form.errors} />
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t("ts.field.halls")}
        </Title>
        <HallFields value={form.fields} onChange={form.change} errors={form.errors} />
      </Paper>
      {form.formError && (
        <Alert color="red" role="alert">
          {form.formError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={form.save} loading={form.saving}>
          {t("ts.page.save")}
        </Button>
      </Group>
    </Stack>
  );
}
