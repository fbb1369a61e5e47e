import {
  type TRPCClientError,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  isTRPCClientError,
  loggerLink,
  splitLink,
} from "@trpc/client";
import { createTRPCNext } from "@trpc/next";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";
import { TRPC_MAX_BATCH_SIZE } from "./trpc-limits";

// Uploads are rare: their fetch (XMLHttpRequest with progress) loads with the first one.
const uploadFetch = (input: RequestInfo | URL, init?: RequestInit) =>
  import("./upload-progress").then((module) => module.progressFetch(input, init));

function baseUrl(): string {
  if (typeof window !== "undefined") return "";
  return `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * The typed tRPC client for React. Calls are batched; a call made with
 * `{ trpc: { context: { skipBatch: true } } }` goes alone, so a slow query cannot hold up others.
 * FormData (uploads) always goes alone as multipart, through a fetch that reports upload progress.
 */
export const api = createTRPCNext<AppRouter>({
  transformer: superjson,
  ssr: false,
  config() {
    const url = `${baseUrl()}/api/trpc`;
    return {
      links: [
        // The styled request log is for development only (the condition is fixed at build
        // time, so production bundles drop it): production consoles stay quiet.
        ...(process.env.NODE_ENV === "development" ? [loggerLink()] : []),
        splitLink({
          condition: (op) => isNonJsonSerializable(op.input),
          true: httpLink({ url, transformer: superjson, fetch: uploadFetch }),
          false: splitLink({
            condition: (op) => op.context.skipBatch === true,
            true: httpLink({ url, transformer: superjson }),
            false: httpBatchLink({
              url,
              transformer: superjson,
              maxURLLength: 2000,
              maxItems: TRPC_MAX_BATCH_SIZE,
            }),
          }),
        }),
      ],
      queryClientConfig: {
        defaultOptions: {
          // Festival phones are on weak mobile data: keep data a while and retry gently.
          // "offlineFirst": without signal a query still asks once, so the service worker can
          // answer with what it kept (README "Offline"); retries wait for the signal.
          queries: {
            staleTime: 30_000,
            retry: 1,
            refetchOnWindowFocus: false,
            networkMode: "offlineFirst",
          },
        },
      },
    };
  },
});

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Whether an error is the API's answer (a refusal, with its code and data), typed as such. */
export function isApiError(error: unknown): error is TRPCClientError<AppRouter> {
  return isTRPCClientError<AppRouter>(error);
}
