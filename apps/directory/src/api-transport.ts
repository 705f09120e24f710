import http from "node:http";
import https from "node:https";

// Connections to the api kept open between renders (a city page asks it five questions).
const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

/**
 * `fetch` for the api client of the pages rendered without Next's runtime, over Node's own HTTP client. Next wraps
 * the global `fetch` for the App Router's data cache (tracing, deduplication), which these pages do not use, and
 * the WHATWG `fetch` is itself slower than `node:http`: together a tenth of an uncached city page's render
 * (docs/benchmarks.md, "Uncached renders: React's Node build, opening statuses, the api over node:http").
 */
export const apiFetch = ((input: string | URL, init: RequestInit = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(String(input));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: init.method ?? "GET",
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
    request.on("error", reject);
    request.end(typeof init.body === "string" ? init.body : undefined);
  })) as typeof fetch;
