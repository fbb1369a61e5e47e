import { describe, expect, it } from "vitest";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { changeUserRole } from "./user-roles";

const db = withTestDatabase();

describe("changeUserRole", () => {
  it("promotes and demotes by email, in any case", async () => {
    const { user } = await createSession(db.database, "PARTICIPANT");
    expect(await changeUserRole(db.database.prisma, user.email.toUpperCase(), "MODERATOR")).toEqual(
      {
        ok: true,
        previousRole: "PARTICIPANT",
        role: "MODERATOR",
      },
    );
    expect((await db.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe(
      "MODERATOR",
    );
  });

  it("refuses to demote the last admin, and allows it once there is another", async () => {
    const { user: admin } = await createSession(db.database, "ADMIN");
    expect(await changeUserRole(db.database.prisma, admin.email, "PARTICIPANT")).toMatchObject({
      ok: false,
      reason: "last-admin",
    });
    const { user: second } = await createSession(db.database, "PARTICIPANT");
    await changeUserRole(db.database.prisma, second.email, "ADMIN");
    expect(await changeUserRole(db.database.prisma, admin.email, "PARTICIPANT")).toMatchObject({
      ok: true,
    });
    expect(await changeUserRole(db.database.prisma, second.email, "MODERATOR")).toMatchObject({
      ok: false,
      reason: "last-admin",
    });
  });

  it("says so for an unknown email", async () => {
    expect(await changeUserRole(db.database.prisma, "nobody@festival.test", "ADMIN")).toMatchObject(
      {
        ok: false,
        reason: "unknown-user",
      },
    );
  });
});
