import path from "node:path";
import { TOKEN_REFRESH_INTERVAL_MS } from "@alentour/domain/constants";
import { z } from "zod";
import packageJson from "../package.json" with { type: "json" };
import type { S3StorageConfig } from "./storage/s3-storage.ts";

// Every variable the api reads, validated once at start. `.env.example` at the repository root documents them.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL; leave it unset for SQLite")
    .optional(),
  SQLITE_JOURNAL_MODE: z.enum(["wal", "delete"]).default("wal"),
  PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  APP_VERSION: z.string().optional(),
  // Signs sessions and mail links. Unset: a random one is made once and kept in DATA_DIR/auth-secret.
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  // Lifetime of the `token` cookie's JWT; the browser renews it every 10 minutes while signed in.
  AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  // How often browsers renew it (10 minutes, docs/product.md#signed-in-state); tests shorten it to watch a renewal happen.
  AUTH_TOKEN_REFRESH_MS: z.coerce.number().int().min(1000).default(TOKEN_REFRESH_INTERVAL_MS),
  // smtp://user:pass@host:587 or smtps://…; unset: every message is written to DATA_DIR/outbox as .eml.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Alentour <no-reply@alentour.localhost>"),
  // Where contact-page messages are sent.
  SUPPORT_EMAIL: z.email().default("support@alentour.localhost"),
  // Shared rate-limit counters for several api instances; unset: counted in this process's memory.
  // Where the public site listens, and the secret its cache-purge endpoint expects (set by `npm start`).
  // Several front doors (one per machine behind a balancer): their origins separated by commas, each purged.
  DIRECTORY_ORIGIN: z
    .string()
    .refine(
      (value) => value.split(",").every((origin) => URL.canParse(origin.trim())),
      "DIRECTORY_ORIGIN must be URLs separated by commas",
    )
    .optional(),
  REVALIDATE_SECRET: z.string().min(16).optional(),
  // The search service (ADR 010): its public search-only key, given to browsers, and the engine behind it.
  SEARCH_APP_ID: z.string().min(1).max(100).default("alentour"),
  SEARCH_API_KEY: z.string().min(8).max(200).default("public-search-key"),
  // How long one statement of a PostgreSQL search may run before it is stopped and the call refused (ADR 070).
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  SEARCH_ENGINE: z.enum(["embedded", "postgres"]).default("embedded"),
  // The embedded index's snapshot on disk, loaded at start (ADR 083): a file path, or "off". Unset: DATA_DIR/search/embedded-index.bin.
  SEARCH_SNAPSHOT_FILE: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  // A message left unread this long is mailed to its recipient, once (docs/messages.md#unread-mail).
  UNREAD_MAIL_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // Video contact (docs/video-calls.md, ADR 100): the STUN and TURN servers the browsers use, the TURN server's
  // shared secret (coturn's static-auth-secret) from which short-lived credentials are made, their lifetime, and
  // how long a knock rings before it becomes a message to the booth.
  VIDEO_STUN_URLS: z
    .string()
    .refine(
      (value) => value.split(",").every((url) => /^(stuns?|turns?):[^\s,]+$/.test(url.trim())),
      "VIDEO_STUN_URLS must be stun:, stuns:, turn: or turns: URLs separated by commas",
    )
    .optional(),
  VIDEO_TURN_URLS: z
    .string()
    .refine(
      (value) => value.split(",").every((url) => /^(stuns?|turns?):[^\s,]+$/.test(url.trim())),
      "VIDEO_TURN_URLS must be stun:, stuns:, turn: or turns: URLs separated by commas",
    )
    .optional(),
  VIDEO_TURN_SECRET: z.string().min(16).max(500).optional(),
  VIDEO_TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  VIDEO_KNOCK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // How the add-activity wizard finds places: offline from the gazetteer (cities), or an address service.
  GEOCODER: z.enum(["gazetteer", "ban", "nominatim"]).default("gazetteer"),
  // The address service's base URL; defaults to the public French national service or nominatim.openstreetmap.org.
  GEOCODER_URL: z.url().optional(),
  // Self-hosted map tiles (docs/maps.md): a folder of PMTiles archives and their styles, served at /api/tiles/*.
  MAP_TILES_DIR: z.string().min(1).optional(),
  // Where uploaded files are kept: DATA_DIR/files (served at /api/files/*), or an S3-compatible bucket (ADR 029).
  FILE_STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  // Unset: AWS. Set for any S3-compatible store (MinIO, Garage, Cloudflare R2, Scaleway, OVH…).
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Where browsers read the bucket's objects (its public address or a CDN); written into documents.
  S3_PUBLIC_BASE_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
  // Where unfinished resumable uploads wait with FILE_STORAGE=s3 (shared by every instance); unset: S3_BUCKET.
  // Better a private bucket: S3_BUCKET is public, and an unfinished upload is nobody's to read.
  S3_UPLOADS_BUCKET: z.string().min(3).max(63).optional(),
  // Card payments of Business licences through Stripe Checkout (docs/licences.md, ADR 091): on when both are set.
  // Unset: the manual provider, an invoice paid by transfer that the support team marks paid.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Printed on invoices: who sells (name, address, company and tax numbers, one line each, "\n" between lines).
  INVOICE_SELLER: z.string().min(1).max(1000).default("Alentour"),
  // Printed on the invoices of the manual provider: where to send the transfer (IBAN, BIC, bank).
  PAYMENT_TRANSFER_DETAILS: z.string().min(1).max(1000).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env["NODE_ENV"];
  host: string;
  port: number;
  dataDir: string;
  database: { kind: "sqlite"; file: string; journalMode: "wal" | "delete" } | { kind: "postgres"; url: string };
  filesDir: string;
  /** Uploads still arriving (tus), kept apart from the stored files. */
  uploadsDir: string;
  storage: { kind: "disk"; publicBaseUrl: string } | ({ kind: "s3" } & S3StorageConfig);
  publicOrigin: string;
  logLevel: Env["LOG_LEVEL"];
  version: string;
  auth: { secret: string | null; tokenTtlSeconds: number; refreshMs: number };
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  supportAddress: string;
  redisUrl: string | null;
  /** How long a message stays unread before it is mailed (UNREAD_MAIL_AFTER_MINUTES), in milliseconds. */
  unreadMailAfterMs: number;
  /** Video contact's ICE servers and knock timeout (ADR 100). */
  video: {
    stunUrls: string[];
    turn: { urls: string[]; secret: string; ttlSeconds: number } | null;
    knockTimeoutMs: number;
  };
  /** The public site's front doors, each told to purge its page cache after an activity write. */
  pageCache: { directoryOrigins: string[]; secret: string | null };
  /** With FILE_STORAGE=s3: the bucket of unfinished resumable uploads, when not the files' bucket. */
  uploadsBucket: string | null;
  search: {
    appId: string;
    apiKey: string;
    engine: "embedded" | "postgres";
    statementTimeoutMs: number;
    snapshotFile: string | null;
  };
  geocoder: { kind: Env["GEOCODER"]; url: string | null };
  /** The folder of self-hosted map tiles and styles, or null when the maps use a remote or offline basemap. */
  mapTilesDir: string | null;
  /** How licences are paid: Stripe when both its secrets are set, by transfer otherwise (ADR 091). */
  payments: {
    stripe: { secretKey: string; webhookSecret: string } | null;
    invoiceSeller: string;
    transferDetails: string | null;
  };
};

/** A comma-separated list of URLs, empty when unset. */
const urlList = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);

export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (Boolean(env.VIDEO_TURN_URLS) !== Boolean(env.VIDEO_TURN_SECRET)) {
    throw new Error("Invalid api configuration:\n  VIDEO_TURN_URLS and VIDEO_TURN_SECRET go together (docs/video-calls.md)");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "alentour.sqlite"), journalMode: env.SQLITE_JOURNAL_MODE },
    filesDir: path.join(dataDir, "files"),
    uploadsDir: path.join(dataDir, "uploads"),
    storage: storageConfig(env),
    publicOrigin: env.PUBLIC_ORIGIN,
    logLevel: env.LOG_LEVEL,
    version: env.APP_VERSION ?? packageJson.version,
    auth: { secret: env.AUTH_SECRET ?? null, tokenTtlSeconds: env.AUTH_TOKEN_TTL_SECONDS, refreshMs: env.AUTH_TOKEN_REFRESH_MS },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, outboxDir: path.join(dataDir, "outbox") },
    supportAddress: env.SUPPORT_EMAIL,
    redisUrl: env.REDIS_URL ?? null,
    unreadMailAfterMs: env.UNREAD_MAIL_AFTER_MINUTES * 60_000,
    video: {
      stunUrls: urlList(env.VIDEO_STUN_URLS),
      turn:
        env.VIDEO_TURN_URLS && env.VIDEO_TURN_SECRET
          ? { urls: urlList(env.VIDEO_TURN_URLS), secret: env.VIDEO_TURN_SECRET, ttlSeconds: env.VIDEO_TURN_TTL_SECONDS }
          : null,
      knockTimeoutMs: env.VIDEO_KNOCK_TIMEOUT_SECONDS * 1000,
    },
    pageCache: {
      directoryOrigins: (env.DIRECTORY_ORIGIN ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
      secret: env.REVALIDATE_SECRET ?? null,
    },
    uploadsBucket: env.S3_UPLOADS_BUCKET ?? null,
    search: {
      appId: env.SEARCH_APP_ID,
      apiKey: env.SEARCH_API_KEY,
      engine: env.SEARCH_ENGINE,
      statementTimeoutMs: env.SEARCH_STATEMENT_TIMEOUT_MS,
      snapshotFile:
        env.SEARCH_SNAPSHOT_FILE === "off"
          ? null
          : path.resolve(env.SEARCH_SNAPSHOT_FILE ?? path.join(dataDir, "search", "embedded-index.bin")),
    },
    geocoder: { kind: env.GEOCODER, url: env.GEOCODER_URL ?? null },
    mapTilesDir: env.MAP_TILES_DIR ? path.resolve(env.MAP_TILES_DIR) : null,
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : null,
      invoiceSeller: env.INVOICE_SELLER.replaceAll("\\n", "\n"),
      transferDetails: env.PAYMENT_TRANSFER_DETAILS?.replaceAll("\\n", "\n") ?? null,
    },
  };
}

function storageConfig(env: Env): Config["storage"] {
  if (env.FILE_STORAGE === "disk") return { kind: "disk", publicBaseUrl: `${env.PUBLIC_ORIGIN.replace(/\/+$/, "")}/api/files` };
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_BASE_URL"] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`Invalid api configuration:\n  FILE_STORAGE=s3 needs ${missing.join(", ")}`);
  return {
    kind: "s3",
    bucket: env.S3_BUCKET as string,
    endpoint: env.S3_ENDPOINT ?? null,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    publicBaseUrl: env.S3_PUBLIC_BASE_URL as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}
