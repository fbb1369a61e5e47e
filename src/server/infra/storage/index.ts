import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { env } from "~/env";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { MediaStorage } from "./types";

export type { MediaStorage } from "./types";

type StorageEnv = Pick<
  typeof env,
  | "UPLOAD_DIR"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The storage the environment asks for: S3 when endpoint, bucket and both keys are set. */
export function storageFromEnv(settings: StorageEnv): MediaStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)
    return s3Storage({
      endpoint: S3_ENDPOINT,
      region: settings.S3_REGION,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    });
  return localStorage(settings.UPLOAD_DIR);
}

declare global {
  // One storage client per process, shared by the API route bundles.
  var festivalMediaStorage: MediaStorage | undefined;
}

/** The app's media storage. */
export function getStorage(): MediaStorage {
  globalThis.festivalMediaStorage ??= storageFromEnv(env);
  return globalThis.festivalMediaStorage;
}

/** Fresh keys for an owner's image and its thumbnail. */
export function mediaKeys(ownerId: string): { storageKey: string; thumbnailKey: string } {
  const name = randomUUID();
  return { storageKey: `${ownerId}/${name}.webp`, thumbnailKey: `${ownerId}/${name}-thumb.webp` };
}

/** Every stored file of a user's media: what has to go when the account goes. */
export async function storedKeysOf(
  db: Pick<Prisma.TransactionClient, "media">,
  ownerId: string,
): Promise<string[]> {
  const rows = await db.media.findMany({
    where: { ownerId },
    select: { storageKey: true, thumbnailKey: true },
  });
  return rows.flatMap((row) => [row.storageKey, row.thumbnailKey]);
}
