import { readFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { AppError, toErrorBody } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import { isUploadPurpose, megabytes, UPLOADS_PATH, type UploadPurpose, uploadPurposes } from "@alentour/domain/upload";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { Metadata, type Upload } from "@tus/utils";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Principal } from "#app/auth/principal.ts";
import { toAppError } from "#app/http/errors.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { storeUpload } from "#app/uploads/store-upload.ts";
import type { UploadTarget } from "#app/uploads/upload-targets.ts";

const HOUR_MS = 60 * 60 * 1000;
// An upload left unfinished this long is dropped; tus clients resume within it.
const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * HOUR_MS;
// @tus/server names uploads with 16 random bytes in hex; nothing else may reach the file store.
const uploadIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
// A target is an activity's slug or a user's id; the header is decoded, so controls could reach the database.
const targetSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

type Caller = { principal: Principal; locale: Locale };

/**
 * Resumable uploads (tus 1.0, ADR 028) at `/api/uploads`. The caller and their right to write the target
 * document are checked by Fastify before @tus/server sees the request, so a refused upload never sends a
 * byte to disk. A complete upload is judged by its content and stored (uploads/store-upload.ts); the
 * unfinished file is deleted either way.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: { storage: FileStorage; targets: Record<UploadPurpose, UploadTarget>; uploadsDir: string; publicOrigin: string },
) {
  const { storage, targets, uploadsDir } = deps;
  const log = app.log;
  const datastore = new FileStore({ directory: uploadsDir, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS });
  // What the Fastify hook established, for the tus hooks, which see the same Node request.
  const callers = new WeakMap<IncomingMessage, Caller>();
  const callerOf = (req: unknown): Caller => {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = raw && callers.get(raw);
    if (!caller) throw new Error("an upload request that did not pass the authorisation hook");
    return caller;
  };
  const tusError = (error: AppError, locale: Locale) => ({
    status_code: error.status,
    body: JSON.stringify(toErrorBody(error, locale)),
  });

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // Same origin only: tus would otherwise answer `Access-Control-Allow-Origin: *`.
    allowedOrigins: [new URL(deps.publicOrigin).origin],
    maxSize: Math.max(...Object.values(uploadPurposes).map((purpose) => purpose.maxBytes)),
    // Only what the api decided is kept: the purpose and target it checked, and who may continue the upload.
    async onUploadCreate(req, upload) {
      const { principal } = callerOf(req);
      return {
        metadata: { purpose: upload.metadata?.purpose ?? null, target: upload.metadata?.target ?? null, uploader: principal.uid },
      };
    },
    async onUploadFinish(req, upload) {
      const { principal, locale } = callerOf(req);
      try {
        const stored = await finish(principal, upload);
        return {
          status_code: 200,
          headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
          body: JSON.stringify(stored),
        };
      } catch (raw) {
        const error = toAppError(raw);
        if (error.status >= 500) log.error({ err: raw, upload: upload.id }, "upload failed");
        else log.info({ code: error.code, upload: upload.id }, "upload refused");
        throw tusError(error, locale);
      } finally {
        await datastore
          .remove(upload.id)
          .catch((error: unknown) =>
            log.error({ err: error, upload: upload.id }, "upload: could not delete the unfinished file"),
          );
      }
    },
  });

  async function finish(principal: Principal, upload: Upload) {
    const purpose = upload.metadata?.purpose;
    const target = upload.metadata?.target;
    if (!isUploadPurpose(purpose) || !target) throw new AppError("upload/unknown-purpose");
    const data = await readFile(upload.storage?.path ?? path.join(uploadsDir, upload.id));
    return storeUpload({ storage, target: targets[purpose], log }, { principal, purpose, target, data });
  }

  /** Who may create an upload, or continue, inspect or cancel one: answered before any byte is read. */
  async function authorize(request: FastifyRequest) {
    if (request.method === "OPTIONS") return;
    const principal = requirePrincipal(request);
    if (request.method === "POST") {
      let metadata: Record<string, string | null>;
      try {
        metadata = Metadata.parse(String(request.headers["upload-metadata"] ?? ""));
      } catch (error) {
        throw new AppError("upload/unknown-purpose", { cause: error });
      }
      const purpose = metadata.purpose;
      const target = targetSchema.safeParse(metadata.target);
      if (!isUploadPurpose(purpose) || !target.success) throw new AppError("upload/unknown-purpose");
      const declared = request.headers["upload-length"];
      if (typeof declared !== "string" || !/^\d{1,15}$/.test(declared)) throw new AppError("upload/length-required");
      const { maxBytes } = uploadPurposes[purpose];
      if (Number(declared) > maxBytes) {
        throw new AppError("file/too-large", { params: { maxMegabytes: megabytes(maxBytes) } });
      }
      await targets[purpose].authorize(principal, target.data);
    } else {
      const { id } = uploadIdParams.parse(request.params);
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload) throw new AppError("resource/not-found");
      if (upload.metadata?.uploader !== principal.uid) {
        request.log.warn({ uid: principal.uid, upload: id }, "authorisation refused");
        throw new AppError("auth/forbidden");
      }
    }
    callers.set(request.raw, { principal, locale: requestLocale(request) });
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  app.register(async (scope) => {
    // The bytes stay an unread stream for tus: no parser, no body limit of Fastify's.
    scope.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));
    scope.addHook("preHandler", authorize);
    scope.route({
      method: ["POST", "OPTIONS"],
      url: UPLOADS_PATH,
      handler: handle,
      ...doc({
        summary: "Start a resumable upload (tus 1.0; Upload-Metadata names the purpose and target)",
        tags: ["uploads"],
        access: "signed-in",
        responses: { 201: "Created; Location is the upload's address" },
      }),
    });
    scope.route({
      method: ["HEAD", "PATCH", "DELETE", "OPTIONS"],
      url: `${UPLOADS_PATH}/:id`,
      handler: handle,
      ...doc({
        summary: "Resume (HEAD), send bytes (PATCH, application/offset+octet-stream) or drop (DELETE) an upload (tus 1.0)",
        tags: ["uploads"],
        access: "signed-in",
        params: uploadIdParams,
        responses: { 204: "Done; Upload-Offset tells how far" },
      }),
    });
  });

  const sweep = () =>
    tus
      .cleanUpExpiredUploads()
      .catch((error: unknown) => log.error({ err: error }, "upload: could not sweep unfinished uploads"));
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    await sweep();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
