import type { Role } from "~/generated/prisma/enums";

/** PARTICIPANT < MODERATOR < ADMIN: each role includes the ones before it. */
export const ROLE_ORDER: readonly Role[] = ["PARTICIPANT", "MODERATOR", "ADMIN"];

/** How a role reads on every screen (the help desk's and the admin's). */
export const ROLE_LABELS: Record<Role, string> = {
  PARTICIPANT: "Participant",
  MODERATOR: "Moderator",
  ADMIN: "Admin",
};

export function hasRole(role: Role, required: Role): boolean {
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(required);
}

export function parseRole(value: string): Role | null {
  const upper = value.trim().toUpperCase();
  return ROLE_ORDER.find((role) => role === upper) ?? null;
}

/**
 * Why a role change must not happen, or null. The festival always keeps an admin: the last one
 * cannot be demoted (nor deleted, which `otherAdmins` covers the same way).
 */
export function roleChangeRefusal(change: {
  currentRole: Role;
  newRole: Role;
  otherAdmins: number;
}): string | null {
  if (change.currentRole === "ADMIN" && change.newRole !== "ADMIN" && change.otherAdmins === 0) {
    return "This is the last admin: make someone else admin first.";
  }
  return null;
}

/** Why an account must not be deleted, or null: the same rule as demotion keeps an admin. */
export function accountDeletionRefusal(account: {
  role: Role;
  otherAdmins: number;
}): string | null {
  return roleChangeRefusal({
    currentRole: account.role,
    newRole: "PARTICIPANT",
    otherAdmins: account.otherAdmins,
  })
    ? "This is the last admin account: make someone else admin before deleting it."
    : null;
}
