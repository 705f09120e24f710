import http from "node:http";
import https from "node:https";

// Connections to the api kept open between renders (a city page asks it five questions).
const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

/** An api that has not answered a page's question within this long fails the render (a 500), instead of holding it. */
export const API_TIMEOUT_MS = 30_000;

/**
 * `fetch` for the api client of the pages rendered without Next's runtime, over Node's own HTTP client. Next wraps
 * the global `fetch` for the App Router's data cache (tracing, deduplication), which these pages do not use, and
 * the WHATWG `fetch` is itself slower than `node:http`: together a tenth of an uncached city page's render
 * (docs/benchmarks.md, "Uncached renders: React's Node build, opening statuses, the api over node:http").
 */
export const keptAliveFetch = (timeoutMs = API_TIMEOUT_MS) =>
  ((input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    const send = (firstTry: boolean) =>
      new Promise<Response>((resolve, reject) => {
        const client = url.protocol === "https:" ? https : http;
        const request = client.request(
          url,
          {
            method,
            headers: init.headers as Record<string, string> | undefined,
            agent: agents[url.protocol as keyof typeof agents],
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(response.headers)) {
                for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
              }
              const status = response.statusCode ?? 502;
              const empty = status === 204 || status === 304 || chunks.length === 0;
              resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
            });
          },
        );
        request.setTimeout(timeoutMs, () => request.destroy(new Error(`the api did not answer within ${timeoutMs} ms`)));
        request.on("error", (error: NodeJS.ErrnoException) => {
          // A kept connection the api closed as the question left: a read is asked again, once, on a new one.
          if (firstTry && request.reusedSocket && error.code === "ECONNRESET" && (method === "GET" || method === "HEAD")) {
            send(false).then(resolve, reject);
          } else {
            reject(error);
          }
        });
        request.end(typeof init.body === "string" ? init.body : undefined);
      });
    return send(true);
  }) as typeof fetch;

export const apiFetch = keptAliveFetch();
