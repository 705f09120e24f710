import { useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { Alert, Container } from "@mantine/core";
import { Outlet, redirect, useLocation } from "react-router";
import { sessionOf } from "../env.server.ts";
import type { Route } from "./+types/console-layout";

// The organiser console needs a signed-in user; others go to the login page and come back after.
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

export default function ConsoleLayout() {
  const t = useT();
  // The virtual hall's pages say it themselves, to phones and tablets (docs/hall.md).
  const inHall = useLocation().pathname.includes("/hall/");
  return (
    <>
      <Container size="lg" pt="md">
        {/* The console works on a phone; only the virtual hall needs a computer. */}
        {!inHall && (
          <Alert color="gray" hiddenFrom="md">
            {t("tradeshow.desktopOnly")}
          </Alert>
        )}
      </Container>
      <Outlet />
    </>
  );
}
