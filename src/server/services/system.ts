import type { Database } from "~/server/db";
import { AppError } from "~/server/errors";
import type { Logger } from "~/server/infra/logger";

/** Set at build time by next.config.mjs; clients compare it to notice a new deployment. */
export const BUILD_ID = process.env.BUILD_ID ?? "development";

/** Whether the database answers, which kind it is, and how long one round trip took. */
export async function checkHealth(
  db: Database["prisma"],
  databaseKind: Database["kind"],
  log: Logger,
) {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
  } catch (error) {
    log.error({ err: error }, "health check: database unreachable");
    throw new AppError("UNAVAILABLE", "The database is not reachable.", { cause: error });
  }
  return {
    status: "ok" as const,
    database: databaseKind,
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** For /sentry-example-page: fails on purpose, to prove server errors reach error reporting. */
export function failOnPurpose(): never {
  throw new Error("Sentry example: a tRPC procedure failed on the server");
}
