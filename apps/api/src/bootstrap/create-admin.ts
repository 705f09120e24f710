import { randomBytes } from "node:crypto";
import { createAuth, resolveAuthSecret } from "#app/auth/auth.ts";
import type { Db } from "#app/db/database.ts";
import type { Config } from "#app/env.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

export type CreatedAdmin = { email: string; created: boolean; setPasswordLink: string | null };

const RESET_LINK_SECONDS = 60 * 60;

/**
 * Makes `email` an administrator, with no default credentials anywhere. An existing account is promoted.
 * Otherwise an account is created with no password and a one-time link (valid one hour, the same as a
 * password reset) is returned for its owner to choose one; nothing is mailed.
 */
export async function createAdmin(
  config: Config,
  db: Db,
  email: string,
  names: { firstName: string; lastName: string },
): Promise<CreatedAdmin> {
  const mailer: Mailer = { send: async () => {}, close: () => {} };
  const auth = createAuth({ config, db, secret: await resolveAuthSecret(config), mailer, log: null });
  const internal = (await auth.$context).internalAdapter;
  const users = createUserRepository(db.kysely);
  const address = email.trim().toLowerCase();

  const existing = await internal.findUserByEmail(address);
  if (existing) {
    if (!(await users.find(existing.user.id))) {
      await users.create(existing.user.id, address, { ...names, city: null, company: null, phone: null, photoUrl: null });
    }
    await db.kysely.updateTable("users").set({ role: "admin" }).where("id", "=", existing.user.id).execute();
    return { email: address, created: false, setPasswordLink: null };
  }

  // The account signs in by e-mail and password once its owner has chosen one through the link.
  const user = await internal.createUser(
    { email: address, name: `${names.firstName} ${names.lastName}`, emailVerified: true },
    { method: "email-password" },
  );
  await users.create(user.id, address, { ...names, city: null, company: null, phone: null, photoUrl: null });
  await db.kysely.updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
  // The same kind of link a password reset mails: the reset page sets the password and consumes it.
  const token = randomBytes(24).toString("base64url");
  await internal.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  return { email: address, created: true, setPasswordLink: `${config.publicOrigin}/reset-password?token=${token}` };
}
