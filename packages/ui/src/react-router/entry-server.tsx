import { PassThrough } from "node:stream";
import { cameOverHttps, isTradeShowConsolePath, newNonce, securityHeaders } from "@alentour/domain/security-headers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "../layout/nonce.tsx";
import { appEnv } from "./env.server.ts";

// The server entry of the React Router apps (dashboard, admin, tradeshow): React Router's own, plus the
// security headers every page sends and the per-response nonce its inline scripts carry (ADR 054).

export const streamTimeout = 5_000;

const mapOrigins = appEnv.MAP_ORIGINS;
const development = appEnv.NODE_ENV === "development";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = newNonce();
  const https = cameOverHttps(request.headers.get("x-forwarded-proto"));
  const mediaDevices = isTradeShowConsolePath(new URL(request.url).pathname);
  for (const [name, value] of Object.entries(securityHeaders({ nonce, mapOrigins, https, development, mediaDevices }))) {
    responseHeaders.set(name, value);
  }
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Robots and SPA mode get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router when the promise rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
