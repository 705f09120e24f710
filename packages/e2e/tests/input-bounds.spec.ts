import net from "node:net";
import { expect, test } from "@playwright/test";

// Hostile input through the front door is refused with a 4xx, never a 5xx (issue 14, finding 8).

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Reads one HTTP/1.1 response (with a Content-Length) from a socket that stays open. */
function readResponse(socket: net.Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const timer = setTimeout(() => done(new Error("no answer within 15 s")), 15_000);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...lines] = buffer.subarray(0, end).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const length = Number(headers["content-length"] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8");
      done(null, { status: Number(statusLine.split(" ")[1]), headers, body });
    };
    const onClose = () => done(new Error("connection closed before an answer"));
    function done(error: Error | null, response?: RawResponse) {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", onClose);
      if (error) reject(error);
      else resolve(response as RawResponse);
    }
    socket.on("data", onData);
    socket.on("close", onClose);
  });
}

test("a body over 1 MB gets the api's 413 through the front door, and the connection still answers", async ({ baseURL }) => {
  const { hostname, port, host } = new URL(baseURL ?? "");
  const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  try {
    for (const [language, message] of [
      ["fr", "La requête est trop volumineuse."],
      ["en", "The request is too large."],
    ] as const) {
      const body = JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) });
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseURL}\r\nAccept-Language: ${language}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
      );
      const answer = readResponse(socket);
      socket.write(body);
      const refused = await answer;
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).error).toEqual({ code: "request/payload-too-large", message });
      expect(refused.headers.connection ?? "keep-alive").not.toBe("close");

      // The same connection carries the next request.
      socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      const next = await readResponse(socket);
      expect(next.status).toBe(200);
    }
  } finally {
    socket.destroy();
  }
});

test("the console's language switch goes back safely whatever `back` holds, CR and LF included", async ({ page }) => {
  for (const back of ["/\r\nSet-Cookie: stolen=1", "/users\r\n", "/.//evil.example/phish", "https://evil.example", "%"]) {
    const response = await page.request.get(`/admin/language?to=en&back=${encodeURIComponent(back)}`, { maxRedirects: 0 });
    expect(response.status(), JSON.stringify(back)).toBe(302);
    expect(response.headers().location, JSON.stringify(back)).toBe("/admin/");
    expect(response.headers()["set-cookie"], JSON.stringify(back)).not.toContain("stolen");
  }
  const kept = await page.request.get(`/admin/language?to=fr&back=${encodeURIComponent("/users?role=admin")}`, {
    maxRedirects: 0,
  });
  expect(kept.headers().location).toBe("/admin/users?role=admin");
});

test("sitemap files past the last page, or not page numbers, are 404", async ({ page }) => {
  for (const name of ["99999999999999999999", "9007199254740991", "1e300", "-1", "0x10"]) {
    const response = await page.request.get(`/sitemaps/${name}.xml`);
    expect(response.status(), name).toBe(404);
  }
  expect((await page.request.get("/sitemaps/0.xml")).status()).toBe(200);
});
