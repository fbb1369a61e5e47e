import { describe, expect, it } from "vitest";
import { loadAreaFacts } from "~/server/services/area-facts";
import { computeGlobalDashboard } from "~/server/services/dashboard";
import { evaluateAchievements, refreshParticipation } from "~/server/services/progress";
import { allStandings } from "~/server/services/standings";
import { createTestDatabase, withTestDatabase, type OpenTestDatabase } from "~/test/database";
import { seedScale } from "./seed-scale";

const db = withTestDatabase();
const now = new Date("2026-07-12T12:00:00Z");

describe("seedScale", () => {
  it("writes users, participations, ledger rows and achievements in bulk", async () => {
    const result = await seedScale(db.database.prisma, { users: 600, batchSize: 250, now });
    const prisma = db.database.prisma;
    expect(result.users).toBe(600);
    expect(await prisma.user.count()).toBe(600);
    expect(result.ledgerRows).toBe(await prisma.pointEntry.count());
    expect(result.ledgerRows).toBeGreaterThan(600);
    expect(result.participations).toBe(await prisma.participation.count());
    expect(result.achievements).toBe(await prisma.userAchievement.count());
    const dashboard = await computeGlobalDashboard(prisma, now);
    expect(dashboard.participants).toBeGreaterThan(300);
    expect((await allStandings(prisma)).length).toBeGreaterThan(300);
  });

  it("leaves nothing for award to correct: statuses and achievements follow the ledger", async () => {
    const prisma = db.database.prisma;
    const sample = await prisma.user.findMany({ take: 60, orderBy: { email: "asc" } });
    await prisma.$transaction(
      async (tx) => {
        const facts = await loadAreaFacts(tx);
        for (const user of sample) {
          for (const p of await tx.participation.findMany({ where: { userId: user.id } })) {
            const result = await refreshParticipation(tx, user.id, p.challengeId, facts, now);
            expect(result?.after).toBe(result?.before);
          }
          expect(await evaluateAchievements(tx, user.id, facts, now)).toEqual([]);
        }
      },
      { timeout: 60_000 },
    );
  });

  it("gives the same festival for the same seed", async () => {
    const other = await createTestDatabase();
    try {
      await seedScale(other.database.prisma, { users: 600, batchSize: 250, now });
      const totals = async (database: OpenTestDatabase) =>
        (await database.database.prisma.pointEntry.aggregate({ _sum: { amount: true } }))._sum
          .amount;
      expect(await totals(other)).toBe(await totals(db));
    } finally {
      await other.close();
    }
  });
});
