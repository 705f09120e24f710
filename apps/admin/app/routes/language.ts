import { isLocale } from "@alentour/domain/locale";
import { safeRedirectPath } from "@alentour/domain/safe-redirect";
import { redirect } from "react-router";
import type { Route } from "./+types/language";

// The console has no locale in its paths: the language switch keeps the visitor's choice in the `locale`
// cookie the public site also sets, then goes back to the page it came from.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to") ?? "";
  // Only a path of the console itself, never another site nor a header-splitting CR/LF (the shared rule);
  // React Router adds the console's basename.
  const target = safeRedirectPath(url.searchParams.get("back"), "/");
  const headers = new Headers();
  if (isLocale(to)) headers.append("set-cookie", `locale=${to}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`);
  return redirect(target, { headers });
}
