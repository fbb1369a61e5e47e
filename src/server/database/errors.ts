import { Prisma } from "~/generated/prisma/client";
import { fieldError } from "~/server/errors";

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

/** A unique constraint refused the write (two people racing for one email, say). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Runs a write whose `field` must be unique: a unique violation becomes a CONFLICT shown next to
 * that field of the form, with `message`.
 */
export async function uniqueField<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("CONFLICT", field, message);
    throw error;
  }
}
