import type { AnyProcedure } from "@trpc/server";
import { callProcedure } from "@trpc/server/unstable-core-do-not-import";
import { appRouter } from "~/server/api/root";
import type { Context } from "~/server/api/trpc";

function isProcedure(value: unknown): value is AnyProcedure {
  return (
    typeof value === "function" &&
    "_def" in value &&
    typeof value._def === "object" &&
    value._def !== null &&
    "procedure" in value._def &&
    value._def.procedure === true
  );
}

function collect(
  record: object,
  prefix: string,
  into: Array<{ path: string; procedure: AnyProcedure }>,
) {
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isProcedure(value)) into.push({ path, procedure: value });
    else if (typeof value === "object" && value !== null) collect(value, path, into);
  }
}

/** Every procedure of the API by its path ("admin.users.list"), as the HTTP handler sees them. */
export function allProcedures(): Array<{ path: string; procedure: AnyProcedure }> {
  const procedures: Array<{ path: string; procedure: AnyProcedure }> = [];
  collect(appRouter._def.record, "", procedures);
  return procedures.sort((a, b) => a.path.localeCompare(b.path));
}

/** Calls a procedure by its path with raw (unvalidated) input, exactly as a request would. */
export function callByPath(
  ctx: Context,
  path: string,
  procedure: AnyProcedure,
  rawInput: unknown,
): Promise<unknown> {
  return callProcedure({
    router: appRouter,
    path,
    ctx,
    type: procedure._def.type,
    getRawInput: () => Promise.resolve(rawInput),
    signal: undefined,
    batchIndex: 0,
  });
}
