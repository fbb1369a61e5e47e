import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaKeys, storageFromEnv } from "./index";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { MediaStorage } from "./types";

const OWNER = "cmowner0000000000000000001";

/** The same contract, whichever backend. */
function behavesLikeStorage(name: string, make: () => MediaStorage) {
  describe(`${name} storage`, () => {
    it("stores, reads back, replaces and removes", async () => {
      const storage = make();
      const { storageKey, thumbnailKey } = mediaKeys(OWNER);
      await storage.put(storageKey, Buffer.from("image bytes"), "image/webp");
      await storage.put(thumbnailKey, Buffer.from("thumb"), "image/webp");
      expect((await storage.get(storageKey))?.toString()).toBe("image bytes");
      await storage.put(storageKey, Buffer.from("new bytes"), "image/webp");
      expect((await storage.get(storageKey))?.toString()).toBe("new bytes");
      await storage.remove([storageKey, thumbnailKey]);
      expect(await storage.get(storageKey)).toBeNull();
      expect(await storage.get(thumbnailKey)).toBeNull();
    });

    it("answers null for a key that was never stored, and removing it is fine", async () => {
      const storage = make();
      const { storageKey } = mediaKeys(OWNER);
      expect(await storage.get(storageKey)).toBeNull();
      await expect(storage.remove([storageKey])).resolves.toBeUndefined();
    });

    it("refuses keys the app does not make (no path tricks)", async () => {
      const storage = make();
      for (const key of ["../etc/passwd", `${OWNER}/../../x.webp`, "/abs.webp", `${OWNER}/x.html`])
        await expect(storage.get(key)).rejects.toThrow(/Not a media storage key/);
    });
  });
}

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "festival-uploads-"));
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

behavesLikeStorage("local", () => localStorage(uploadDir));

describe("local storage files", () => {
  it("keeps one folder per owner and leaves no temporary files", async () => {
    const storage = localStorage(uploadDir);
    const { storageKey } = mediaKeys(OWNER);
    await storage.put(storageKey, Buffer.from("x"), "image/webp");
    const files = readdirSync(path.join(uploadDir, OWNER));
    expect(files).toContain(path.basename(storageKey));
    expect(files.some((file) => file.endsWith(".part"))).toBe(false);
  });
});

// S3 against s3rver, an S3 server in this process (its files in a temporary folder).
let s3rver: S3rver;
let endpoint = "";
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "festival-s3rver-"));

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "festival-media", configs: [] }],
  });
  const address: AddressInfo = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const s3Settings = () => ({
  endpoint,
  region: "us-east-1",
  bucket: "festival-media",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});

behavesLikeStorage("S3", () => s3Storage(s3Settings()));

describe("choosing the storage", () => {
  const base = {
    UPLOAD_DIR: uploadDir,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: true,
    S3_ENDPOINT: undefined,
    S3_BUCKET: undefined,
    S3_ACCESS_KEY_ID: undefined,
    S3_SECRET_ACCESS_KEY: undefined,
  };

  it("uses local disk unless endpoint, bucket and both keys are set", () => {
    expect(storageFromEnv(base).kind).toBe("local");
    expect(storageFromEnv({ ...base, S3_ENDPOINT: "http://s3.test", S3_BUCKET: "b" }).kind).toBe(
      "local",
    );
    expect(
      storageFromEnv({
        ...base,
        S3_ENDPOINT: "http://s3.test",
        S3_BUCKET: "b",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }).kind,
    ).toBe("s3");
  });

  it("removes many keys in one go on S3", async () => {
    const storage = s3Storage(s3Settings());
    const keys = Array.from({ length: 30 }, () => mediaKeys(OWNER).storageKey);
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key), "image/webp")));
    await storage.remove(keys);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
  });
});
