import { describe, expect, it } from "vitest";
import type { Role } from "~/generated/prisma/enums";
import { accountDeletionRefusal, hasRole, parseRole, roleChangeRefusal } from "./roles";

describe("hasRole", () => {
  const below: Record<Role, Role[]> = {
    PARTICIPANT: ["PARTICIPANT"],
    MODERATOR: ["PARTICIPANT", "MODERATOR"],
    ADMIN: ["PARTICIPANT", "MODERATOR", "ADMIN"],
  };
  const roles: Role[] = ["PARTICIPANT", "MODERATOR", "ADMIN"];

  it.each(roles)("lets %s act as itself and as the roles below it, never above", (role) => {
    for (const required of roles)
      expect(hasRole(role, required)).toBe(below[role].includes(required));
  });
});

describe("parseRole", () => {
  it("reads a role in any case and refuses anything else", () => {
    expect(parseRole("admin")).toBe("ADMIN");
    expect(parseRole(" Moderator ")).toBe("MODERATOR");
    expect(parseRole("PARTICIPANT")).toBe("PARTICIPANT");
    expect(parseRole("root")).toBeNull();
    expect(parseRole("")).toBeNull();
  });
});

describe("roleChangeRefusal", () => {
  it.each<Role>(["MODERATOR", "PARTICIPANT"])("keeps the last admin (ADMIN → %s)", (newRole) => {
    expect(roleChangeRefusal({ currentRole: "ADMIN", newRole, otherAdmins: 0 })).toMatch(
      /last admin/,
    );
  });

  it.each<{ currentRole: Role; newRole: Role; otherAdmins: number }>([
    { currentRole: "ADMIN", newRole: "MODERATOR", otherAdmins: 1 },
    { currentRole: "ADMIN", newRole: "ADMIN", otherAdmins: 0 },
    { currentRole: "PARTICIPANT", newRole: "ADMIN", otherAdmins: 0 },
    { currentRole: "MODERATOR", newRole: "PARTICIPANT", otherAdmins: 3 },
  ])("allows every other change ($currentRole → $newRole, $otherAdmins other admins)", (change) => {
    expect(roleChangeRefusal(change)).toBeNull();
  });
});

describe("accountDeletionRefusal", () => {
  it("keeps the last admin account and lets everyone else go", () => {
    expect(accountDeletionRefusal({ role: "ADMIN", otherAdmins: 0 })).toMatch(/last admin/);
    expect(accountDeletionRefusal({ role: "ADMIN", otherAdmins: 1 })).toBeNull();
    expect(accountDeletionRefusal({ role: "PARTICIPANT", otherAdmins: 0 })).toBeNull();
    expect(accountDeletionRefusal({ role: "MODERATOR", otherAdmins: 0 })).toBeNull();
  });
});
