// Throw-away PostgreSQL and Redis servers of our own, on ports of our choosing: for `npm run start:cluster` and
// for the fault tests, which stop and kill them (never the machine's shared servers). Plain JavaScript so that
// both a script and the api's tests (Node strips nothing here) import it.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The directory of PostgreSQL's programs: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else the PATH. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  return "";
}

/** PostgreSQL refuses to run as root: on the project's machines (root) it runs as the `postgres` user. */
function asServerUser(program, args) {
  const bin = postgresBin();
  const full = bin ? path.join(bin, program) : program;
  return isRoot ? ["runuser", ["-u", "postgres", "--", full, ...args]] : [full, args];
}

function run(program, args, options = {}) {
  const [command, rest] = asServerUser(program, args);
  const result = spawnSync(command, rest, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(" ")} failed: ${result.error?.message ?? ""}${result.stderr ?? ""}${result.stdout ?? ""}`,
    );
  }
  return result.stdout;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A PostgreSQL cluster in `directory` (made with initdb on first use, trust authentication on 127.0.0.1 only),
 * listening on `port`. `stop("immediate")` is a crash as far as clients can tell; `start()` brings it back on
 * the same data.
 */
export async function startPostgres({ directory, port }) {
  const data = path.join(directory, "data");
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    mkdirSync(data, { recursive: true });
    if (isRoot) {
      const { uid, gid } = statSync("/var/lib/postgresql");
      chownSync(directory, uid, gid);
      chownSync(data, uid, gid);
    }
    run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-instructions"]);
  }
  // The server runs as a child of this process (not daemonised by pg_ctl), so that it ends with it even when the
  // process is killed: a test run or `npm run start:cluster` stopped hard leaves no server behind.
  let child = null;
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      const bin = postgresBin();
      const args = [
        "-D",
        data,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${directory}`,
        "-c",
        "max_connections=60",
      ];
      // As root, the server runs as the `postgres` user, without a wrapper between: signals reach it directly.
      const owner = isRoot ? statSync("/var/lib/postgresql") : null;
      child = spawn(bin ? path.join(bin, "postgres") : "postgres", args, {
        stdio: ["ignore", "ignore", "pipe"],
        ...(owner && { uid: owner.uid, gid: owner.gid }),
      });
      let output = "";
      child.stderr.on("data", (chunk) => {
        output = (output + chunk).slice(-4000);
      });
      const started = child;
      await waitUntil(
        async () => {
          if (started.exitCode !== null) throw new Error(`PostgreSQL exited: ${output}`);
          // Accepting connections, not only listening: a server still recovering answers "starting up".
          const ready = spawnSync(bin ? path.join(bin, "pg_isready") : "pg_isready", [
            "-q",
            "-h",
            "127.0.0.1",
            "-p",
            String(port),
          ]);
          return ready.status === 0;
        },
        30_000,
        "PostgreSQL",
      );
    },
    /** "fast": a clean shutdown; "immediate": a crash as far as clients can tell (recovery on the next start). */
    async stop(mode = "fast") {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      // SIGINT is PostgreSQL's fast shutdown, SIGQUIT its immediate one.
      running.kill(mode === "immediate" ? "SIGQUIT" : "SIGINT");
      await exited;
    },
  };
  await server.start();
  return server;
}

/** A Redis server of our own on `port`, keeping nothing on disk unless `directory` is given. */
export async function startRedis({ port, directory = null }) {
  let child = null;
  const server = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", directory ? "yes" : "no"];
      if (directory) {
        mkdirSync(directory, { recursive: true });
        args.push("--dir", directory);
      }
      child = spawn("redis-server", args, { stdio: "ignore" });
      await waitUntil(() => answers(port), 15_000, "Redis");
    },
    /** SIGKILL: the way a crashed or restarted Redis leaves its clients. */
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
  await server.start();
  return server;
}

/** Creates the database on a server of ours if it is not there yet. */
export function ensureDatabase(server, name) {
  const [command, rest] = asServerUser("psql", [
    "-h",
    "127.0.0.1",
    "-p",
    String(server.port),
    "-U",
    "postgres",
    "-tAc",
    `select 1 from pg_database where datname = '${name}'`,
  ]);
  const found = spawnSync(command, rest, { encoding: "utf8" });
  if (found.stdout.trim() === "1") return;
  run("createdb", ["-h", "127.0.0.1", "-p", String(server.port), "-U", "postgres", name]);
}
