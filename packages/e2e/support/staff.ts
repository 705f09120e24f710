import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect } from "@playwright/test";
import { mailedLink } from "./outbox.ts";

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../apps/api/src/cli.ts");
export const staffPassword = "la girafe mange des crêpes à minuit";

/**
 * A support-team member as the product makes one: an account signed up and verified through the api, then
 * promoted with `admin:create` on the running stack's database, then signed in on `request`.
 */
export async function signedInAdmin(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
  const headers = { origin: baseURL };
  const signUp = await request.post("/api/auth/sign-up", {
    headers,
    data: { firstName: "Ada", lastName: "Admin", email, password: staffPassword, passwordConfirmation: staffPassword },
  });
  expect(signUp.status()).toBe(201);
  const token = new URL((await mailedLink(email)).link).searchParams.get("token");
  expect((await request.post("/api/auth/verification/confirm", { headers, data: { token } })).ok()).toBe(true);
  execFileSync(process.execPath, [cli, "admin:create", email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "silent" },
    stdio: "pipe",
  });
  expect((await request.post("/api/auth/sign-in", { headers, data: { email, password: staffPassword } })).ok()).toBe(true);
  return email;
}
