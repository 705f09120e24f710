import { localizePath } from "@alentour/ui/navigation";
import { requestLocale } from "@alentour/ui/request-locale";
import { Outlet, redirect } from "react-router";
import { publicOrigin, sessionOf } from "../env.server.ts";
import type { Route } from "./+types/console-layout";

// The organiser console needs a signed-in user; others go to the login page and come back after.
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    // An absolute address: a path alone would be taken as the app's own and sent to /tradeshow/login (a 404).
    const login = `${localizePath("/login", requestLocale(request.headers))}?redirectTo=${encodeURIComponent(pathname + search)}`;
    throw redirect(new URL(login, publicOrigin()).toString());
  }
  return { session };
}

export default function ConsoleLayout() {
  // The console works on a phone: only the virtual hall needs a computer, which its entry and its pages say
  // (docs/hall.md).
  return <Outlet />;
}
