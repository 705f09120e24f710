import { pageFrom } from "@alentour/backend-client/console";
import { dataRightsStatuses } from "@alentour/domain/support";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Anchor, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { DaysLeft } from "../components/days-left.tsx";
import { Pager } from "../components/pager.tsx";
import { StatusTabs } from "../components/status-tabs.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/data-rights";

const filters = ["all", ...dataRightsStatuses] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = filters.find((value) => value === url.searchParams.get("status")) ?? "all";
  const page = pageFrom(url.searchParams);
  const list = await load(() => consoleApiFor(request).dataRights(filter === "all" ? null : filter, page));
  return { filter, page, list };
}

export default function DataRights({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filter, page, list } = loaderData;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t("admin.dataRights.title")}</Title>
        <StatusTabs
          label={t("admin.list.status")}
          value={filter}
          data={filters.map((value) => ({ value, label: t(`admin.dataRights.filter.${value}`) }))}
        />
      </Group>
      <Text c="dimmed">{t("admin.dataRights.lead")}</Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="data-rights-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.dataRights.reference")}</Table.Th>
              <Table.Th scope="col">{t("admin.dataRights.type")}</Table.Th>
              <Table.Th scope="col">{t("admin.dataRights.requester")}</Table.Th>
              <Table.Th scope="col">{t("admin.dataRights.received")}</Table.Th>
              <Table.Th scope="col" aria-sort="ascending">
                {t("admin.dataRights.deadline")}
              </Table.Th>
              <Table.Th scope="col">{t("admin.dataRights.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((request) => {
              const closed = request.status === "done" || request.status === "refused";
              return (
                <Table.Tr key={request.id} bg={!closed && request.daysLeft < 0 ? "red.0" : undefined}>
                  <Table.Td>
                    <Anchor component={Link} to={`/data-rights/${request.id}`} ff="monospace">
                      {request.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`admin.dataRights.types.${request.type}`)}</Table.Td>
                  <Table.Td>
                    {request.name}
                    <Text size="sm" c="dimmed">
                      {request.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(request.receivedAt))}</Table.Td>
                  <Table.Td>
                    {date.format(new Date(request.deadlineAt))} <DaysLeft days={request.daysLeft} closed={closed} />
                  </Table.Td>
                  <Table.Td>
                    {request.confirmation === "confirmed"
                      ? t(`admin.dataRights.statuses.${request.status}`)
                      : t(`admin.dataRights.confirmation.${request.confirmation}`)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.items.length === 0 && <Text>{t("admin.dataRights.none")}</Text>}
      <Pager total={list.total} size={25} page={page} />
    </Stack>
  );
}
