import "@alentour/ui/styles.css";
import { readSession } from "@alentour/backend-client/session";
import { Document } from "@alentour/ui/document";
import { ErrorPage } from "@alentour/ui/error-page";
import { requestLocale } from "@alentour/ui/request-locale";
import { translator } from "@alentour/ui/translator";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { apiFor } from "./env.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request.headers);
  const session = await readSession(apiFor(request, locale));
  return { locale, session };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? "fr")("dashboard.title") },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Document
      locale={data?.locale ?? "fr"}
      noindex
      pathname={useLocation().pathname}
      signedIn={Boolean(data?.session)}
      head={
        <>
          <Meta />
          <Links />
        </>
      }
      scripts={
        <>
          <ScrollRestoration />
          <Scripts />
        </>
      }
    >
      {children}
    </Document>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : null} />;
}
