/**
 * Where uploaded media lives (DESIGN.md §6.3, §9): one interface, two implementations: local disk
 * under UPLOAD_DIR (the default) and an S3-compatible bucket (when S3_* is set). Keys are made by
 * the app (`mediaKeys`), never taken from a request.
 */
export type MediaStorage = {
  readonly kind: "local" | "s3";
  /** Stores bytes under a key (replacing what was there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or null when there is nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes keys; keys that do not exist are fine. */
  remove(keys: readonly string[]): Promise<void>;
};

/** `{ownerId}/{random}.webp`: the only shape of key the app writes or reads. */
export const STORAGE_KEY = /^[a-z0-9]{1,64}\/[a-f0-9-]{36}(?:-thumb)?\.webp$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
}
