import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { data, Outlet, redirect } from "react-router";
import { sessionOf } from "../env.server.ts";
import type { Route } from "./+types/staff-layout";

// Only the support team enters: anonymous visitors sign in first, everyone else gets 403.
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    throw redirect(
      `${localizePath("/login", requestLocale(request.headers))}?redirectTo=${encodeURIComponent(pathname + search)}`,
    );
  }
  if (session.role !== "support" && session.role !== "admin") throw data(null, { status: 403 });
  return { session };
}

export default function StaffLayout() {
  return <Outlet />;
}
