import "@alentour/ui/styles.css";
import { Document } from "@alentour/ui/document";
import { ErrorPage } from "@alentour/ui/error-page";
import { requestLocale } from "@alentour/ui/request-locale";
import { translator } from "@alentour/ui/translator";
import {
  data,
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
import { mapStyleUrl, sessionOf } from "./env.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { session, headers } = await sessionOf(request);
  return data({ locale: requestLocale(request.headers), session, mapStyleUrl: mapStyleUrl() }, { headers });
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
