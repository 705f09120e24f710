import { AppError, toErrorBody } from "@alentour/domain/errors";
import { appErrorFromZod } from "@alentour/domain/validation-errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { requestLocale } from "./locale.ts";

/** Every error leaves the api in the catalogue's shape, in the caller's language, with the catalogue's status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const error = new AppError("resource/not-found");
    reply.status(error.status).send(toErrorBody(error, requestLocale(request)));
  });

  app.setErrorHandler((raw: FastifyError | AppError | ZodError | Error, request, reply) => {
    const error = toAppError(raw);
    if (error.status >= 500) request.log.error({ err: raw }, "request failed");
    if (error.code === "server/unavailable") reply.header("retry-after", "5");
    if (error.code === "request/too-many") reply.header("retry-after", String(error.params.retryAfterSeconds ?? 60));
    else request.log.info({ code: error.code, status: error.status }, "request refused");
    reply.status(error.status).send(toErrorBody(error, requestLocale(request)));
  });
}

/**
 * The router's own refusals (a path that does not decode, a parameter over its length) answered like every
 * other error: in the catalogue's shape and the caller's language. Fastify's options take it as `frameworkErrors`.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refused = new AppError("request/invalid", { cause: error });
  request.log.info({ code: error.code }, "request refused by the router");
  reply.status(refused.status).send(toErrorBody(refused, requestLocale(request)));
}

// What a lost PostgreSQL, SQLite-busy or Redis connection looks like: the request could not be served now, and
// the same one will succeed once the dependency is back (the pool and the Redis client reconnect by themselves).
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "SQLITE_BUSY"]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down)/i,
  /timeout exceeded when trying to connect/i,
  /connection is closed/i,
  /stream isn't writeable/i,
  /reached the max retries per request/i,
  /client has encountered a connection error/i,
];

/** Whether a failure is a dependency (database, Redis, object store) out of reach rather than a fault of ours. */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? "");
  // PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown, restart).
  if (UNAVAILABLE_CODES.has(code) || /^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  if (error.name === "MaxRetriesPerRequestError") return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  const inner = (error as { cause?: unknown; errors?: unknown[] }).errors ?? [];
  return inner.some(isDependencyUnavailable) || (error.cause !== undefined && isDependencyUnavailable(error.cause));
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDependencyUnavailable(error)) return new AppError("server/unavailable", { cause: error });
  if (error instanceof ZodError) return appErrorFromZod(error);
  const fastifyError = error as FastifyError;
  if (fastifyError.statusCode === 413) return new AppError("request/payload-too-large", { cause: error });
  if (fastifyError.statusCode === 429) return new AppError("request/too-many", { cause: error });
  if (fastifyError.statusCode === 401) return new AppError("auth/unauthenticated", { cause: error });
  if (fastifyError.statusCode === 403) return new AppError("auth/forbidden", { cause: error });
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError("request/invalid", { cause: error });
  }
  return new AppError("server/internal", { cause: error });
}
