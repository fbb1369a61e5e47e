import type { captureRequestError as captureRequestErrorType } from "@sentry/nextjs";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer();
  const { startServerErrorReporting } = await import("./server/infra/telemetry/sentry");
  await startServerErrorReporting();
}

/** Errors while rendering pages or running API routes go to error reporting (when enabled). */
export async function onRequestError(...args: Parameters<typeof captureRequestErrorType>) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { captureRequestError } = await import("./server/infra/telemetry/sentry");
  await captureRequestError(...args);
}
