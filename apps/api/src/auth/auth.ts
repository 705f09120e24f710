import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@alentour/domain/locale";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { jwt } from "better-auth/plugins/jwt";
import type { FastifyBaseLogger } from "fastify";
import { decodeJwt } from "jose";
import type { Kysely } from "kysely";
import type { Db } from "#app/db/database.ts";
import type { Database } from "#app/db/schema.ts";
import type { Config } from "#app/env.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { emailChangeMail, resetPasswordMail, verificationMail } from "#app/mail/templates.ts";

/** The language and public address of the request being served, for the mails better-auth asks us to send. */
export const mailContext = new AsyncLocalStorage<{ locale: Locale; redirectTo?: string }>();

const localized = (locale: Locale, pathname: string) => (locale === "en" ? `/en${pathname}` : pathname);

/** AUTH_SECRET, or one made at first start and kept (mode 600) in the data folder. */
export async function resolveAuthSecret(config: Config): Promise<string> {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}

export function createAuth(options: { config: Config; db: Db; secret: string; mailer: Mailer; log: FastifyBaseLogger | null }) {
  const { config, db, secret, mailer, log } = options;
  const origin = config.publicOrigin;
  const locale = () => mailContext.getStore()?.locale ?? "fr";
  const users = db.kysely as Kysely<Database>;

  return betterAuth({
    appName: "Alentour",
    // Into the api's own log; silent for the instance that only runs migrations (it sees no tables yet).
    logger: log
      ? { log: (level: "debug" | "info" | "warn" | "error", message: string) => log[level]({ source: "better-auth" }, message) }
      : { disabled: true },
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [origin],
    database: { db: db.kysely, type: db.dialect },
    // Tables of the authentication accounts, apart from the product's own `users` records.
    // A new address replaces the old one only once a link mailed to it is opened (see emailVerification).
    user: { modelName: "auth_user", changeEmail: { enabled: true } },
    session: { modelName: "auth_session", expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { modelName: "auth_account" },
    verification: { modelName: "auth_verification" },
    advanced: { cookiePrefix: "alentour", useSecureCookies: origin.startsWith("https://") },
    // Counted by our own limiter (per address and per e-mail, memory or Redis): see rate-limits.ts.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${origin}${localized(locale(), "/reset-password")}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(locale(), user.email, user.name, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, token }) {
        // Where a visitor was going when they signed up (the add-activity wizard) rides along in the link.
        const redirectTo = mailContext.getStore()?.redirectTo;
        const back = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
        const link = `${origin}${localized(locale(), "/auth/verify-email/confirm")}?token=${encodeURIComponent(token)}${back}`;
        // A change of address: better-auth hands us the new address, and a token that names the old one.
        if (typeof decodeJwt(token).updateTo === "string") {
          await mailer.send(emailChangeMail(locale(), user.email, user.name, link));
          return;
        }
        await mailer.send(verificationMail(locale(), user.email, user.name, link));
      },
    },
    plugins: [
      jwt({
        schema: { jwks: { modelName: "auth_jwks" } },
        jwt: {
          issuer: origin,
          audience: origin,
          expirationTime: `${config.auth.tokenTtlSeconds}s`,
          // The role travels in the token so that every app can authorise without asking the database; the
          // account's token generation lets the api refuse it once revoked (token-revocations.ts).
          async definePayload({ user }) {
            const record = await users
              .selectFrom("users")
              .select(["role", "token_generation"])
              .where("id", "=", user.id)
              .executeTakeFirst();
            return { email: user.email, role: record?.role ?? "user", gen: Number(record?.token_generation ?? 0) };
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's tables, after our own migrations; the same on SQLite and PostgreSQL. */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
