import { AppError } from "@alentour/domain/errors";
import type { FastifyInstance } from "fastify";

/** Whether any string (or object key) in a parsed value holds a NUL; iterative, for deeply nested bodies. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (item !== null && typeof item === "object") {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/**
 * No NUL character reaches a handler, and so the database: PostgreSQL refuses it in text (SQLite would keep
 * it), and no name, text, address or identifier ever needs one. Path parameters, query and parsed body are
 * checked once, before validation; names and texts are then cleaned of the other controls by the domain.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      request.log.info({ url: request.url.slice(0, 200) }, "refused: NUL character in the request");
      throw new AppError("request/nul-character");
    }
  });
}
