import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrismaClient } from "~/generated/prisma/client";
import { readSession } from "~/server/auth/session";
import { hasRole } from "~/shared/roles";
import type { MediaStorage } from "./types";

/** Media ids are cuids; anything else is not worth a database query. */
const MEDIA_ID = /^[a-z0-9]{20,40}$/;

/**
 * Approved media is public, but a moderator can still withdraw it (reject it, or its author
 * deletes the account): then it must disappear from screens and CDNs soon, not in a year. So
 * browsers keep it 5 minutes and shared caches 10, then must ask again (`must-revalidate`: never
 * served stale). Asking again is cheap: the ETag names the stored file, which never changes, so
 * an image still approved is answered 304 from one indexed query, without reading the storage;
 * a withdrawn one is answered 404.
 */
const PUBLIC_CACHE = "public, max-age=300, s-maxage=600, must-revalidate";
/** Pending and rejected media is for its owner and moderators only, and never kept. */
const PRIVATE_CACHE = "private, no-store";

export type MediaRequest = IncomingMessage & { query: Partial<Record<string, string | string[]>> };

type Dependencies = {
  prisma: () => Promise<PrismaClient>;
  storage: () => MediaStorage;
};

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", PRIVATE_CACHE);
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.end("Not found");
}

/** The stored file's identity (its key never gets other bytes), without naming its owner. */
function entityTag(storageKey: string): string {
  return `"${createHash("sha256").update(storageKey).digest("base64url").slice(0, 22)}"`;
}

/** Whether If-None-Match names this representation (weak comparison, RFC 9110 §13.1.2). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * GET /api/media/{id}[?size=thumb]: a stored image (DESIGN.md §6.3, §7). Approved work is public
 * and cached for minutes (see PUBLIC_CACHE); anything else only for its owner and moderators,
 * never cached; everyone else gets the same 404 as for an id that does not exist, so ids of hidden work reveal nothing.
 * The body is always the re-encoded WebP the app wrote, sent with nosniff and a sandboxing CSP.
 */
export function createMediaHandler(dependencies: Dependencies) {
  return async function serveMedia(request: MediaRequest, response: ServerResponse) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.statusCode = 405;
      response.setHeader("Allow", "GET, HEAD");
      response.end();
      return;
    }
    const id = single(request.query.id);
    const size = single(request.query.size);
    if (!id || !MEDIA_ID.test(id) || (size !== undefined && size !== "thumb"))
      return notFound(response);

    const prisma = await dependencies.prisma();
    const media = await prisma.media.findUnique({
      where: { id },
      select: {
        ownerId: true,
        storageKey: true,
        thumbnailKey: true,
        contentType: true,
        submission: { select: { status: true } },
      },
    });
    if (!media) return notFound(response);

    const isPublic = media.submission?.status === "APPROVED";
    if (!isPublic) {
      // Only now is the session read: public media stays free of cookies and cacheable.
      const { session } = await readSession(prisma, request.headers.cookie);
      const allowed =
        !!session && (session.user.id === media.ownerId || hasRole(session.user.role, "MODERATOR"));
      if (!allowed) return notFound(response);
    }

    const key = size === "thumb" ? media.thumbnailKey : media.storageKey;
    const etag = isPublic ? entityTag(key) : null;
    if (etag && matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
      response.statusCode = 304;
      response.setHeader("ETag", etag);
      response.setHeader("Cache-Control", PUBLIC_CACHE);
      response.end();
      return;
    }

    const bytes = await dependencies.storage().get(key);
    if (!bytes) return notFound(response);

    response.statusCode = 200;
    response.setHeader("Content-Type", media.contentType);
    response.setHeader("Content-Length", bytes.length);
    response.setHeader("X-Content-Type-Options", "nosniff");
    // Opened on its own, an image gets no scripts, forms or plugins, whatever it claims to be.
    response.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    response.setHeader("Cache-Control", isPublic ? PUBLIC_CACHE : PRIVATE_CACHE);
    if (etag) response.setHeader("ETag", etag);
    if (!isPublic) response.setHeader("Vary", "Cookie");
    response.end(request.method === "HEAD" ? undefined : bytes);
  };
}
