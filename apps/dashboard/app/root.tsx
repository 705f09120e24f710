import "@alentour/ui/styles.css";
import { AppErrorBoundary, AppLayout, titleMeta } from "@alentour/ui/react-router/app-root";
import { Outlet } from "react-router";

export { rootLoader as loader } from "./env.server.ts";

export const meta = titleMeta("dashboard.title");

export function Layout({ children }: { children: React.ReactNode }) {
  return <AppLayout noindex>{children}</AppLayout>;
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = AppErrorBoundary;
