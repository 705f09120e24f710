import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { Outlet, redirect } from "react-router";
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

export default function DashboardLayout() {
  return <Outlet />;
}
