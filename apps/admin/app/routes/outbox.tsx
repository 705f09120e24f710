import { pageFrom } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Alert, Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url).searchParams);
  return { page, list: await load(() => consoleApiFor(request).outbox(page)) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page, list } = loaderData;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
  return (
    <Stack gap="md">
      <Title order={1}>{t("admin.outbox.title")}</Title>
      {!list.enabled ? (
        <Alert color="gray" title={t("admin.outbox.disabledTitle")}>
          {t("admin.outbox.disabled")}
        </Alert>
      ) : (
        <>
          <Text c="dimmed">{t("admin.outbox.lead")}</Text>
          <Table.ScrollContainer minWidth={700}>
            <Table striped data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("admin.outbox.date")}</Table.Th>
                  <Table.Th scope="col">{t("admin.outbox.to")}</Table.Th>
                  <Table.Th scope="col">{t("admin.outbox.subject")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{mail.date ? date.format(new Date(mail.date)) : ""}</Table.Td>
                    <Table.Td>{mail.to}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/outbox/${encodeURIComponent(mail.id)}`}>
                        {mail.subject || t("admin.outbox.noSubject")}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.items.length === 0 && <Text>{t("admin.outbox.none")}</Text>}
          <Pager total={list.total} size={25} page={page} />
        </>
      )}
    </Stack>
  );
}
