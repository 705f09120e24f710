import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resolveSession } from "./session.ts";

// A real HTTP server publishing a key set and answering /api/session as the api does: it knows which tokens
// are still live (the api's revocation check), which the app server cannot tell from the signature alone.
const publicOrigin = "http://localhost:3000";
const liveTokens = new Set<string>();
const sessionCalls: string[] = [];
let server: http.Server;
let apiOrigin: string;
let sign: (claims: { sub: string; email: string; role: string }) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("EdDSA");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "EdDSA" };
  sign = ({ sub, ...claims }) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "EdDSA", kid: "k1" })
      .setSubject(sub)
      .setIssuer(publicOrigin)
      .setAudience(publicOrigin)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(privateKey);
  server = http.createServer((request, response) => {
    if (request.url === "/api/auth/jwks") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    const token = /(?:^|;\s*)token=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "";
    sessionCalls.push(token);
    if (!liveTokens.has(token)) {
      response.statusCode = 401;
      response.end("{}");
      return;
    }
    const [, payload = ""] = token.split(".");
    const { sub, email, role } = JSON.parse(Buffer.from(payload, "base64url").toString());
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ principal: { uid: sub, email, role } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  liveTokens.clear();
  sessionCalls.length = 0;
});

const requestWith = (token: string) => new Request(`${publicOrigin}/`, { headers: { cookie: `token=${token}` } });

describe("the signed-in user as an app server sees it", () => {
  it("trusts a user's verified token without asking the api", async () => {
    const token = await sign({ sub: "u1", email: "camille@example.fr", role: "user" });
    const { session } = await resolveSession(requestWith(token), { apiOrigin, publicOrigin });
    expect(session).toEqual({ uid: "u1", email: "camille@example.fr", role: "user" });
    expect(sessionCalls).toEqual([]);
  });

  it("asks the api about a token claiming the support team's powers, and shows no one when it was revoked", async () => {
    const token = await sign({ sub: "s1", email: "sam@example.fr", role: "support" });
    liveTokens.add(token);
    expect((await resolveSession(requestWith(token), { apiOrigin, publicOrigin })).session).toMatchObject({ role: "support" });
    // Demoted, suspended or signed out: the signature still verifies, the api no longer accepts it.
    liveTokens.delete(token);
    expect((await resolveSession(requestWith(token), { apiOrigin, publicOrigin })).session).toBeNull();
    expect(sessionCalls).toEqual([token, token]);
  });
});
