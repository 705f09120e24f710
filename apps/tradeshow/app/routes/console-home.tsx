import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Anchor, Badge, Button, Card, Container, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { serverConferenceApi } from "../console/conference-api.server.ts";
import type { ConferenceSummary } from "../console/conference-api.ts";
import { attentionOf, TimeStateBadge, useShowDates } from "../console/show-status.tsx";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/console-home";
import { statusColour } from "./booth-layout.tsx";

/** What still needs action before a show opens, per show id (docs/trade-shows.md#conferences). */
type BeforeOpening = { conferences: ConferenceSummary | null; pendingApplications: number; unpaidOrders: number };

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const [shows, booths] = await Promise.all([api.mine(), api.myBooths()]);
  const conferences = serverConferenceApi(request);
  // Only for shows that have not opened yet; a summary that fails (the team's staff may not read the
  // licences) leaves its line out rather than the page.
  const beforeOpening: Record<string, BeforeOpening> = Object.fromEntries(
    await Promise.all(
      shows
        .filter((show) => show.timeState === "upcoming")
        .map(async (show) => {
          const [summary, applications, licences] = await Promise.all([
            conferences.summary(show.slug).catch(() => null),
            api.showBooths(show.slug).catch(() => null),
            api.licences(show.slug).catch(() => null),
          ]);
          return [
            show.id,
            {
              conferences: summary,
              pendingApplications: applications?.filter((booth) => booth.status === "pending").length ?? 0,
              unpaidOrders: licences?.orders.filter((order) => order.status !== "paid").length ?? 0,
            },
          ] as const;
        }),
    ),
  );
  return { shows, booths, beforeOpening, now: new Date().toISOString() };
}

/** The lines of "what still needs action" before the opening: applications, conferences, unpaid licences. */
function beforeOpeningItems(before: BeforeOpening | undefined): Array<{ key: MessageId; params: Record<string, number> }> {
  const items: Array<{ key: MessageId; params: Record<string, number> }> = [];
  if (before && before.pendingApplications > 0)
    items.push({ key: "booths.attention.pending", params: { count: before.pendingApplications } });
  const conferences = before?.conferences;
  if (conferences && conferences.pending > 0)
    items.push({ key: "conferences.attention.pending", params: { count: conferences.pending } });
  if (conferences && conferences.acceptedWithoutLiveLink > 0) {
    items.push({ key: "conferences.attention.noLiveLink", params: { count: conferences.acceptedWithoutLiveLink } });
  }
  if (before && before.unpaidOrders > 0) items.push({ key: "licences.attention.unpaid", params: { count: before.unpaidOrders } });
  return items;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("ts.home.title")} · Alentour` }];
};

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const dates = useShowDates();
  const now = new Date(loaderData.now);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t("ts.home.title")}</Title>
          <Group gap="xs">
            <Button component="a" href="/tradeshow/attendee" variant="light">
              {t("attendees.console.title")}
            </Button>
            <Button component="a" href="/tradeshow/new">
              {t("ts.home.create")}
            </Button>
          </Group>
        </Group>
        <Text>{t("ts.home.lead")}</Text>
        {loaderData.shows.length === 0 && <Text>{t("ts.home.empty")}</Text>}
        <Stack component="ul" p={0} style={{ listStyle: "none" }}>
          {loaderData.shows.map((show) => {
            const attention = [...attentionOf(show, now), ...beforeOpeningItems(loaderData.beforeOpening[show.id])];
            return (
              <Card component="li" key={show.id} withBorder data-testid="my-trade-show">
                <Group justify="space-between" align="flex-start">
                  <Stack gap={4}>
                    <Title order={2} size="h4">
                      {show.name}
                    </Title>
                    <Text size="sm">{dates(show)}</Text>
                    <Group gap="xs">
                      <TimeStateBadge show={show} />
                      <Badge variant="outline" color="gray.8">
                        {t(`ts.mode.${show.mode}`)}
                      </Badge>
                      <Badge variant="outline" color="gray.8">
                        {t(`ts.listing.${show.listing}`)}
                      </Badge>
                    </Group>
                    <Text size="sm" fw={600} mt="xs">
                      {t("ts.home.attention")}
                    </Text>
                    {attention.length === 0 ? (
                      <Text size="sm">{t("ts.home.allGood")}</Text>
                    ) : (
                      <List size="sm" data-testid="attention">
                        {attention.map((item) => (
                          <List.Item key={item.key}>{t(item.key, item.params)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Stack>
                  <Group gap="xs">
                    <Button component="a" href={`/tradeshow/shows/${encodeURIComponent(show.slug)}`} variant="light">
                      {t("ts.home.open")}
                      <VisuallyHidden>&nbsp;{show.name}</VisuallyHidden>
                    </Button>
                    <Anchor href={localizePath(`/salon/${show.slug}`, locale)}>
                      {t("ts.home.see")}
                      <VisuallyHidden>&nbsp;{show.name}</VisuallyHidden>
                    </Anchor>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
        <Title order={2} mt="lg">
          {t("booths.home.title")}
        </Title>
        {loaderData.booths.length === 0 ? (
          <Text>{t("booths.home.empty")}</Text>
        ) : (
          <Stack component="ul" p={0} style={{ listStyle: "none" }}>
            {loaderData.booths.map((booth) => (
              <Card component="li" key={booth.id} withBorder data-testid="my-booth">
                <Group justify="space-between">
                  <Stack gap={4}>
                    <Title order={3} size="h4">
                      {booth.companyName}
                    </Title>
                    <Text size="sm">{t("booths.console.at", { show: booth.showName })}</Text>
                    <Group gap="xs">
                      <Badge color={statusColour[booth.status]} variant="light">
                        {t(`booths.status.${booth.status}`)}
                      </Badge>
                      {booth.myRole && (
                        <Badge variant="outline" color="gray.8">
                          {t(`booths.home.role.${booth.myRole}`)}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Button component="a" href={`/tradeshow/booths/${encodeURIComponent(booth.id)}`} variant="light">
                    {t("ts.home.open")}
                    <VisuallyHidden>&nbsp;{booth.companyName}</VisuallyHidden>
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
