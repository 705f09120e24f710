import type { Locale } from "@alentour/domain/locale";
import type { TradeShowView } from "@alentour/domain/trade-show";
import type { MessageId } from "@alentour/ui/catalogues";
import { useT } from "@alentour/ui/i18n";
import { translator } from "@alentour/ui/translator";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { data, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { TimeStateBadge, useShowDates } from "../console/show-status.tsx";
import { orNotFound, serverTradeShowApi, sessionOf } from "../env.server.ts";
import type { Route } from "./+types/show-layout";

export async function loader({ request, params }: Route.LoaderArgs) {
  const [show, { session }] = await Promise.all([orNotFound(serverTradeShowApi(request).get(params.slug)), sessionOf(request)]);
  // A listed show is public, but its console belongs to its team and to the support team.
  const supportTeam = session?.role === "support" || session?.role === "admin";
  if (show.myRole === null && !supportTeam) throw data(null, { status: 404 });
  return { show };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${loaderData?.show.name ?? translator(locale)("ts.nav.home")} · Alentour` }];
};

/** The show the console pages under /tradeshow/shows/:slug work on. */
export function useShow(): TradeShowView {
  const loaded = useRouteLoaderData<typeof loader>("routes/show-layout");
  if (!loaded) throw new Error("useShow outside a show's pages");
  return loaded.show;
}

export const showSections: Array<{ path: string; label: MessageId }> = [
  { path: "", label: "ts.nav.page" },
  { path: "/virtual", label: "ts.nav.virtual" },
  { path: "/plan", label: "ts.nav.plan" },
  { path: "/exhibitors", label: "ts.nav.exhibitors" },
  { path: "/conferences", label: "ts.nav.conferences" },
  { path: "/attendees", label: "ts.nav.attendees" },
  { path: "/statistics", label: "ts.nav.statistics" },
  { path: "/settings", label: "ts.nav.settings" },
  { path: "/licences", label: "ts.nav.licences" },
];

export default function ShowLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const dates = useShowDates();
  const { show } = loaderData;
  const base = `/tradeshow/shows/${encodeURIComponent(show.slug)}`;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Button component="a" href="/tradeshow" variant="subtle" size="compact-sm" w="fit-content" px={0}>
            ← {t("ts.nav.home")}
          </Button>
          <Text size="xl" fw={700} data-testid="show-name">
            {show.name}
          </Text>
          <Group gap="xs">
            <TimeStateBadge show={show} />
            <Text size="sm">{dates(show)}</Text>
          </Group>
        </Stack>
        <nav aria-label={t("ts.nav.show", { name: show.name })}>
          <Group gap={4} wrap="wrap">
            {showSections.map((section) => {
              const href = `${base}${section.path}`;
              // The location is read under the app's basename (/tradeshow).
              const here = `/shows/${encodeURIComponent(show.slug)}${section.path}`;
              const current = pathname === here || (section.path === "" && pathname === `${here}/`);
              return (
                <Button
                  key={section.path}
                  component="a"
                  href={href}
                  size="compact-md"
                  variant={current ? "light" : "subtle"}
                  aria-current={current ? "page" : undefined}
                >
                  {t(section.label)}
                </Button>
              );
            })}
          </Group>
        </nav>
        <Outlet />
      </Stack>
    </Container>
  );
}

/** A console page's heading and one-line lead. */
export function PageHeading({ title, lead }: { title: MessageId; lead?: string }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
