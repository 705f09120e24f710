// `npm run start:cluster`: Alentour as it runs on several machines, on one: two api instances behind a balancer,
// on PostgreSQL, Redis and an S3-compatible store, with the apps and the front door of `npm start`
// (scripts/stack.mjs) and the same demo data. PostgreSQL, Redis and the store are started here, on ports of their
// own, with their data in DATA_DIR (data/cluster): DATABASE_URL, REDIS_URL or S3_ENDPOINT given in the environment
// are used instead. docs/deploy.md shows the same arrangement with nginx and a managed PostgreSQL.
//
// Ports, from PORT (3000): front door PORT, api instances PORT+1 and PORT+5, the apps PORT+2..PORT+4, the
// balancer PORT+6, PostgreSQL PORT+7, Redis PORT+8, the S3 store PORT+9; the two front-door processes' own ports
// PORT+10 and PORT+11.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDatabase, startPostgres, startRedis } from "./lib/local-services.mjs";
import { startStack } from "./stack.mjs";

/**
 * Round robin over the api instances, as nginx's `upstream` does: a request an instance cannot take (refused
 * connection: it is down or restarting) goes to the next one; an instance answering 503 is left to say so.
 */
function startBalancer(port, targets) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const body = [];
    request.on("data", (chunk) => body.push(chunk));
    request.on("end", () => {
      const payload = Buffer.concat(body);
      const attempt = (tries) => {
        const target = targets[next++ % targets.length];
        const upstream = http.request(
          { host: "127.0.0.1", port: target, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(response);
          },
        );
        upstream.on("error", () => {
          if (tries + 1 < targets.length) attempt(tries + 1);
          else if (!response.headersSent) {
            response.writeHead(502, { "content-type": "text/plain" });
            response.end("no api instance answers\n");
          }
        });
        upstream.end(payload);
      };
      attempt(0);
    });
  });
  // WebSocket upgrades (the realtime channel, /api/realtime) go to one instance, round robin too, and stay there:
  // the request is written again to the instance, then bytes flow both ways (nginx's `proxy_set_header Upgrade`).
  server.on("upgrade", (request, socket, head) => {
    const target = targets[next++ % targets.length];
    const upstream = net.connect(target, "127.0.0.1", () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export async function startCluster({ root }) {
  const base = Number(process.env.PORT ?? 3000);
  const ports = { apiA: base + 1, apiB: base + 5, balancer: base + 6, postgres: base + 7, redis: base + 8, s3: base + 9 };
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? "data/cluster");
  mkdirSync(dataDir, { recursive: true });
  const log = (message) => console.log(`\x1b[36mcluster  \x1b[0m│ ${message}`);
  const stops = [];

  const env = {
    DATA_DIR: dataDir,
    SEARCH_ENGINE: "postgres",
    // The secret the instances share: a token one of them signed is good on the other.
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    // Two front-door processes on PORT, each purged on its own port (PORT+10, PORT+11; ADR 114).
    FRONT_DOOR_PROCESSES: process.env.FRONT_DOOR_PROCESSES ?? "2",
  };

  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  else {
    const postgres = await startPostgres({ directory: path.join(dataDir, "postgres"), port: ports.postgres });
    ensureDatabase(postgres, "alentour");
    env.DATABASE_URL = postgres.url.replace(/\/postgres$/, "/alentour");
    stops.push(() => postgres.stop("fast"));
    log(`PostgreSQL on 127.0.0.1:${ports.postgres} (data in ${path.join(dataDir, "postgres")})`);
  }

  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  else {
    const redis = await startRedis({ port: ports.redis, directory: path.join(dataDir, "redis") });
    env.REDIS_URL = redis.url;
    stops.push(() => redis.stop());
    log(`Redis on 127.0.0.1:${ports.redis}`);
  }

  if (process.env.S3_ENDPOINT) Object.assign(env, { FILE_STORAGE: "s3" });
  else {
    // The S3-compatible server of the api's tests (s3rver), with the files' bucket and a private one for unfinished uploads.
    const S3rver = createRequire(path.join(root, "apps/api/package.json"))("s3rver");
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: ports.s3,
      silent: true,
      directory: path.join(dataDir, "s3"),
      configureBuckets: [{ name: "alentour" }, { name: "alentour-uploads" }],
    });
    await s3.run();
    stops.push(() => s3.close());
    Object.assign(env, {
      FILE_STORAGE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_BUCKET: "alentour",
      S3_UPLOADS_BUCKET: "alentour-uploads",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      // Browsers read the files through the front door (/api/files/*), which the pages' policy allows.
      S3_PUBLIC_BASE_URL: `${process.env.PUBLIC_ORIGIN ?? `http://localhost:${base}`}/api/files`,
    });
    log(`S3-compatible store on 127.0.0.1:${ports.s3}`);
  }

  // CLUSTER_API_INSTANCES=1 keeps one instance behind the balancer (to compare, as the load benchmark does).
  const single = process.env.CLUSTER_API_INSTANCES === "1";
  const balancer = await startBalancer(ports.balancer, single ? [ports.apiA] : [ports.apiA, ports.apiB]);
  stops.push(() => new Promise((resolve) => balancer.close(resolve)));
  log(`balancer on 127.0.0.1:${ports.balancer} → api instances on ${single ? ports.apiA : `${ports.apiA} and ${ports.apiB}`}`);

  await startStack({
    root,
    env,
    apiPorts: single ? [] : [ports.apiB],
    apiOrigin: `http://127.0.0.1:${ports.balancer}`,
    onStop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await startCluster({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..") });
}
