import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { z, ZodError } from "zod";
import { isAppError } from "~/server/errors";
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

/** The field messages a form would show (from the input schema or a service's field refusal). */
export function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> {
  if (error.cause instanceof ZodError) return z.flattenError(error.cause).fieldErrors;
  if (isAppError(error.cause) && error.cause.fields) return error.cause.fields;
  throw new Error(`expected field errors, got ${error.message}`);
}

/**
 * Moderators' calls made as `actor`, one after the other: a visitor is asked to sign in, a
 * participant refused, a moderator or admin answered.
 */
export async function expectModeratorsOnly(
  actor: Actor,
  calls: readonly (() => Promise<unknown>)[],
): Promise<void> {
  for (const call of calls) {
    if (actor === "anonymous") await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    else if (actor === "PARTICIPANT")
      await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN" });
    else await expect(call()).resolves.toBeTruthy();
  }
}
