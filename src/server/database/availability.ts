/**
 * Whether an error means "the database cannot be reached right now" (stopped, restarting, network
 * gone, pool exhausted) rather than a bug. Those become a 503 that says to try again, instead of a
 * 500; the connection pool reconnects by itself once the server is back.
 */

/** Prisma's codes: cannot reach, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Driver adapter error kinds for the same situations. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);
/** Node's socket errors. */
const ERRNO_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);
/** PostgreSQL: connection exceptions (class 08), shutting down or starting up (57P01–57P03). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Connection refused|the database system is (shutting down|starting up)|terminating connection due to administrator command|Client has encountered a connection error/i;

function isUnavailableCode(code: unknown): boolean {
  return (
    typeof code === "string" &&
    (PRISMA_CODES.has(code) || ERRNO_CODES.has(code) || SQLSTATE.test(code))
  );
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== "object" || error === null) return false;
  if ("code" in error && isUnavailableCode(error.code)) return true;
  if ("originalCode" in error && isUnavailableCode(error.originalCode)) return true;
  if ("kind" in error && typeof error.kind === "string" && ADAPTER_KINDS.has(error.kind))
    return true;
  if ("message" in error && typeof error.message === "string" && MESSAGES.test(error.message)) {
    return true;
  }
  const causes = [
    "cause" in error ? error.cause : undefined,
    ...(error instanceof AggregateError ? error.errors : []),
  ];
  return causes.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
