import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the directory's revalidation endpoint (activities/page-cache.ts): records each purge the api
 * sends it as "METHOD url secret". Pass `env` to createTestApp; close it after the test.
 */
export async function recordPagePurges() {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers["x-revalidate-secret"]}`);
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    env: { DIRECTORY_ORIGIN: `http://127.0.0.1:${port}`, REVALIDATE_SECRET: "a-secret-of-sixteen+" },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PagePurges = Awaited<ReturnType<typeof recordPagePurges>>;
