import { createNextApiHandler } from "@trpc/server/adapters/next";
import { appRouter } from "~/server/api/root";
import { createContext } from "~/server/api/trpc";
import { getLogger } from "~/server/services/logger";
import { captureServerError } from "~/server/telemetry/sentry";

export default createNextApiHandler({
  router: appRouter,
  createContext,
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

export const config = {
  api: { bodyParser: { sizeLimit: "1mb" } },
};
