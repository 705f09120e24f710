import "@alentour/ui/styles.css";
import { AppErrorBoundary, AppLayout, titleMeta } from "@alentour/ui/react-router/app-root";
import { requestLocale } from "@alentour/ui/request-locale";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/root";
import { mapStyleUrl, sessionOf } from "./env.server.ts";

/** The shared root data, and the map style of the owner's drag-the-pin map (docs/maps.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, headers } = await sessionOf(request);
  return data({ locale: requestLocale(request.headers), session, mapStyleUrl: mapStyleUrl() }, { headers });
}

export const meta = titleMeta("dashboard.title");

export function Layout({ children }: { children: React.ReactNode }) {
  return <AppLayout noindex>{children}</AppLayout>;
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = AppErrorBoundary;
