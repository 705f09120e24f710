import { useLocale, useT } from "@alentour/ui/i18n";
import { Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { attendeesCsvPath } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/show-attendees";
import { PageHeading } from "./show-layout.tsx";

// The organisers' attendees (docs/trade-shows.md#attendees): how many joined each day, the list, and its CSV.
export async function loader({ request, params }: Route.LoaderArgs) {
  return { attendees: await orNotFound(serverTradeShowApi(request).attendees(params.slug)), slug: params.slug };
}

export default function ShowAttendees({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { attendees, slug } = loaderData;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack>
      <PageHeading title="ts.attendees.title" lead={t("attendees.organiser.lead")} />
      <Text fw={700} data-testid="attendee-total">
        {t("attendees.organiser.total", { count: attendees.total })}
      </Text>
      {attendees.total === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("ts.attendees.empty")}</Text>
        </Paper>
      ) : (
        <>
          <Button component="a" href={attendeesCsvPath(slug)} download variant="light" w="fit-content">
            {t("attendees.organiser.csv")}
          </Button>
          <Title order={2} size="h3">
            {t("attendees.organiser.perDay")}
          </Title>
          <Table striped data-testid="attendees-per-day" w="fit-content">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("attendees.organiser.day")}</Table.Th>
                <Table.Th scope="col">{t("attendees.organiser.count")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attendees.perDay.map((line) => (
                <Table.Tr key={line.date}>
                  <Table.Td>{day.format(new Date(`${line.date}T00:00:00Z`))}</Table.Td>
                  <Table.Td>{line.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={2} size="h3">
            {t("attendees.organiser.list")}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="attendee-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("attendees.organiser.name")}</Table.Th>
                  <Table.Th scope="col">{t("attendees.organiser.email")}</Table.Th>
                  <Table.Th scope="col">{t("attendees.organiser.joinedAt")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attendees.attendees.map((attendee) => (
                  <Table.Tr key={attendee.userId}>
                    <Table.Td>{`${attendee.firstName} ${attendee.lastName}`}</Table.Td>
                    <Table.Td>{attendee.email}</Table.Td>
                    <Table.Td>{moment.format(new Date(attendee.joinedAt))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
