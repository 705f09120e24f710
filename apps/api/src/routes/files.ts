import { AppError } from "@alentour/domain/errors";
import { isSafeFolder } from "@alentour/domain/stored-file";
import type { FastifyInstance } from "fastify";
import { doc } from "#app/http/openapi.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";

/**
 * The stored files, read-only, for anyone (they are what public pages show). Names change with every upload
 * (`{version}-{width}.webp`), so a file never changes under its URL and may be cached for a year.
 */
export function registerFileRoutes(app: FastifyInstance, deps: { storage: FileStorage }) {
  app.get(
    "/api/files/*",
    doc({
      summary: "A stored file (banner, photo) by its path",
      tags: ["files"],
      responses: { 200: { description: "The file", type: "application/octet-stream" } },
    }),
    async (request, reply) => {
      const filePath = (request.params as { "*": string })["*"];
      if (!isSafeFolder(filePath)) throw new AppError("file/invalid-path");
      const file = await deps.storage.get(filePath);
      if (!file) throw new AppError("resource/not-found");
      reply
        .header("content-type", file.contentType)
        .header("content-length", String(file.size))
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        // An uploaded file is never a page: no script may run in its origin even if a browser renders it.
        .header("content-security-policy", "default-src 'none'; sandbox");
      return reply.send(file.body);
    },
  );
}
