import type { Locale } from "@alentour/domain/locale";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Anchor, Badge, Button, Card, Container, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { attentionOf, TimeStateBadge, useShowDates } from "../console/show-status.tsx";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/console-home";

export async function loader({ request }: Route.LoaderArgs) {
  return { shows: await serverTradeShowApi(request).mine(), now: new Date().toISOString() };
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
          <Button component="a" href="/tradeshow/new">
            {t("ts.home.create")}
          </Button>
        </Group>
        <Text>{t("ts.home.lead")}</Text>
        {loaderData.shows.length === 0 && <Text>{t("ts.home.empty")}</Text>}
        <Stack component="ul" p={0} style={{ listStyle: "none" }}>
          {loaderData.shows.map((show) => {
            const attention = attentionOf(show, now);
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
      </Stack>
    </Container>
  );
}
