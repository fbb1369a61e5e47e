import type { IncomingMessage } from "node:http";
import { createServerSideHelpers } from "@trpc/react-query/server";
import superjson from "superjson";
import { appRouter } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { readSession } from "~/server/auth/session";
import { getDatabase } from "~/server/db";

/**
 * For getServerSideProps: calls procedures in-process and hands their results to the page as
 * `trpcState`, so the first HTML is complete. Use `helpers.dehydrate()` in the returned props.
 */
export async function createSsrHelpers(request: IncomingMessage) {
  return createServerSideHelpers({
    router: appRouter,
    ctx: createInnerContext({
      database: await getDatabase(),
      session: await readSession(request),
      ip: request.socket.remoteAddress ?? null,
    }),
    transformer: superjson,
  });
}
