import type { Session } from "@alentour/backend-client/session";
import type { Locale } from "@alentour/domain/locale";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { useTypedBeforeScripts } from "../forms/typed-before-scripts.ts";
import type { MessageId } from "../i18n/catalogues.ts";
import { translator } from "../i18n/translator.ts";
import { Document } from "../layout/document.tsx";
import { ErrorPage } from "../layout/error-page.tsx";

// The root route of every React Router app (dashboard, admin, tradeshow): each app's root.tsx keeps only what
// differs (its title, whether robots may index it, its own stylesheets).

type RootData = { locale: Locale; session: Session | null };

/** The page title, in the visitor's language. */
export const titleMeta =
  (key: MessageId): MetaFunction =>
  ({ loaderData }) => [{ title: translator((loaderData as RootData | undefined)?.locale ?? "fr")(key) }];

/**
 * The whole document. Its inline scripts (React Router's and Mantine's colour-scheme one) carry the response's
 * nonce, which the server entry gives `ServerRouter` and the document's context (ADR 054).
 */
export function AppLayout({ noindex, chrome, children }: { noindex: boolean; chrome?: boolean; children: ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  // The whole path, the app's basename included (/admin/…, /tradeshow/…): the chrome's links depend on it.
  const pathname = useHref(useLocation().pathname);
  // What was typed or chosen before the scripts ran goes to each form's state (every app's forms at once).
  useTypedBeforeScripts();
  return (
    <Document
      locale={data?.locale ?? "fr"}
      noindex={noindex}
      chrome={chrome}
      pathname={pathname}
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

/** A failed or missing page: the 404 page, or the plain apology. */
export function AppErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : null} />;
}
