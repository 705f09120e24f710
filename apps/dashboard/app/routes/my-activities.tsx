import type { Activity } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyError, notifyInfo } from "@alentour/ui/notify";
import { translator } from "@alentour/ui/translator";
import { Anchor, Badge, Button, Card, Container, Group, Modal, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { serverApi } from "../env.server.ts";
import { useOwnerApi } from "../owner/owner-api.ts";
import type { Route } from "./+types/my-activities";

export async function loader({ request }: Route.LoaderArgs) {
  const activities = await serverApi(request).request<Activity[]>("GET", "/api/me/activities");
  return { activities };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("owner.list.title")} · Alentour` }];
};

export default function MyActivities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const api = useOwnerApi();
  const revalidator = useRevalidator();
  const [toDelete, setToDelete] = useState<Activity | null>(null);
  const [deleting, setDeleting] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api.deleteActivity(toDelete.slug);
      notifyInfo({ title: t("owner.delete.doneTitle"), description: t("owner.delete.done", { name: toDelete.name }) });
      setToDelete(null);
      await revalidator.revalidate();
    } catch (error) {
      notifyError({ title: t("auth.errorTitle"), description: error instanceof Error ? error.message : t("error.description") });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t("owner.list.title")}</Title>
          <Button component="a" href="/add-activity">
            {t("owner.list.add")}
          </Button>
        </Group>
        {loaderData.activities.length === 0 && <Text>{t("owner.list.empty")}</Text>}
        <Stack component="ul" p={0} style={{ listStyle: "none" }}>
          {loaderData.activities.map((activity) => (
            <Card component="li" key={activity.id} withBorder data-testid="my-activity">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {activity.name}
                  </Title>
                  <Text size="sm">
                    {activity.address.streetNumberAndStreet}, {activity.address.city}
                  </Text>
                  <Group gap="xs">
                    <Badge color={activity.published ? "alentour" : "gray"} variant="light">
                      {activity.published ? t("owner.list.published") : t("owner.list.unpublished")}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {t("owner.list.updated", { date: dateFormat.format(new Date(activity.updatedAt)) })}
                    </Text>
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button component="a" href={`/dashboard/activities/${activity.slug}`} variant="light">
                    {t("owner.list.modify")}
                    <VisuallyHidden>&nbsp;{activity.name}</VisuallyHidden>
                  </Button>
                  <Anchor href={localizePath(`/activity/${activity.slug}`, locale)}>
                    {t("owner.list.see")}
                    <VisuallyHidden>&nbsp;{activity.name}</VisuallyHidden>
                  </Anchor>
                  <Button variant="outline" color="red.9" onClick={() => setToDelete(activity)}>
                    {t("owner.list.delete")}
                    <VisuallyHidden>&nbsp;{activity.name}</VisuallyHidden>
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t("owner.delete.title")} centered>
        <Stack>
          <Text>{t("owner.delete.body", { name: toDelete?.name ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t("owner.delete.cancel")}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={deleting}>
              {t("owner.delete.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
