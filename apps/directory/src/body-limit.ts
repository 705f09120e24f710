import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { API_BODY_LIMIT_BYTES } from "@alentour/domain/constants";
import { AppError, toErrorBody } from "@alentour/domain/errors";
import { pickLocale } from "@alentour/domain/locale";

// The api reads at most API_BODY_LIMIT_BYTES of a request and then closes the connection, while the front door
// is still sending it the rest: the proxy failed with a 502 and the visitor's keep-alive connection was lost.
// A body announced as larger is refused here instead, with the api's own 413, and the connection kept.

/** tus sends file contents in this type, under the upload limits the api checks itself. */
const FILE_CONTENT = "application/offset+octet-stream";
/** Past this a refused body is not read to the end: the connection is closed instead. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

/** Whether a request to the api announces a body the api would refuse as too large. */
export function exceedsApiBodyLimit(headers: IncomingHttpHeaders): boolean {
  const length = Number(headers["content-length"]);
  if (!Number.isFinite(length) || length <= API_BODY_LIMIT_BYTES) return false;
  return !String(headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith(FILE_CONTENT);
}

/** Answers 413 in the caller's language and reads the rest of the body, so the next request on the connection works. */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): void {
  const length = Number(req.headers["content-length"]);
  const body = JSON.stringify(
    toErrorBody(new AppError("request/payload-too-large"), pickLocale(req.headers["accept-language"] ?? null)),
  );
  const headers: Record<string, string | number> = {
    ...extraHeaders,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  };
  if (length > MAX_DRAINED_BYTES) headers.connection = "close";
  res.writeHead(413, headers);
  res.end(body);
  // Node reads the unread body of a finished exchange before parsing the next request on the connection.
  req.resume();
}
