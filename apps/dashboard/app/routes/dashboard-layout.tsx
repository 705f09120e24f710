import { useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { Button, Container, Group } from "@mantine/core";
import { Outlet, redirect, useLocation } from "react-router";
import { sessionOf } from "../env.server.ts";
import type { Route } from "./+types/dashboard-layout";

// Everything under /dashboard needs a signed-in user; others go to the login page and come back after.
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    throw redirect(
      `${localizePath("/login", requestLocale(request.headers))}?redirectTo=${encodeURIComponent(pathname + search)}`,
    );
  }
  return { session };
}

const sections = [
  { href: "/dashboard/activities", label: "owner.nav.activities" },
  { href: "/dashboard/profile", label: "owner.nav.profile" },
] as const;

/** The owner area's own sections, under the page chrome. */
function DashboardNav() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Container size="md" pt="md" component="nav" aria-label={t("owner.nav.label")}>
      <Group gap="xs">
        {sections.map((section) => {
          const current = pathname === section.href || pathname.startsWith(`${section.href}/`);
          return (
            <Button
              key={section.href}
              component="a"
              href={section.href}
              variant={current ? "light" : "subtle"}
              aria-current={current ? "page" : undefined}
            >
              {t(section.label)}
            </Button>
          );
        })}
      </Group>
    </Container>
  );
}

export default function DashboardLayout() {
  return (
    <>
      <DashboardNav />
      <Outlet />
    </>
  );
}
