import "@alentour/ui/styles.css";
import "@mantine/charts/styles.css";
import "@mantine/tiptap/styles.css";
import { AppErrorBoundary, AppLayout, titleMeta } from "@alentour/ui/react-router/app-root";
import { Outlet, useRouteLoaderData } from "react-router";

export { rootLoader as loader } from "./env.server.ts";

export const meta = titleMeta("admin.title");

export function Layout({ children }: { children: React.ReactNode }) {
  // Inside the console its own shell (navigation bar, header) replaces the public site's chrome; refusals
  // (403) and missing pages keep the public chrome, a way back for whoever lands there.
  const inConsole = Boolean(useRouteLoaderData("routes/console-layout"));
  return (
    <AppLayout noindex chrome={!inConsole}>
      {children}
    </AppLayout>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = AppErrorBoundary;
