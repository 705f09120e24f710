import { useLocale, useT } from "@alentour/ui/i18n";
import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/message-reports";

// Reported conversations between attendees and booths (docs/messages.md): the support team reads one only once
// it is reported; the api writes each reading to the audit log.

export async function loader({ request }: Route.LoaderArgs) {
  const api = consoleApiFor(request);
  const reports = await load(() => api.messageReports());
  const open = new URL(request.url).searchParams.get("c");
  const conversation =
    open && reports.some((r) => r.conversationId === open) ? await load(() => api.reportedConversation(open)) : null;
  return { reports, open, conversation };
}

export default function MessageReports({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { reports, open, conversation } = loaderData;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack gap="md">
      <Title order={1}>{t("messages.reports.title")}</Title>
      {reports.length === 0 ? (
        <Text>{t("messages.reports.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("messages.reports.booth")}</Table.Th>
                <Table.Th>{t("messages.reports.side")}</Table.Th>
                <Table.Th>{t("messages.reports.reason")}</Table.Th>
                <Table.Th>{t("messages.reports.conversation")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>{report.boothName}</Table.Td>
                  <Table.Td>
                    {t(`messages.reports.side.${report.side}`)} · {when.format(new Date(report.createdAt))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "pre-line" }}>{report.reason}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/message-reports?c=${encodeURIComponent(report.conversationId)}`}>
                      {t("messages.reports.read")}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open && conversation && (
        <Stack component="ol" gap="xs" data-testid="reported-thread" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {conversation.map((message) => (
            <Paper component="li" key={message.id} withBorder p="sm">
              <Text size="sm" fw={600}>
                {t(`messages.reports.side.${message.side}`)} · {when.format(new Date(message.createdAt))}
              </Text>
              <Text style={{ whiteSpace: "pre-line" }}>{message.body}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
