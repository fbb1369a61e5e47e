import { TRPCError } from "@trpc/server";
import { Prisma } from "~/generated/prisma/client";

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

/** A unique constraint refused the write (two people racing for one email, say). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
