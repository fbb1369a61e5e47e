import { TRPCError } from "@trpc/server";

/**
 * Legacy refusals of the areas not yet on `AppError` (`~/server/errors`): new code throws
 * `fieldError` from there and checks unique violations with `~/server/database/errors`.
 */
export { isUniqueViolation } from "~/server/database/errors";

/** Field-level messages for a refusal the input schema could not foresee (a taken email, …). */
export class FieldErrors extends Error {
  override name = "FieldErrors";
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join(" "));
  }
}

/** A refusal shown next to one field of the form, like a validation error. */
export function fieldError(
  code: "BAD_REQUEST" | "CONFLICT",
  field: string,
  message: string,
): TRPCError {
  return new TRPCError({ code, message, cause: new FieldErrors({ [field]: [message] }) });
}
