import { describe, expect, it } from "vitest";
import { accountDeletionRefusal, hasRole, parseRole, roleChangeRefusal } from "./roles";

describe("hasRole", () => {
  it("lets every role act as itself and as the roles below it", () => {
    expect(hasRole("PARTICIPANT", "PARTICIPANT")).toBe(true);
    expect(hasRole("MODERATOR", "PARTICIPANT")).toBe(true);
    expect(hasRole("MODERATOR", "MODERATOR")).toBe(true);
    expect(hasRole("ADMIN", "PARTICIPANT")).toBe(true);
    expect(hasRole("ADMIN", "MODERATOR")).toBe(true);
    expect(hasRole("ADMIN", "ADMIN")).toBe(true);
  });

  it("never lets a role act as one above it", () => {
    expect(hasRole("PARTICIPANT", "MODERATOR")).toBe(false);
    expect(hasRole("PARTICIPANT", "ADMIN")).toBe(false);
    expect(hasRole("MODERATOR", "ADMIN")).toBe(false);
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
  it("keeps the last admin", () => {
    expect(
      roleChangeRefusal({ currentRole: "ADMIN", newRole: "MODERATOR", otherAdmins: 0 }),
    ).toMatch(/last admin/);
    expect(
      roleChangeRefusal({ currentRole: "ADMIN", newRole: "PARTICIPANT", otherAdmins: 0 }),
    ).toMatch(/last admin/);
  });

  it("allows every other change", () => {
    expect(
      roleChangeRefusal({ currentRole: "ADMIN", newRole: "MODERATOR", otherAdmins: 1 }),
    ).toBeNull();
    expect(
      roleChangeRefusal({ currentRole: "ADMIN", newRole: "ADMIN", otherAdmins: 0 }),
    ).toBeNull();
    expect(
      roleChangeRefusal({ currentRole: "PARTICIPANT", newRole: "ADMIN", otherAdmins: 0 }),
    ).toBeNull();
    expect(
      roleChangeRefusal({ currentRole: "MODERATOR", newRole: "PARTICIPANT", otherAdmins: 3 }),
    ).toBeNull();
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
