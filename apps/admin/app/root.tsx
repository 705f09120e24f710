import "@alentour/ui/styles.css";
import "@mantine/charts/styles.css";
import "@mantine/tiptap/styles.css";
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
import { sessionOf } from "./env.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { session, headers } = await sessionOf(request);
  return data({ locale: requestLocale(request.headers), session }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: translator(loaderData?.locale ?? "fr")("admin.title") }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Inside the console its own shell (navigation bar, header) replaces the public site's chrome; refusals
  // (403) and missing pages keep the public chrome, a way back for whoever lands there.
  const inConsole = Boolean(useRouteLoaderData("routes/staff-layout"));
  return (
    <Document
      locale={data?.locale ?? "fr"}
      chrome={!inConsole}
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
