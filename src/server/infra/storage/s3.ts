import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertStorageKey, type MediaStorage } from "./types";

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** S3's limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/**
 * Media as objects in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, …). Objects are private:
 * the app reads them and serves them through /api/media/{id}, which decides who may see them.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible servers do not understand the
    // newer default trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(keys) {
      keys.forEach(assertStorageKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (result.Errors ?? []).filter((error) => error.Code !== "NoSuchKey");
        if (failed.length > 0)
          throw new Error(`Could not delete ${failed.length} media objects: ${failed[0]?.Code}`);
      }
    },
  };
}
