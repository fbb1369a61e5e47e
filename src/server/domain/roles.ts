import type { Role } from "~/generated/prisma/enums";

/** PARTICIPANT < MODERATOR < ADMIN: each role includes the ones before it. */
export const ROLE_ORDER: readonly Role[] = ["PARTICIPANT", "MODERATOR", "ADMIN"];

export function hasRole(role: Role, required: Role): boolean {
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(required);
}
