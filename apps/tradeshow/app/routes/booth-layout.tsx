import type { BoothDetail } from "@alentour/domain/booth";
import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "@alentour/ui/catalogues";
import { useT } from "@alentour/ui/i18n";
import { translator } from "@alentour/ui/translator";
import { Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import { IncomingCalls } from "../video/incoming-calls.tsx";
import type { Route } from "./+types/booth-layout";

// The exhibitor console (docs/trade-shows.md#exhibitors): a booth's sections, for its exhibitor, its accredited
// colleagues, and the show's team; anyone else meets the 404 page.
export async function loader({ request, params }: Route.LoaderArgs) {
  return { booth: await orNotFound(serverTradeShowApi(request).booth(params.boothId)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${loaderData?.booth.companyName ?? translator(locale)("booths.nav.booth")} · Alentour` }];
};

/** The booth the pages under /tradeshow/booths/:boothId work on. */
export function useBooth(): BoothDetail {
  const loaded = useRouteLoaderData<typeof loader>("routes/booth-layout");
  if (!loaded) throw new Error("useBooth outside a booth's pages");
  return loaded.booth;
}

const sections: Array<{ path: string; label: MessageId }> = [
  { path: "", label: "booths.nav.booth" },
  { path: "/conferences", label: "booths.nav.conferences" },
  { path: "/licence", label: "booths.nav.licence" },
  { path: "/leads", label: "booths.nav.leads" },
  { path: "/messages", label: "messages.nav" },
  { path: "/statistics", label: "booths.nav.statistics" },
];

export const statusColour = { pending: "yellow.9", validated: "teal.9", refused: "red.9" } as const;

export default function BoothLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { booth } = loaderData;
  const base = `/tradeshow/booths/${encodeURIComponent(booth.id)}`;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Button component="a" href="/tradeshow" variant="subtle" size="compact-sm" w="fit-content" px={0}>
            ← {t("ts.nav.home")}
          </Button>
          <Text size="xl" fw={700} data-testid="booth-name">
            {booth.companyName}
          </Text>
          <Group gap="xs">
            <Badge color={statusColour[booth.status]} variant="light" data-testid="booth-status">
              {t(`booths.status.${booth.status}`)}
            </Badge>
            <Text size="sm">{t("booths.console.at", { show: booth.showName })}</Text>
          </Group>
        </Stack>
        <nav aria-label={t("booths.nav.label", { name: booth.companyName })}>
          <Group gap={4} wrap="wrap">
            {sections.map((section) => {
              const here = `/booths/${encodeURIComponent(booth.id)}${section.path}`;
              const current = pathname === here || (section.path === "" && pathname === `${here}/`);
              return (
                <Button
                  key={section.path}
                  component="a"
                  href={`${base}${section.path}`}
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
        <IncomingCalls boothId={booth.id} />
        <Outlet />
      </Stack>
    </Container>
  );
}

/** A page that says in one sentence what comes here (the conferences, the licence, the leads). */
export function BoothSectionNotice({ title, body }: { title: MessageId; body: MessageId }) {
  const t = useT();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      <Text data-testid="section-notice">{t(body)}</Text>
    </Stack>
  );
}
