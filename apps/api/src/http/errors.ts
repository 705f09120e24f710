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

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
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
