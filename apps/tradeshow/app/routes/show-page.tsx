import { useT } from "@alentour/ui/i18n";
import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { DateFields, EssentialFields, OrganiserFields } from "../console/show-fields.tsx";
import { useShowForm } from "../console/use-show-form.ts";
import { PageHeading, useShow } from "./show-layout.tsx";

/** The trade show page: everything visitors read on the public page, in one form. */
export default function ShowPage() {
  const t = useT();
  const show = useShow();
  const form = useShowForm(show, [
    "name",
    "category",
    "startDate",
    "endDate",
    "openingTime",
    "closingTime",
    "organiser",
    "socialLinks",
  ]);
  return (
    <Stack>
      <PageHeading title="ts.page.title" lead={t("ts.page.lead")} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Stack>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.show")}
            </Title>
            <EssentialFields value={form.fields} onChange={form.change} errors={form.errors} />
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.dates")}
            </Title>
            <DateFields value={form.fields} onChange={form.change} errors={form.errors} timeZone={show.timeZone} />
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.organiser")}
            </Title>
            <OrganiserFields value={form.fields} onChange={form.change} errors={form.errors} />
          </Paper>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.saving}>
              {t("ts.page.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
