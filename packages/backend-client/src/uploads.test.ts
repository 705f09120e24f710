import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { AppError, toErrorBody } from "@alentour/domain/errors";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startUpload, type UploadError, type UploadProgress, type UploadState, type UploadTask } from "./uploads.ts";

/** The rejection of an upload that must fail. */
const failure = (task: UploadTask) =>
  task.result.then(
    () => {
      throw new Error("the upload should have been rejected");
    },
    (error: UploadError) => error,
  );

// A real tus server, answering as the api does: catalogue errors as JSON, the stored file's URLs when done.
describe("the uploader", () => {
  let directory: string;
  let http: HttpServer;
  let baseUrl: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "alentour-tus-"));
    const tus = new Server({
      path: "/api/uploads",
      datastore: new FileStore({ directory }),
      async onUploadCreate(req, upload) {
        const locale = req.headers.get("accept-language") === "fr" ? "fr" : "en";
        if (!req.headers.get("cookie"))
          throw { status_code: 401, body: JSON.stringify(toErrorBody(new AppError("auth/unauthenticated"), locale)) };
        if (upload.metadata?.target === "not-mine")
          throw { status_code: 403, body: JSON.stringify(toErrorBody(new AppError("auth/forbidden"), locale)) };
        return {};
      },
      async onUploadFinish(req, upload) {
        const locale = req.headers.get("accept-language") === "fr" ? "fr" : "en";
        if (upload.metadata?.target === "square") {
          const error = new AppError("image/wrong-dimensions", {
            params: { width: 1020, height: 2400, actualWidth: 10, actualHeight: 10 },
          });
          throw { status_code: 422, body: JSON.stringify(toErrorBody(error, locale)) };
        }
        return { status_code: 200, body: JSON.stringify({ url: `/api/files/${upload.id}-1020.webp`, variants: [] }) };
      },
    });
    http = tus.listen({ host: "127.0.0.1", port: 0 });
    await new Promise((resolve) => http.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => http.close(resolve));
    await rm(directory, { recursive: true, force: true });
  });

  const options = (target: string, extra: Partial<Parameters<typeof startUpload>[1]> = {}) => ({
    purpose: "activity-banner" as const,
    target,
    locale: "en" as const,
    baseUrl,
    chunkSize: 64 * 1024,
    retryDelays: [],
    headers: { cookie: "token=x" },
    ...extra,
  });

  it("reports progress chunk by chunk, pauses and resumes where it stopped, then resolves with the stored file", async () => {
    const progress: UploadProgress[] = [];
    const states: UploadState[] = [];
    let paused = false;
    const task = startUpload(Buffer.alloc(300 * 1024, 7), {
      ...options("atelier"),
      onProgress: (step) => {
        progress.push(step);
        // Into the third chunk: the api has acknowledged the first two (chunks go one after the other).
        if (!paused && step.bytesSent > 128 * 1024) {
          paused = true;
          void task.pause().then(() => setTimeout(() => task.resume(), 50));
        }
      },
      onStateChange: (state) => states.push(state),
    });
    const stored = await task.result;
    expect(stored.url).toMatch(/^\/api\/files\/[0-9a-f]+-1020\.webp$/);
    expect(states).toEqual(["paused", "running"]);
    expect(task.state()).toBe("running");
    expect(progress.at(-1)).toEqual({ bytesSent: 300 * 1024, bytesTotal: 300 * 1024 });
    // Resumed, not restarted: once past the acknowledged chunks, the bytes sent never went back under them.
    const afterPause = progress.findIndex((step) => step.bytesSent > 128 * 1024);
    expect(progress.slice(afterPause).every((step) => step.bytesSent >= 128 * 1024)).toBe(true);
  });

  it("rejects as unauthorized when signed out or not allowed, with the api's message", async () => {
    const anonymous = await failure(startUpload(Buffer.alloc(10), options("atelier", { headers: {} })));
    expect([anonymous.kind, anonymous.code, anonymous.status, anonymous.message]).toEqual([
      "unauthorized",
      "auth/unauthenticated",
      401,
      "You must be signed in.",
    ]);
    const other = await failure(startUpload(Buffer.alloc(10), options("not-mine", { locale: "fr" })));
    expect([other.kind, other.message]).toEqual(["unauthorized", "Vous n'avez pas l'autorisation d'effectuer cette action."]);
  });

  it("rejects as unknown with the catalogue message when the api refuses the file", async () => {
    const refused = await failure(startUpload(Buffer.alloc(10), options("square")));
    expect([refused.kind, refused.code, refused.status]).toEqual(["unknown", "image/wrong-dimensions", 422]);
    expect(refused.message).toBe(
      "The image must be 1020 × 2400 px (or larger with the same proportions); this one is 10 × 10 px.",
    );
  });

  it("rejects as unknown when the api cannot be reached", async () => {
    const unreachable = await failure(startUpload(Buffer.alloc(10), options("atelier", { baseUrl: "http://127.0.0.1:1" })));
    expect([unreachable.kind, unreachable.code, unreachable.message]).toEqual(["unknown", "upload/failed", "The upload failed."]);
  });

  it("rejects as canceled and has the api drop what it received", async () => {
    let canceling: Promise<void> | null = null;
    const task = startUpload(Buffer.alloc(300 * 1024), {
      ...options("atelier"),
      onProgress: (step) => {
        if (!canceling && step.bytesSent >= 64 * 1024) canceling = task.cancel();
      },
    });
    const error = await failure(task);
    expect([error.kind, error.code, error.message]).toEqual(["canceled", "upload/canceled", "The upload was canceled."]);
    await canceling;
    expect(await readdir(directory)).toEqual([]);
  });
});
