import { describe, expect, it } from "vitest";
import { verifyPassword } from "~/server/auth/password";
import { createTestDatabase, withTestDatabase } from "~/test/database";
import { DEMO_PASSWORD, DEMO_USERS, demoAccountsAllowed, seedDemoData } from "./seed";

const db = withTestDatabase();

describe("seedDemoData", () => {
  it("creates the demo accounts with their roles and the demo password", async () => {
    const { created } = await seedDemoData(db.database.prisma, { demoAccounts: true });
    expect(created).toBeGreaterThanOrEqual(DEMO_USERS.length);
    const users = await db.database.prisma.user.findMany({
      where: { email: { in: DEMO_USERS.map((user) => user.email) } },
      orderBy: { email: "asc" },
    });
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ["admin@festival.test", "ADMIN"],
      ["moderator@festival.test", "MODERATOR"],
      ["participant@festival.test", "PARTICIPANT"],
    ]);
    for (const user of users)
      expect(await verifyPassword(user.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  it("changes nothing when run again, even after people edited their data", async () => {
    await db.database.prisma.user.update({
      where: { email: "participant@festival.test" },
      data: { name: "Renamed" },
    });
    const before = await db.database.prisma.user.count();
    expect(await seedDemoData(db.database.prisma, { demoAccounts: true })).toEqual({ created: 0 });
    expect(await db.database.prisma.user.count()).toBe(before);
    const renamed = await db.database.prisma.user.findUnique({
      where: { email: "participant@festival.test" },
    });
    expect(renamed?.name).toBe("Renamed");
  });
});

describe("demo accounts in production", () => {
  it("are allowed only when asked for explicitly", () => {
    expect(demoAccountsAllowed("development", false)).toBe(true);
    expect(demoAccountsAllowed("test", false)).toBe(true);
    expect(demoAccountsAllowed(undefined, false)).toBe(true);
    expect(demoAccountsAllowed("production", false)).toBe(false);
    expect(demoAccountsAllowed("production", true)).toBe(true);
  });

  it("are not created when not allowed", async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDemoData(fresh.database.prisma, { demoAccounts: false });
      const demoAccounts = await fresh.database.prisma.user.count({
        where: { email: { in: DEMO_USERS.map((user) => user.email) } },
      });
      expect(demoAccounts).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
