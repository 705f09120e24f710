import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import { migrate } from "#app/app.ts";
import { openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import { faultServersAvailable } from "#app/test-support/test-app.ts";
import { freePort, type LocalPostgres, startPostgres } from "../../../../scripts/lib/local-services.mjs";

// `kill -9` of an api process while owners write (docs/runtime.md, "Faults"): the real server (src/server.ts) in
// a child process, on a PostgreSQL server of this test's own and on SQLite.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";
const wizard = (name: string) => ({
  name,
  category: "art-culture",
  subCategory: "creative-workshop",
  pricing: "paid",
  setting: "indoor",
  profiles: ["friends", "family"],
  address: { streetNumberAndStreet: "12 rue Saint-Jean", city: "Lyon", country: "FR" },
  location: { lat: 45.7622, lng: 4.8271 },
  openingHours: { mode: "same-every-day", days: ["tuesday", "saturday"], ranges: [{ start: "10:00", end: "18:00" }] },
  legalAccepted: true,
});

describe.skipIf(!faultServersAvailable).each(["postgres", "sqlite"] as const)(
  "kill -9 of the api on %s during writes",
  (kind) => {
    let directory: string;
    let postgres: LocalPostgres | null = null;
    let env: Record<string, string>;
    let base: string;
    let server: ChildProcess | null = null;

    const startServer = async () => {
      const child = spawn(process.execPath, ["src/server.ts"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env,
        stdio: "ignore",
      });
      server = child;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode})`);
        const ready = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error("the api did not start");
    };
    const kill = async () => {
      const child = server;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    };

    beforeAll(async () => {
      directory = await mkdtemp(path.join(tmpdir(), "alentour-kill-"));
      await chmod(directory, 0o755);
      await mkdir(path.join(directory, "data"));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        API_PORT: String(port),
        DATA_DIR: path.join(directory, "data"),
        PUBLIC_ORIGIN: origin,
        SEARCH_ENGINE: kind === "postgres" ? "postgres" : "embedded",
      };
      if (kind === "postgres") {
        postgres = await startPostgres({ directory: path.join(directory, "postgres"), port: await freePort() });
        env.DATABASE_URL = postgres.url;
      }
      const config = loadConfig(env);
      const db = openDatabase(config.database);
      await migrate(config, db);
      await createCityRepository(db.kysely).upsertMany([lyon]);
      await db.close();
      await startServer();
    });
    afterAll(async () => {
      await kill();
      await postgres?.stop("immediate").catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    });

    it("keeps every write it acknowledged, and no half-written activity", async () => {
      const email = `owner-${kind}@example.fr`;
      const post = (url: string, body: object, cookie = "") =>
        fetch(`${base}${url}`, {
          method: "POST",
          headers: { origin, "content-type": "application/json", ...(cookie && { cookie }) },
          body: JSON.stringify(body),
        });
      expect(
        (
          await post("/api/auth/sign-up", {
            firstName: "Camille",
            lastName: "Durand",
            email,
            password,
            passwordConfirmation: password,
          })
        ).status,
      ).toBe(201);
      const token = await lastLinkToken(path.join(env.DATA_DIR as string, "outbox"), email);
      expect((await post("/api/auth/verification/confirm", { token })).status).toBe(200);
      const signedIn = await post("/api/auth/sign-in", { email, password });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");

      // An upload half sent when the process dies: the client resumes it after the restart.
      const first = await post("/api/activities", wizard("Atelier de la bannière"), cookie);
      expect(first.status).toBe(201);
      const { slug: bannerSlug } = (await first.json()) as { slug: string };
      const banner = await sharp({ create: { width: 1020, height: 2400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .jpeg({ quality: 90 })
        .toBuffer();
      const half = Math.floor(banner.length / 2);
      const tus = { origin, cookie, "tus-resumable": "1.0.0" };
      const begun = await fetch(`${base}/api/uploads`, {
        method: "POST",
        headers: {
          ...tus,
          "upload-length": String(banner.length),
          "upload-metadata": `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(bannerSlug).toString("base64")}`,
        },
      });
      expect(begun.status).toBe(201);
      const location = String(begun.headers.get("location"));
      const patch = (offset: number, bytes: Buffer) =>
        fetch(`${base}${location}`, {
          method: "PATCH",
          headers: { ...tus, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
          body: bytes,
        });
      expect((await patch(0, banner.subarray(0, half))).status).toBe(204);

      // Four owners' browsers writing at once; the process is killed while requests are under way.
      const acknowledged: Array<{ name: string; slug: string }> = [];
      let sent = 0;
      let stop = false;
      const writer = async (worker: number) => {
        for (let n = 0; !stop; n += 1) {
          const name = `Atelier ${worker}-${n}`;
          sent += 1;
          try {
            const response = await post("/api/activities", wizard(name), cookie);
            if (response.status === 201) acknowledged.push({ name, slug: ((await response.json()) as { slug: string }).slug });
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), { timeout: 60_000, interval: 20 });
      await kill();
      stop = true;
      await Promise.all(writers);
      expect(sent).toBeGreaterThan(acknowledged.length);

      await startServer();
      // The upload resumes where it stopped; once stored, nothing of it is left among the unfinished uploads, and
      // the files folder holds only the banner's variants.
      const head = await fetch(`${base}${location}`, { method: "HEAD", headers: tus });
      expect(head.headers.get("upload-offset")).toBe(String(half));
      const finished = await patch(half, banner.subarray(half));
      expect(finished.status).toBe(200);
      expect(await readdir(path.join(env.DATA_DIR as string, "uploads"))).toEqual([]);
      const stored = ((await (await fetch(`${base}/api/activities/${bannerSlug}`)).json()) as { bannerUrl: string }).bannerUrl;
      const version = /\/([0-9a-f]{16})-\d+\.webp$/.exec(stored)?.[1];
      expect(version).toBeTruthy();
      const files = await readdir(path.join(env.DATA_DIR as string, "files"), { recursive: true, withFileTypes: true });
      const names = files.filter((entry) => entry.isFile()).map((entry) => entry.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !name.startsWith(`${version}-`))).toEqual([]);
      for (const { name, slug } of acknowledged) {
        const response = await fetch(`${base}/api/activities/${slug}`);
        expect(response.status, slug).toBe(200);
        expect(((await response.json()) as { name: string }).name).toBe(name);
      }
      // Whatever reached the database is whole: each activity of the owner reads back complete, in the owner's list
      // as on its public page, and at most the four requests under way at the kill went beyond the acknowledged ones.
      const mine = await fetch(`${base}/api/me/activities`, { headers: { origin, cookie } });
      expect(mine.status).toBe(200);
      const listed = (await mine.json()) as Array<{ slug: string; name: string; openingHours: unknown; address: unknown }>;
      // The activity that received the banner, the acknowledged ones, and at most the four under way at the kill.
      expect(listed.length).toBeGreaterThanOrEqual(acknowledged.length + 1);
      expect(listed.length).toBeLessThanOrEqual(acknowledged.length + 1 + 4);
      for (const activity of listed) {
        expect(activity.openingHours).toBeTruthy();
        expect(activity.address).toBeTruthy();
        expect((await fetch(`${base}/api/activities/${activity.slug}`)).status).toBe(200);
      }
    });
  },
);
