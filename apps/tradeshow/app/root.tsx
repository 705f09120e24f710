import "@alentour/ui/styles.css";
import "@mantine/charts/styles.css";
import { AppErrorBoundary, AppLayout, titleMeta } from "@alentour/ui/react-router/app-root";
import { Outlet } from "react-router";

export { rootLoader as loader } from "./env.server.ts";

export const meta = titleMeta("tradeshow.title");

// The organiser console and the creation wizard are private working pages: never indexed.
export function Layout({ children }: { children: React.ReactNode }) {
  return <AppLayout noindex>{children}</AppLayout>;
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = AppErrorBoundary;
