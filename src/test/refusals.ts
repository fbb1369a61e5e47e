import { TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { isAppError } from "~/server/errors";

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
