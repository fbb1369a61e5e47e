import type { IncomingMessage, ServerResponse } from "node:http";
import { createServerSideHelpers } from "@trpc/react-query/server";
import superjson from "superjson";
import { appRouter } from "~/server/api/root";
import { createRequestContext, type Context } from "~/server/api/trpc";

function helpersFor(context: Context) {
  return createServerSideHelpers({ router: appRouter, ctx: context, transformer: superjson });
}

/**
 * For getServerSideProps: calls procedures in-process and hands their results to the page as
 * `trpcState`, so the first HTML is complete. Use `helpers.dehydrate()` in the returned props.
 * Pass the response too so that a session whose expiry slides gets its cookie renewed.
 */
export async function createSsrHelpers(request: IncomingMessage, response?: ServerResponse) {
  return (await createSsrContext(request, response)).helpers;
}

/** The helpers plus the request's context (its session, database, …). */
export async function createSsrContext(request: IncomingMessage, response?: ServerResponse) {
  const context = await createRequestContext(request, response);
  return { context, helpers: helpersFor(context) };
}
