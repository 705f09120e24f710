import { type Locale, pickLocale } from "@alentour/domain/locale";
import type { FastifyRequest } from "fastify";

export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers["accept-language"] ?? null);
}
