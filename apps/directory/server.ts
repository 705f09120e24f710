// The front door on :3000: the public Next site, and a reverse proxy to the api and the other apps, so the
// whole product answers on one origin. In production the same table can live in a real reverse proxy
// (docs/deploy.md); this server then only serves the Next app.
import "./src/pages-renderer-hook.ts";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseSecurityHeaders, cameOverHttps, embedSecurityHeaders, isEmbedPath } from "@alentour/domain/security-headers";
import { createProxyServer } from "http-proxy-3";
import next from "next";
import { exceedsApiBodyLimit, refuseTooLarge } from "./src/body-limit.ts";
import { loadEnv } from "./src/env.ts";
import { isRevalidateSecret } from "./src/revalidate-secret.ts";
import { createSharedCache } from "./src/shared-cache.ts";
import { zoneFor, zones } from "./src/zones.ts";

const dev = process.argv.includes("--dev");
const env = loadEnv(process.env);
const table = zones(env);
const dir = path.dirname(fileURLToPath(import.meta.url));

const app = next({ dev, dir, hostname: "localhost", port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();

// Host is kept as the browser sent it, so the apps see the public origin (cookies, CSRF origin checks);
// X-Forwarded-* tell them the client's address and scheme.
const proxy = createProxyServer({ xfwd: true, changeOrigin: false, proxyTimeout: 120_000 });
// Every answer, page or not, forbids framing and sniffing (ADR 054), but the embeddable agendas, which any site
// may frame (docs/embed.md); the pages' own Content-Security-Policy comes from each app, which knows its nonce.
const baseHeaders = (req: http.IncomingMessage) => {
  const proto = req.headers["x-forwarded-proto"];
  const https = cameOverHttps(Array.isArray(proto) ? proto[0] : proto);
  return isEmbedPath(req.url ?? "/") ? embedSecurityHeaders(https) : baseSecurityHeaders(https);
};

proxy.on("proxyRes", (proxyRes, req) => {
  const zone = zoneFor(req.url ?? "/", table);
  if (zone?.noindex) proxyRes.headers["x-robots-tag"] = "noindex";
  // Hop-by-hop: the app's "connection: close" ends the front door's connection to the app, not the
  // visitor's, whose keep-alive connection carries their next request.
  delete proxyRes.headers.connection;
  delete proxyRes.headers["keep-alive"];
  for (const [name, value] of Object.entries(baseHeaders(req))) proxyRes.headers[name] ??= value;
});
proxy.on("error", (error, req, res) => {
  console.error(`front door: ${req.url} could not reach its app: ${error.message}`);
  if (res instanceof http.ServerResponse && !res.headersSent) {
    res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
    res.end("Service momentanément indisponible — service temporarily unavailable.");
  } else {
    res.destroy();
  }
});

// The api's purge call carries the shared secret, checked as the revalidation route checks it.
const fromTheApi = (req: http.IncomingMessage) =>
  isRevalidateSecret(String(req.headers["x-revalidate-secret"] ?? ""), env.REVALIDATE_SECRET);

// Public pages Next marks shareable are answered from memory on repeat views (in production only).
// A stale page is answered from memory while the front door asks itself for a fresh one (`refresh`).
// With several processes on PORT, a request to PORT may reach another one: the refresh goes to this one's own port.
const self = env.INTERNAL_PORT
  ? { host: "127.0.0.1", port: env.INTERNAL_PORT }
  : { host: ["0.0.0.0", "::", ""].includes(env.HOST) ? "127.0.0.1" : env.HOST, port: env.PORT };
const cache = dev
  ? null
  : createSharedCache({
      maxBytes: 64 * 1024 * 1024,
      refresh: (path, headers) => {
        http
          .get({ ...self, path, headers }, (response) => response.resume())
          .on("error", (error) => {
            console.error(`front door: ${path} could not be rendered again: ${error.message}`);
            cache?.refreshFailed(path, headers);
          });
      },
    });

const answer: http.RequestListener = (req, res) => {
  const zone = zoneFor(req.url ?? "/", table);
  if (zone?.origin === env.API_ORIGIN && exceedsApiBodyLimit(req.headers)) return refuseTooLarge(req, res, baseHeaders(req));
  if (zone) return proxy.web(req, res, { target: zone.origin });
  for (const [name, value] of Object.entries(baseHeaders(req))) res.setHeader(name, value);
  if (cache && req.method === "POST" && req.url === "/internal/revalidate") {
    // The api purges the site's pages. The shared copies go at once when the call carries the api's secret, so a
    // slow answer from Next (or an api that stopped waiting for it) never leaves a visitor the old copy; and again
    // before the api hears it is done, for a page rendered meanwhile from data Next had not dropped yet (on
    // "finish" a visitor sent by the api's answer could still be served the old copy).
    if (fromTheApi(req)) cache.clear();
    const end = res.end.bind(res);
    res.end = ((...args: Parameters<typeof res.end>) => {
      if (res.statusCode === 200) cache.clear();
      return end(...args);
    }) as typeof res.end;
  } else if (cache?.serve(req, res)) {
    return;
  } else {
    cache?.record(req, res);
  }
  void handle(req, res);
};
const server = http.createServer(answer);
// This process alone, for the api's purge and the cache's refreshes, when several share PORT.
const internal = env.INTERNAL_PORT ? http.createServer(answer) : null;

const upgrade = app.getUpgradeHandler();
server.on("upgrade", (req, socket, head) => {
  const zone = zoneFor(req.url ?? "/", table);
  if (zone) proxy.ws(req, socket, head, { target: zone.origin });
  else void upgrade(req, socket, head);
});

server.listen({ port: env.PORT, host: env.HOST, reusePort: env.SHARE_PORT === "1" }, () => {
  console.log(`directory: front door listening on http://localhost:${env.PORT}${dev ? " (development)" : ""}`);
});
internal?.listen(env.INTERNAL_PORT, "127.0.0.1");

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    internal?.close();
    internal?.closeIdleConnections();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    proxy.close();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
