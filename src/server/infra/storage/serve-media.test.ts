import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { withMediaServer } from "~/test/media-server";
import { seedCatalogue } from "~/test/seeds";
import { mediaKeys } from "./index";
import { localStorage } from "./local";
import type { MediaStorage } from "./types";

/**
 * How long caches may keep media (issue R1): approved work is public but a moderator can still
 * withdraw it (reject it, or its author deletes the account). Every cache must ask again within
 * 10 minutes, and then hears 404.
 */

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "festival-serve-media-"));
const disk = localStorage(uploadDir);
let storageReads = 0;
const storage: MediaStorage = {
  ...disk,
  get: (key) => {
    storageReads++;
    return disk.get(key);
  },
};
const db = withTestDatabase(seedCatalogue);
const fetchMedia = withMediaServer({
  prisma: async () => db.database.prisma,
  storage: () => storage,
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

/** An uploaded image with its thumbnail and a submission in `status`. */
async function storedMedia(status: ModerationStatus) {
  const owner = await createSession(db.database, "PARTICIPANT");
  const challenge = await db.database.prisma.challenge.findFirstOrThrow({
    where: { slug: "festival-sketch" },
  });
  const keys = mediaKeys(owner.user.id);
  await storage.put(keys.storageKey, Buffer.from("full image"), "image/webp");
  await storage.put(keys.thumbnailKey, Buffer.from("thumb"), "image/webp");
  const media = await db.database.prisma.media.create({
    data: {
      ownerId: owner.user.id,
      ...keys,
      contentType: "image/webp",
      width: 8,
      height: 6,
      bytes: 15,
    },
  });
  const submission = await db.database.prisma.submission.create({
    data: { userId: owner.user.id, challengeId: challenge.id, text: "", mediaId: media.id, status },
  });
  return { owner, media, submission };
}

const get = (id: string, headers: Record<string, string> = {}, query = "") =>
  fetchMedia(`${id}${query}`, { headers });

function cacheLifetimes(cacheControl: string) {
  const maxAge = Number(/(?:^|,\s*)max-age=(\d+)/.exec(cacheControl)?.[1]);
  const shared = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? maxAge);
  return { maxAge, shared };
}

describe("caching of approved media", () => {
  it("lets browsers and shared caches keep it at most 10 minutes, then revalidate", async () => {
    const { media } = await storedMedia("APPROVED");
    for (const query of ["", "?size=thumb"]) {
      const response = await get(media.id, {}, query);
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl).toMatch(/^public,/);
      expect(cacheControl).not.toMatch(/immutable/);
      expect(cacheControl).toMatch(/must-revalidate/);
      const { maxAge, shared } = cacheLifetimes(cacheControl);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(600);
      expect(shared).toBeLessThanOrEqual(600);
      expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    }
    // Image and thumbnail are different representations.
    const full = (await get(media.id)).headers.get("etag");
    const thumb = (await get(media.id, {}, "?size=thumb")).headers.get("etag");
    expect(full).not.toBe(thumb);
    // The ETag names the stored file, not its owner.
    expect(full).not.toContain(media.ownerId);
  });

  it("answers a revalidation with 304 and no body, without reading the storage", async () => {
    const { media } = await storedMedia("APPROVED");
    const first = await get(media.id);
    const etag = first.headers.get("etag") ?? "";
    const readsBefore = storageReads;
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get(media.id, { "if-none-match": condition });
      expect(again.status, condition).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    }
    expect(storageReads).toBe(readsBefore);
    const changed = await get(media.id, { "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).toString()).toBe("full image");
  });

  it("a withdrawn image is gone at the next revalidation: rejected, or deleted", async () => {
    const { media, submission } = await storedMedia("APPROVED");
    const etag = (await get(media.id)).headers.get("etag") ?? "";

    await db.database.prisma.submission.update({
      where: { id: submission.id },
      data: { status: "REJECTED", openKey: null },
    });
    const conditions: Record<string, string>[] = [{}, { "if-none-match": etag }];
    for (const headers of conditions) {
      const response = await get(media.id, headers);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    }

    const other = await storedMedia("APPROVED");
    const otherEtag = (await get(other.media.id)).headers.get("etag") ?? "";
    await db.database.prisma.user.delete({ where: { id: other.owner.user.id } });
    const deleted = await get(other.media.id, { "if-none-match": otherEtag });
    expect(deleted.status).toBe(404);
  });

  it("never offers revalidation of work that is not public (no ETag, no 304)", async () => {
    const { media, owner } = await storedMedia("PENDING");
    const response = await get(media.id, { cookie: `session=${owner.id}`, "if-none-match": "*" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });
});
