import type { Role } from "@alentour/domain/roles";
import { expect } from "vitest";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import type { TestApp } from "#app/test-support/test-app.ts";

export const testOrigin = "http://localhost:3000";
export const strongPassword = "la girafe mange des crêpes";

/** Cookies a browser would keep from the Set-Cookie headers of a response (an empty value deletes). */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(setCookie: string | string[] | undefined) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair = ""] = line.split(";");
        const [name = "", ...rest] = pair.split("=");
        const value = rest.join("=");
        if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    /** Only the `token` cookie: what someone holding a copy of the token, without the session, sends. */
    tokenOnly: () => `token=${cookies.get("token") ?? ""}`,
    get: (name: string) => cookies.get(name),
  };
}

export type CookieJar = ReturnType<typeof cookieJar>;

/** Sign-up, sign-in and requests with cookies against a test app built with `realAuth`. */
export function accounts(app: () => TestApp) {
  const request = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: { origin: testOrigin, cookie } });

  return {
    request,

    async signUp(email: string, role: Role = "user"): Promise<string> {
      const post = (url: string, payload: object) =>
        app().app.inject({ method: "POST", url, payload, headers: { origin: testOrigin } });
      const body = {
        firstName: "Camille",
        lastName: "Durand",
        email,
        password: strongPassword,
        passwordConfirmation: strongPassword,
      };
      expect((await post("/api/auth/sign-up", body)).statusCode).toBe(201);
      const token = await lastLinkToken(app().config.mail.outboxDir, email);
      expect((await post("/api/auth/verification/confirm", { token })).statusCode).toBe(200);
      const row = await app().db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      if (role !== "user") await app().db.kysely.updateTable("users").set({ role }).where("id", "=", row.id).execute();
      return row.id;
    },

    async signIn(email: string, password = strongPassword): Promise<CookieJar> {
      const jar = cookieJar();
      const response = await app().app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { email, password },
        headers: { origin: testOrigin },
      });
      expect(response.statusCode).toBe(200);
      jar.take(response.headers["set-cookie"]);
      return jar;
    },

    /** Who the api takes the bearer of these cookies to be, or the status it answers. */
    async whoIs(cookie: string, on: TestApp["app"] = app().app): Promise<{ uid: string; role: string } | number> {
      const response = await on.inject({ method: "GET", url: "/api/session", headers: { cookie } });
      return response.statusCode === 200 ? response.json().principal : response.statusCode;
    },
  };
}
