import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { z, ZodError } from "zod";
import { isAppError } from "~/server/errors";
import type { Role } from "~/generated/prisma/enums";
import { mayCall } from "./access";
import type { Actor } from "./callers";

/** The refusal a call ends with; fails the test when it succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<TRPCError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/**
 * A rate limit's refusal: TOO_MANY_REQUESTS, from the service's AppError, asking to wait more
 * than nothing and at most `maxSeconds`.
 */
export function expectRateLimited(limited: TRPCError, maxSeconds = Number.POSITIVE_INFINITY) {
  expect(limited.code).toBe("TOO_MANY_REQUESTS");
  expect(isAppError(limited.cause, "TOO_MANY_REQUESTS")).toBe(true);
  const wait = isAppError(limited.cause) ? (limited.cause.retryAfterSeconds ?? 0) : 0;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
}

/** The field messages a form would show (from the input schema or a service's field refusal). */
export function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> {
  if (error.cause instanceof ZodError) return z.flattenError(error.cause).fieldErrors;
  if (isAppError(error.cause) && error.cause.fields) return error.cause.fields;
  throw new Error(`expected field errors, got ${error.message}`);
}

/**
 * Calls made as `actor`, one after the other: answered when the actor has `role` (or a role
 * above it); otherwise a visitor is asked to sign in (UNAUTHORIZED) and anyone else refused
 * (FORBIDDEN).
 */
export async function expectOnlyFor(
  role: Role,
  actor: Actor,
  calls: readonly (() => Promise<unknown>)[],
): Promise<void> {
  for (const call of calls) {
    if (mayCall(actor, role)) await expect(call()).resolves.toBeTruthy();
    else
      await expect(call()).rejects.toMatchObject({
        code: actor === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN",
      });
  }
}
