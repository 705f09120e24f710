import { type ErrorCode, formatError, parseErrorBody } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import { UPLOADS_PATH, type UploadPurpose } from "@alentour/domain/upload";
import { type DetailedError, type HttpResponse, Upload } from "tus-js-client";

/** An upload is running (bytes are moving, or about to) or paused by the person (docs/product.md#stored-files-and-uploads). */
export type UploadState = "running" | "paused";

/** The three ways an upload fails (docs/product.md#stored-files-and-uploads): each rejects its promise. */
export type UploadFailure = "unauthorized" | "canceled" | "unknown";

/** Why an upload was rejected, with the api's catalogue code and message in the person's language when it gave one. */
export class UploadError extends Error {
  readonly kind: UploadFailure;
  readonly code: ErrorCode;
  readonly status: number | null;

  constructor(kind: UploadFailure, code: ErrorCode, message: string, status: number | null, cause?: unknown) {
    super(message, { cause });
    this.name = "UploadError";
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

/** What the api answers once the file is stored: the download URL written into the document, and every variant. */
export type StoredUpload = { url: string; variants: Array<{ width: number; url: string }> };

export type UploadProgress = { bytesSent: number; bytesTotal: number };

export type UploadOptions = {
  purpose: UploadPurpose;
  /** The document the file goes into: an activity's slug, a user's id. */
  target: string;
  locale: Locale;
  /** Origin of the api; empty in a browser on the site's own origin. */
  baseUrl?: string;
  onProgress?: (progress: UploadProgress) => void;
  onStateChange?: (state: UploadState) => void;
  /** Bytes per request: small enough for a proxy's default body limit (nginx: 1 MB), and for resuming close to where it stopped. */
  chunkSize?: number;
  /** Waits before retrying a request that failed on the network; tests pass `[]`. */
  retryDelays?: number[];
  /** Extra request headers (a server-side caller's cookie). */
  headers?: Record<string, string>;
};

export type UploadTask = {
  /** The stored file, or an `UploadError` whose `kind` is unauthorized, canceled or unknown. */
  result: Promise<StoredUpload>;
  state: () => UploadState;
  pause: () => Promise<void>;
  resume: () => void;
  /** Stops the upload, asks the api to drop what it received, and rejects `result` as canceled. */
  cancel: () => Promise<void>;
};

const DEFAULT_CHUNK_BYTES = 512 * 1024;

function failureOf(error: unknown, locale: Locale): UploadError {
  const response: HttpResponse | null = (error as DetailedError | null)?.originalResponse ?? null;
  const status = response?.getStatus() ?? null;
  let body: unknown = null;
  try {
    body = response ? JSON.parse(response.getBody()) : null;
  } catch {
    body = null;
  }
  const parsed = parseErrorBody(body);
  const code: ErrorCode =
    parsed?.error.code ?? (status === 401 ? "auth/unauthenticated" : status === 403 ? "auth/forbidden" : "upload/failed");
  const kind: UploadFailure = status === 401 || status === 403 ? "unauthorized" : "unknown";
  return new UploadError(kind, code, parsed?.error.message ?? formatError(code, locale), status, error);
}

/** Sends a file with the tus protocol: resumable, with progress, pause, resume and cancel. */
export function startUpload(file: ConstructorParameters<typeof Upload>[0], options: UploadOptions): UploadTask {
  let state: UploadState = "running";
  let canceled = false;
  // Once the promise is settled, pause, resume and cancel have nothing left to act on.
  let settled = false;
  const setState = (next: UploadState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(state);
  };
  let settle: { resolve: (value: StoredUpload) => void; reject: (error: UploadError) => void } | null = null;
  const result = new Promise<StoredUpload>((resolve, reject) => {
    settle = { resolve, reject };
  });
  void result.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const upload = new Upload(file, {
    endpoint: `${options.baseUrl ?? ""}${UPLOADS_PATH}`,
    metadata: { purpose: options.purpose, target: options.target },
    headers: { "accept-language": options.locale, ...options.headers },
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK_BYTES,
    retryDelays: options.retryDelays ?? [0, 1000, 3000, 5000],
    // A fresh upload each time: the api removes an upload once stored, so there is nothing to resume later.
    storeFingerprintForResuming: false,
    onProgress: (bytesSent, bytesTotal) => options.onProgress?.({ bytesSent, bytesTotal }),
    onSuccess: ({ lastResponse }) => {
      try {
        settle?.resolve(JSON.parse(lastResponse.getBody()) as StoredUpload);
      } catch (error) {
        settle?.reject(new UploadError("unknown", "upload/failed", formatError("upload/failed", options.locale), null, error));
      }
    },
    onError: (error) => {
      if (canceled) return;
      settle?.reject(failureOf(error, options.locale));
    },
  });
  upload.start();
  return {
    result,
    state: () => state,
    async pause() {
      if (state === "paused" || settled) return;
      setState("paused");
      await upload.abort(false);
    },
    resume() {
      if (state === "running" || settled) return;
      setState("running");
      upload.start();
    },
    async cancel() {
      if (settled || canceled) return;
      canceled = true;
      settle?.reject(new UploadError("canceled", "upload/canceled", formatError("upload/canceled", options.locale), null));
      // Terminating an upload the api has not created yet (or has already stored) fails; nothing is left either way.
      await upload.abort(true).catch(() => undefined);
    },
  };
}
