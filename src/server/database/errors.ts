/**
 * A database problem that stops start-up. Its message is one line saying what is wrong and
 * what to do; it never contains a password.
 */
export class DatabaseStartupError extends Error {
  override name = "DatabaseStartupError";
}

/** Removes the password from a connection URL so it can appear in messages and logs. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/** By name, not instanceof: scripts may load this module twice (ESM and CommonJS copies). */
export function isDatabaseStartupError(error: unknown): error is DatabaseStartupError {
  return error instanceof Error && error.name === "DatabaseStartupError";
}
