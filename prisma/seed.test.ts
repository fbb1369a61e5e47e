import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/test/database";
import { DEMO_USERS, seedDemoData } from "./seed";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe("seedDemoData", () => {
  it("creates the demo accounts with their roles", async () => {
    expect(await seedDemoData(db.database.prisma)).toEqual({ created: DEMO_USERS.length });
    const users = await db.database.prisma.user.findMany({ orderBy: { email: "asc" } });
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ["admin@festival.test", "ADMIN"],
      ["moderator@festival.test", "MODERATOR"],
      ["participant@festival.test", "PARTICIPANT"],
    ]);
  });

  it("changes nothing when run again, even after people edited their data", async () => {
    await db.database.prisma.user.update({
      where: { email: "participant@festival.test" },
      data: { name: "Renamed" },
    });
    expect(await seedDemoData(db.database.prisma)).toEqual({ created: 0 });
    expect(await db.database.prisma.user.count()).toBe(DEMO_USERS.length);
    const renamed = await db.database.prisma.user.findUnique({
      where: { email: "participant@festival.test" },
    });
    expect(renamed?.name).toBe("Renamed");
  });
});
