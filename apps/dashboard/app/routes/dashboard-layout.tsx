import { readSession } from "@alentour/backend-client/session";
import { requestLocale } from "@alentour/ui/request-locale";
import { Outlet, redirect } from "react-router";
import { apiFor } from "../env.server.ts";
import type { Route } from "./+types/dashboard-layout";

// Everything under /dashboard needs a signed-in user; others go to the login page and come back after.
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readSession(apiFor(request, requestLocale(request.headers)));
  if (!session) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(pathname + search)}`);
  }
  return { session };
}

export default function DashboardLayout() {
  return <Outlet />;
}
