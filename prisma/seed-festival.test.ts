import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_CATALOG } from "~/server/domain/achievements";
import { loadAreaFacts } from "~/server/services/area-facts";
import { computeGlobalDashboard } from "~/server/services/dashboard";
import { evaluateAchievements, refreshParticipation } from "~/server/services/progress";
import { createTestDatabase, withTestDatabase } from "~/test/database";
import { DEMO_PEOPLE, FESTIVAL_CHALLENGES, seedFestival } from "./seed-festival";

const db = withTestDatabase();
const now = new Date("2026-07-11T18:00:00Z");

describe("seedFestival", () => {
  it("adds only the catalogue when demo people are not wanted (production)", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.database.prisma.$transaction((tx) =>
        seedFestival(tx, { demoPeople: false, now }),
      );
      expect(await fresh.database.prisma.challenge.count()).toBe(FESTIVAL_CHALLENGES.length);
      expect(await fresh.database.prisma.achievement.count()).toBe(ACHIEVEMENT_CATALOG.length);
      expect(await fresh.database.prisma.user.count()).toBe(0);
      expect(await fresh.database.prisma.pointEntry.count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("seeds the demo festival: every area, published challenges, people with activity", async () => {
    const prisma = db.database.prisma;
    const { created } = await prisma.$transaction((tx) =>
      seedFestival(tx, { demoPeople: true, now }),
    );
    expect(created).toBeGreaterThan(DEMO_PEOPLE.length);
    const challenges = await prisma.challenge.findMany();
    expect(new Set(challenges.map((c) => c.area))).toEqual(
      new Set(["FITNESS", "ARTS", "SUSTAINABILITY", "CARE"]),
    );
    expect(
      challenges
        .filter((c) => c.kind === "BINGO")
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["bingo-easy", "bingo-hard", "bingo-medium"]);
    expect(challenges.filter((c) => c.area === "ARTS" && c.published)).toHaveLength(3);
    expect(await prisma.user.count()).toBe(DEMO_PEOPLE.length);

    const dashboard = await computeGlobalDashboard(prisma, now);
    expect(dashboard.participants).toBeGreaterThan(20);
    for (const area of dashboard.areas) expect(area.actions).toBeGreaterThan(0);
    expect(dashboard.activity.unit).toBe("hour");
    expect(
      dashboard.activity.buckets.filter((b) => b.FITNESS + b.ARTS + b.SUSTAINABILITY + b.CARE > 0)
        .length,
    ).toBeGreaterThan(20);
    expect(dashboard.leaderboard).toHaveLength(10);
    expect(dashboard.leaderboard.some((row) => row.name === "Anonymous")).toBe(true);
    expect(await prisma.userAchievement.count()).toBeGreaterThan(DEMO_PEOPLE.length);
    expect(await prisma.participation.count({ where: { status: "COMPLETED" } })).toBeGreaterThan(0);
  });

  it("derives statuses and achievements exactly as award would", async () => {
    const prisma = db.database.prisma;
    await prisma.$transaction(
      async (tx) => {
        const facts = await loadAreaFacts(tx);
        const participations = await tx.participation.findMany();
        for (const p of participations) {
          const result = await refreshParticipation(tx, p.userId, p.challengeId, facts, now);
          expect(result?.after).toBe(result?.before);
        }
        for (const person of await tx.user.findMany({ select: { id: true } }))
          expect(await evaluateAchievements(tx, person.id, facts, now)).toEqual([]);
      },
      { timeout: 60_000 },
    );
  });

  it("adds nothing when run again, and keeps what admins changed", async () => {
    const prisma = db.database.prisma;
    await prisma.challenge.update({ where: { slug: "refill" }, data: { title: "Bottle refills" } });
    const before = {
      users: await prisma.user.count(),
      entries: await prisma.pointEntry.count(),
      challenges: await prisma.challenge.count(),
    };
    expect(await prisma.$transaction((tx) => seedFestival(tx, { demoPeople: true, now }))).toEqual({
      created: 0,
    });
    expect({
      users: await prisma.user.count(),
      entries: await prisma.pointEntry.count(),
      challenges: await prisma.challenge.count(),
    }).toEqual(before);
    expect((await prisma.challenge.findUniqueOrThrow({ where: { slug: "refill" } })).title).toBe(
      "Bottle refills",
    );
  });
});
