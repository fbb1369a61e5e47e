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
  return causesOf(error).some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** What an error wraps: its cause, Prisma's driver adapter error, an aggregate's errors. */
function causesOf(error: object): unknown[] {
  const meta = "meta" in error && typeof error.meta === "object" ? error.meta : null;
  return [
    "cause" in error ? error.cause : undefined,
    meta && "driverAdapterError" in meta ? meta.driverAdapterError : undefined,
    ...(error instanceof AggregateError ? error.errors : []),
  ];
}

/** PostgreSQL cannot store the text: a NUL character (22021) or one outside the encoding (22P05). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * Whether the database refused text it cannot store (a NUL byte, say). That is the client's
 * input, not a bug: it becomes a 400 instead of a 500.
 */
export function isUnstorableText(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== "object" || error === null) return false;
  const code = "code" in error ? error.code : undefined;
  const originalCode = "originalCode" in error ? error.originalCode : undefined;
  for (const candidate of [code, originalCode]) {
    if (typeof candidate === "string" && UNSTORABLE_TEXT.has(candidate)) return true;
  }
  return causesOf(error).some((cause) => isUnstorableText(cause, depth + 1));
}
