import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { DataStore, ERRORS, Upload } from "@tus/utils";
import type { S3StorageConfig } from "#app/storage/s3-storage.ts";

const PREFIX = "uploads/";

/**
 * Unfinished resumable uploads in an S3-compatible bucket, shared by every api instance (ADR 075): each PATCH
 * is kept as one object (`uploads/<id>/<offset>`) beside the upload's state (`uploads/<id>.json`), and a finished
 * upload is read back by joining them. Plain PUT, GET, LIST and DELETE only: no multipart upload, whose 5 MiB
 * parts are larger than any file the directory accepts and which the suite's S3 server does not fully implement.
 * The tus lock keeps two requests from writing one upload at the same time (cluster/redis-locker.ts).
 */
export class S3UploadStore extends DataStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly lifetimeMs: number;

  constructor(config: Omit<S3StorageConfig, "publicBaseUrl">, options: { expirationPeriodInMilliseconds: number }) {
    super();
    this.extensions = ["creation", "creation-with-upload", "creation-defer-length", "termination", "expiration"];
    this.bucket = config.bucket;
    this.lifetimeMs = options.expirationPeriodInMilliseconds;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint && { endpoint: config.endpoint }),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private stateKey(id: string) {
    return `${PREFIX}${id}.json`;
  }

  private async saveState(upload: Upload) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.stateKey(upload.id),
        Body: JSON.stringify(upload),
        ContentType: "application/json",
      }),
    );
  }

  private async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  private async object(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  /** The pieces written so far, in order of their offsets. */
  private async pieces(id: string): Promise<string[]> {
    return (await this.keys(`${PREFIX}${id}/`)).sort();
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.storage = { type: "s3", path: `${PREFIX}${upload.id}`, bucket: this.bucket };
    upload.creation_date ??= new Date().toISOString();
    await this.saveState(upload);
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    if (upload.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const data = Buffer.concat(chunks);
    if (data.length === 0) return offset;
    // Zero-padded offsets sort as numbers do.
    const key = `${PREFIX}${id}/${String(offset).padStart(15, "0")}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
    upload.offset = offset + data.length;
    await this.saveState(upload);
    return upload.offset;
  }

  override async getUpload(id: string): Promise<Upload> {
    const state = await this.object(this.stateKey(id));
    if (!state) throw ERRORS.FILE_NOT_FOUND;
    return new Upload(JSON.parse(state.toString("utf8")));
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const upload = await this.getUpload(id);
    upload.size = length;
    await this.saveState(upload);
  }

  override async remove(id: string): Promise<void> {
    const keys = [...(await this.pieces(id)), this.stateKey(id)];
    for (let start = 0; start < keys.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** The whole upload, its pieces joined in order. */
  async read(id: string): Promise<Readable> {
    const pieces = await this.pieces(id);
    const buffers: Buffer[] = [];
    for (const key of pieces) {
      const data = await this.object(key);
      if (data) buffers.push(data);
    }
    return Readable.from([Buffer.concat(buffers)]);
  }

  override getExpiration(): number {
    return this.lifetimeMs;
  }

  /** Drops every unfinished upload begun more than the lifetime ago; how many. */
  override async deleteExpired(): Promise<number> {
    const states = (await this.keys(PREFIX)).filter((key) => key.endsWith(".json"));
    const before = Date.now() - this.lifetimeMs;
    let deleted = 0;
    for (const key of states) {
      const id = key.slice(PREFIX.length, -".json".length);
      const upload = await this.getUpload(id).catch(() => null);
      if (!upload || (upload.creation_date && new Date(upload.creation_date).getTime() < before)) {
        await this.remove(id);
        deleted += 1;
      }
    }
    return deleted;
  }

  close(): void {
    this.client.destroy();
  }
}
