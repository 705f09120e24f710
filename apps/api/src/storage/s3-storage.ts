import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf, encodePath, type FileStorage } from "./file-storage.ts";

export type S3StorageConfig = {
  bucket: string;
  /** Unset: AWS itself. Set for any S3-compatible store (MinIO, Garage, R2, Scaleway, OVH…). */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects: the bucket's public address or a CDN in front of it. */
  publicBaseUrl: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; most self-hosted stores want it. */
  forcePathStyle: boolean;
};

// Object names are versioned (see uploads/process-upload.ts), so a stored file never changes.
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The same `FileStorage` on any S3-compatible object store (ADR 029). */
export function createS3Storage(config: S3StorageConfig): FileStorage & { close: () => void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several compatible stores refuse the newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const base = config.publicBaseUrl.replace(/\/+$/, "");
  return {
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix ? `${prefix}/` : undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async remove(filePath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: filePath }));
    },
    async put(filePath, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: filePath, Body: data, ContentType: contentType, CacheControl: IMMUTABLE }),
      );
    },
    async get(filePath) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: filePath }));
        if (!object.Body) return null;
        return {
          body: object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(filePath),
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
          return null;
        throw error;
      }
    },
    url: (filePath) => `${base}/${encodePath(filePath)}`,
    close: () => client.destroy(),
  };
}
