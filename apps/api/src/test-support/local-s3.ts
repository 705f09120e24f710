import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "#app/storage/s3-storage.ts";

/** A real S3-protocol server on a free local port, with one empty bucket; `stop` removes its data. */
export async function startLocalS3(bucket = "alentour-test"): Promise<{ config: S3StorageConfig; stop: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), "alentour-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket,
      endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      publicBaseUrl: `${endpoint}/${bucket}`,
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
