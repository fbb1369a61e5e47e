import { expect } from "vitest";
import type { ProcedurePolicy } from "~/server/api/procedure-policy";
import { hasRole } from "~/shared/roles";
import type { Actor } from "./callers";

/** Whether the actor passes a procedure's policy: anyone for "public", else the role or above. */
export function mayCall(actor: Actor, policy: ProcedurePolicy): boolean {
  return policy === "public" || (actor !== "anonymous" && hasRole(actor, policy));
}

/**
 * The call answers when the actor may make it; otherwise it is refused as the API refuses:
 * UNAUTHORIZED for a visitor, FORBIDDEN for someone signed in without the role.
 */
export async function expectAccess(call: Promise<unknown>, actor: Actor, allowed: boolean) {
  if (allowed) await expect(call).resolves.toBeDefined();
  else
    await expect(call).rejects.toMatchObject({
      code: actor === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN",
    });
}
