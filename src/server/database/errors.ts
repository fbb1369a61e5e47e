import { Prisma } from "~/generated/prisma/client";
import { fieldError } from "~/server/errors";
import type { ServerText } from "~/shared/i18n/server-text";

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

/**
 * A unique constraint refused the write (two people racing for one email, say): a model write's
 * P2002, or a raw statement's P2010 whose driver error is one (a decision's CTEs, issue R6).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  return error.code === "P2010" && driverErrorKind(error.meta) === "UniqueConstraintViolation";
}

/** The kind of the driver adapter's error a raw statement failed with (its `meta`), if any. */
function driverErrorKind(meta: unknown): unknown {
  if (typeof meta !== "object" || meta === null || !("driverAdapterError" in meta)) return null;
  const adapterError = meta.driverAdapterError;
  if (typeof adapterError !== "object" || adapterError === null || !("cause" in adapterError))
    return null;
  const cause = adapterError.cause;
  return typeof cause === "object" && cause !== null && "kind" in cause ? cause.kind : null;
}

/**
 * Runs a write whose `field` must be unique: a unique violation becomes a CONFLICT shown next to
 * that field of the form, with `message`.
 */
export async function uniqueField<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
  /** The refusal by key (README "Languages"), for the pages that word it. */
  text?: ServerText,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("CONFLICT", field, message, text);
    throw error;
  }
}
