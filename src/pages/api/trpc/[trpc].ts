import type { NextApiRequest, NextApiResponse } from "next";
import { createNextApiHandler } from "@trpc/server/adapters/next";
import { TRPC_MAX_BATCH_SIZE } from "~/lib/trpc-limits";
import { appRouter } from "~/server/api/root";
import { sharedCacheMeta } from "~/server/api/shared-cache";
import { createContext } from "~/server/api/trpc";
import { getLogger } from "~/server/infra/logger";
import { captureServerError } from "~/server/infra/telemetry/sentry";

/** JSON calls stay small; only the upload procedures take multipart bodies up to an image's size. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;
/** Procedures that take FormData (an 8 MB image plus a text and the form's framing). */
const UPLOAD_PATHS = new Set(["submission.create"]);

function handlerWith(maxBodySize: number) {
  return createNextApiHandler({
    router: appRouter,
    createContext,
    // tRPC reads the body itself (Next's body parser is off, see `config`), stopping at this size.
    maxBodySize,
    // Larger batches are refused with 400 "Batch call exceeds maximum size".
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    responseMeta: sharedCacheMeta,
    onError({ error, path, ctx }) {
      const log = ctx?.log ?? getLogger();
      if (error.code === "INTERNAL_SERVER_ERROR") {
        log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        // The user's id only (no email); a no-op unless SENTRY_DSN is set.
        void captureServerError(error.cause ?? error, {
          userId: ctx?.session?.user.id,
          tags: { trpcPath: path ?? "unknown" },
        });
      } else {
        log.debug({ code: error.code, path }, "tRPC procedure refused");
      }
    },
  });
}

const jsonHandler = handlerWith(JSON_BODY_LIMIT);
const uploadHandler = handlerWith(UPLOAD_BODY_LIMIT);

/** The live streams (server-sent events): see `liveStreamHeaders`. */
const SUBSCRIPTION_PATHS = new Set([
  "care.feedUpdates",
  "dashboard.globalUpdates",
  "announcements.updates",
]);

/**
 * Headers that keep an event stream flowing: Next's compression would hold events back until a
 * buffer fills (it leaves a response alone that already names its encoding or forbids
 * transforms), and so would a buffering proxy (nginx honours X-Accel-Buffering). tRPC sets the
 * last two as well; set here they hold whatever the adapter does.
 */
function liveStreamHeaders(response: NextApiResponse): void {
  response.setHeader("Content-Encoding", "none");
  response.setHeader("Cache-Control", "no-cache, no-transform");
  response.setHeader("X-Accel-Buffering", "no");
}

export default function handler(request: NextApiRequest, response: NextApiResponse) {
  if (request.method === "GET" && SUBSCRIPTION_PATHS.has(String(request.query.trpc))) {
    liveStreamHeaders(response);
  }
  const multipart = request.headers["content-type"]?.startsWith("multipart/form-data") ?? false;
  const path = typeof request.query.trpc === "string" ? request.query.trpc : "";
  return multipart && UPLOAD_PATHS.has(path)
    ? uploadHandler(request, response)
    : jsonHandler(request, response);
}

export const config = {
  // Next's parser would turn a multipart body into a UTF-8 string (breaking images): tRPC reads
  // raw bodies instead, with the limits above.
  api: { bodyParser: false },
};
