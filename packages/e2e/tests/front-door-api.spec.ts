import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// The api through the front door (issue 21): a client keeps its connection across requests (each search
// keystroke must not open a new one), and gets the answer compressed when it says it can decompress it.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; reusedSocket: boolean };

function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.on("error", reject);
  });
}

test("the api's answers keep the connection alive and come compressed when asked", async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = `${baseURL}/api/cities?limit=100`;
    const plain = await get(agent, url);
    expect(plain.status).toBe(200);
    expect(plain.headers.connection).toBe("keep-alive");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const cities = JSON.parse(plain.body.toString("utf8")) as unknown[];
    expect(cities.length).toBeGreaterThan(10);

    const gzipped = await get(agent, url, { "accept-encoding": "gzip" });
    expect(gzipped.reusedSocket, "the second request rides the first one's connection").toBe(true);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary ?? "").toMatch(/accept-encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(cities);

    const brotli = await get(agent, url, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.reusedSocket).toBe(true);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString("utf8"))).toEqual(cities);
  } finally {
    agent.destroy();
  }
});
