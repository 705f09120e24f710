import { createApiClient } from "@alentour/backend-client/api-client";
import { createAuthApi } from "@alentour/backend-client/auth";
import { isStaffRole } from "@alentour/domain/roles";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { data, Link, Outlet, redirect, useLocation, useRouteLoaderData } from "react-router";
import { publicUrl, sessionOf } from "../env.server.ts";
import type { Route } from "./+types/console-layout";

// Only the support team enters: anonymous visitors sign in first, everyone else gets 403.
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    throw redirect(
      publicUrl(`${localizePath("/login", requestLocale(request.headers))}?redirectTo=${encodeURIComponent(pathname + search)}`),
    );
  }
  if (!isStaffRole(session.role)) throw data(null, { status: 403 });
  return { session };
}

/** The signed-in member of the support team, for the pages under this layout. */
export function useConsoleUser() {
  const loaderData = useRouteLoaderData<typeof loader>("routes/console-layout");
  if (!loaderData) throw new Error("useConsoleUser outside the console layout");
  return loaderData.session;
}

const sections: Array<{ to: string; label: MessageId }> = [
  { to: "/", label: "admin.nav.overview" },
  { to: "/analytics", label: "admin.nav.analytics" },
  { to: "/activities", label: "admin.nav.activities" },
  { to: "/suggestions", label: "admin.nav.suggestions" },
  { to: "/claims", label: "admin.nav.claims" },
  { to: "/contact-messages", label: "admin.nav.contactMessages" },
  { to: "/data-rights", label: "admin.nav.dataRights" },
  { to: "/users", label: "admin.nav.users" },
  { to: "/trade-shows", label: "admin.nav.tradeShows" },
  { to: "/licence-orders", label: "licences.admin.nav" },
  { to: "/message-reports", label: "messages.reports.title" },
  { to: "/faq", label: "admin.nav.faq" },
  { to: "/blog", label: "admin.nav.blog" },
  { to: "/outbox", label: "admin.nav.outbox" },
  { to: "/audit-log", label: "admin.nav.auditLog" },
];

const isActive = (to: string, pathname: string) =>
  to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  const other = locale === "fr" ? "en" : "fr";
  // A new page closes the menu on small screens.
  useEffect(close, [pathname]);

  async function signOut() {
    await createAuthApi(createApiClient({ baseUrl: "", locale })).signOut();
    window.location.assign(localizePath("/place", locale));
  }

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("admin.nav.menu")} />
            <Anchor component={Link} to="/" fw={800} c="alentour.8" underline="never">
              {t("brand.name")} · {t("admin.title")}
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" visibleFrom="md" c="dimmed" data-testid="staff-email">
              {loaderData.session.email} ({t(`admin.role.${loaderData.session.role}`)})
            </Text>
            <Anchor href={localizePath("/place", locale)} size="sm" visibleFrom="sm">
              {t("admin.nav.publicSite")}
            </Anchor>
            <Anchor
              size="sm"
              hrefLang={other}
              lang={other}
              reloadDocument
              component={Link}
              to={`/language?to=${other}&back=${encodeURIComponent(`${pathname}${search}`)}`}
              data-testid="language-switch"
            >
              {other === "en" ? t("nav.switchToEnglish") : t("nav.switchToFrench")}
            </Anchor>
            <UnstyledButton onClick={signOut} fz="sm" data-testid="sign-out">
              {t("auth.signOut")}
            </UnstyledButton>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("admin.nav.label")} component="nav">
        <ScrollArea>
          {sections.map((section) => {
            const active = isActive(section.to, pathname);
            return (
              <NavLink
                key={section.to}
                component={Link}
                to={section.to}
                label={t(section.label)}
                active={active}
                aria-current={active ? "page" : undefined}
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
