import type { ErrorBody, ErrorCode } from "@alentour/domain/errors";
import { parseErrorBody } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";

/** A refusal from the api: its catalogue code, HTTP status and the message in the request's language. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: NonNullable<ErrorBody["error"]["fields"]>;

  constructor(status: number, body: ErrorBody) {
    super(body.error.message);
    this.name = "ApiError";
    this.code = body.error.code;
    this.status = status;
    this.fields = body.error.fields ?? {};
  }
}

/** The call's answer, or null when the api says the thing does not exist (404); other errors go on. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type ApiClientOptions = {
  /** Origin of the api, e.g. `http://localhost:3000`; empty for same-origin calls from a browser. */
  baseUrl: string;
  locale: Locale;
  fetch?: typeof fetch;
  /** Extra headers on every call, e.g. the incoming cookie when a server renders a page. */
  headers?: Record<string, string>;
  /** Extra fetch options on every call, e.g. a framework's caching hints (`{ next: { revalidate: 60 } }`). */
  init?: Record<string, unknown>;
};

export type ApiClient = {
  request: <T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) => Promise<T>;
  locale: Locale;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    locale: options.locale,
    async request(method, path, body) {
      const response = await doFetch(`${options.baseUrl}${path}`, {
        ...options.init,
        method,
        credentials: "include",
        headers: {
          accept: "application/json",
          "accept-language": options.locale,
          // A server calling the api by its origin (a page rendered, a loader) asks for the answer uncompressed: on
          // that short link, compressing and inflating cost both ends CPU at every render and save nothing that
          // matters. A browser's calls (same origin, through the front door) stay compressed.
          ...(options.baseUrl !== "" && { "accept-encoding": "identity" }),
          ...(body !== undefined && { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (response.status === 204) return undefined as never;
      const text = await response.text();
      // A proxy's error page is not JSON: it becomes a plain HTTP error below, not a parse failure.
      const isJson = response.headers.get("content-type")?.includes("application/json");
      const json: unknown = text && isJson ? JSON.parse(text) : undefined;
      if (!response.ok) {
        const parsed = parseErrorBody(json);
        if (parsed) throw new ApiError(response.status, parsed);
        throw new Error(`${method} ${path} failed with HTTP ${response.status}`);
      }
      return json as never;
    },
  };
}
