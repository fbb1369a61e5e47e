import { describe, expect, it } from "vitest";
import type { AwardEvent } from "~/server/domain/award-events";
import { createRng } from "~/server/seed/activity-generator";
import { withTestDatabase } from "~/test/database";
import { challengeIds, seedDemoFestival } from "~/test/seeds";
import { statementsDuring } from "~/test/statements";
import { adminOverview } from "./admin";
import { awardNow } from "./award";
import { computeGlobalDashboard, LEADERBOARD_SIZE } from "./dashboard";
import { computePublicImpact } from "./impact";
import { leaderboard, userStanding } from "./standings";
import { forgetTeamRanking, teamLeaderboard } from "./teams";

/**
 * The rollups (README "Database", migration 20261124150000_rollups) are sums over the ledger kept
 * by triggers on its INSERT. Here they are recomputed from the ledger after a varied festival
 * (the demo seed's bulk rows, awards and reversals in every area, several days and users, re-awards,
 * revoked certificates, deleted accounts, a deleted challenge) and must be equal to it.
 */

const START = Date.UTC(2026, 6, 10, 6, 7);
const MINUTE = 60_000;

const db = withTestDatabase((database) => seedDemoFestival(database, new Date(START)));

/** Every rollup as the tables hold it, summed over the slots, in a canonical order. */
async function rollupsAsStored() {
  const sql = db.sql;
  return {
    festival: await sql.query(`
      SELECT SUM(users)::int AS users, SUM(participants)::int AS participants,
             SUM(achievements)::int AS achievements
      FROM "FestivalRollup"`),
    areas: await sql.query(`
      SELECT area::text, SUM(points)::int AS points, SUM(awards)::int AS awards,
             SUM(reversals)::int AS reversals, MIN("firstAt") AS "firstAt"
      FROM "AreaRollup" GROUP BY area HAVING MIN("firstAt") IS NOT NULL ORDER BY area`),
    participants: await sql.query(`
      SELECT area::text, SUM(participants)::int AS participants
      FROM "AreaRollup" GROUP BY area HAVING SUM(participants) <> 0 ORDER BY area`),
    sources: await sql.query(`
      SELECT "sourceType"::text, SUM(points)::int AS points, SUM(quantity)::int AS quantity
      FROM "SourceRollup" GROUP BY "sourceType" ORDER BY "sourceType"`),
    activity: await sql.query(`
      SELECT at, area::text, SUM(awards)::int AS awards, SUM(reversals)::int AS reversals,
             SUM(points)::int AS points
      FROM "ActivityRollup" GROUP BY at, area ORDER BY at, area`),
    users: await sql.query(`
      SELECT "userId", total, "reachedAt" FROM "UserRollup" ORDER BY "userId"`),
    userAreas: await sql.query(`
      SELECT "userId", area::text, points, "reachedAt" FROM "UserAreaRollup"
      ORDER BY "userId", area`),
    totals: await sql.query(`
      SELECT total, SUM(users)::int AS users FROM "TotalRollup"
      GROUP BY total HAVING SUM(users) <> 0 ORDER BY total`),
    teams: await sql.query(`
      SELECT "teamId", points, "reachedAt" FROM "TeamRollup"
      WHERE points <> 0 OR "reachedAt" IS NOT NULL ORDER BY "teamId"`),
  };
}

/** The same sums computed from the ledger itself. */
async function rollupsFromLedger() {
  const sql = db.sql;
  return {
    festival: await sql.query(`
      SELECT (SELECT COUNT(*) FROM "User")::int AS users,
             (SELECT COUNT(DISTINCT "userId") FROM "Participation")::int AS participants,
             (SELECT COUNT(*) FROM "UserAchievement")::int AS achievements`),
    areas: await sql.query(`
      SELECT area::text, SUM(amount)::int AS points,
             (COUNT(*) FILTER (WHERE seq % 2 = 0))::int AS awards,
             (COUNT(*) FILTER (WHERE seq % 2 = 1))::int AS reversals, MIN("createdAt") AS "firstAt"
      FROM "PointEntry" GROUP BY area ORDER BY area`),
    participants: await sql.query(`
      SELECT c.area::text, COUNT(DISTINCT p."userId")::int AS participants
      FROM "Participation" p JOIN "Challenge" c ON c.id = p."challengeId"
      GROUP BY c.area ORDER BY 1`),
    sources: await sql.query(`
      SELECT "sourceType"::text, SUM(amount)::int AS points, SUM(quantity)::int AS quantity
      FROM "PointEntry" GROUP BY "sourceType" ORDER BY "sourceType"`),
    activity: await sql.query(`
      SELECT date_bin('15 minutes', "createdAt", TIMESTAMP '2000-01-01') AS at, area::text,
             (COUNT(*) FILTER (WHERE seq % 2 = 0))::int AS awards,
             (COUNT(*) FILTER (WHERE seq % 2 = 1))::int AS reversals, SUM(amount)::int AS points
      FROM "PointEntry" GROUP BY 1, 2 ORDER BY 1, 2`),
    users: await sql.query(`
      SELECT "userId", SUM(amount)::int AS total,
             MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
      FROM "PointEntry" WHERE "userId" IS NOT NULL GROUP BY "userId" ORDER BY "userId"`),
    userAreas: await sql.query(`
      SELECT "userId", area::text, SUM(amount)::int AS points,
             MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
      FROM "PointEntry" WHERE "userId" IS NOT NULL GROUP BY "userId", area
      ORDER BY "userId", area`),
    totals: await sql.query(`
      SELECT total, COUNT(*)::int AS users
      FROM (SELECT SUM(amount)::int AS total FROM "PointEntry"
            WHERE "userId" IS NOT NULL GROUP BY "userId") t
      WHERE total > 0 GROUP BY total ORDER BY total`),
    // A team's points: its members' rows inside their membership periods (README "Teams").
    teams: await sql.query(`
      SELECT m."teamId", SUM(p.amount)::int AS points,
             MAX(p."createdAt") FILTER (WHERE p.amount <> 0) AS "reachedAt"
      FROM "TeamMembership" m
      JOIN "PointEntry" p ON p."userId" = m."userId" AND p."createdAt" >= m."joinedAt"
        AND (m."leftAt" IS NULL OR p."createdAt" < m."leftAt")
      GROUP BY m."teamId"
      HAVING SUM(p.amount) <> 0 OR MAX(p."createdAt") FILTER (WHERE p.amount <> 0) IS NOT NULL
      ORDER BY m."teamId"`),
  };
}

/**
 * Teams with membership periods over the festival's three days: people who stay, one who leaves
 * and joins another team, one who joins late, and members whose accounts are deleted later.
 */
async function formTeams(ids: readonly string[]) {
  const prisma = db.database.prisma;
  const at = (hours: number) => new Date(START + hours * 60 * MINUTE);
  const team = (name: string) =>
    prisma.team.create({
      data: { name, nameKey: name.toLowerCase(), joinCode: name.toUpperCase().padEnd(10, "X") },
      select: { id: true },
    });
  const [larks, owls, wrens] = [await team("larks"), await team("owls"), await team("wrens")];
  const periods = [
    { teamId: larks.id, userId: ids[0]!, joinedAt: at(0) },
    { teamId: larks.id, userId: ids[2]!, joinedAt: at(0) },
    { teamId: larks.id, userId: ids[3]!, joinedAt: at(0), leftAt: at(24) },
    { teamId: larks.id, userId: ids[4]!, joinedAt: at(36) },
    { teamId: owls.id, userId: ids[5]!, joinedAt: at(12) },
    { teamId: owls.id, userId: ids[6]!, joinedAt: at(12) },
    { teamId: owls.id, userId: ids[3]!, joinedAt: at(48) },
    { teamId: wrens.id, userId: ids[1]!, joinedAt: at(6), leftAt: at(60) },
    { teamId: wrens.id, userId: ids[7]!, joinedAt: at(6) },
  ];
  await prisma.teamMembership.createMany({ data: periods });
}

/** A varied festival on top of the demo seed: every kind of award and reversal, days apart. */
async function playFestival() {
  const prisma = db.database.prisma;
  const idOf = await challengeIds(db.database);
  const random = createRng(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const people = await Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      prisma.user.create({
        data: {
          email: `rollup-${n}@rollups.test`,
          name: `Rollup ${n}`,
          publicProfile: n % 2 === 0,
        },
        select: { id: true },
      }),
    ),
  );
  const ids = people.map((person) => person.id);
  await formTeams(ids);
  const events: { event: AwardEvent; at: Date }[] = [];
  for (let step = 0; step < 160; step++) {
    const userId = pick(ids);
    // Over three days, at any minute: several quarter hours, hours and days.
    const at = new Date(START + Math.floor(random() * 3 * 24 * 60) * MINUTE);
    const source = `${step % 20}`;
    const reverse = random() < 0.3;
    const event = pick<AwardEvent>([
      {
        type: "STATION_SCAN",
        userId,
        challengeId: idOf("station-hunt"),
        scanId: `s-${userId}-${source}`,
        reverse,
      },
      {
        type: "REFILL",
        userId,
        challengeId: idOf("refill"),
        collectionId: `r-${userId}-${source}`,
        quantity: 1 + (step % 5),
        reverse,
      },
      {
        type: "CARE_POST",
        userId,
        challengeId: idOf("gratitude"),
        postId: `c-${userId}-${source}`,
        reverse,
      },
      {
        type: "SUBMISSION",
        userId,
        challengeId: idOf("festival-sketch"),
        submissionId: `a-${userId}-${source}`,
        reverse,
      },
      {
        type: "BINGO_CELL",
        userId,
        challengeId: idOf("bingo-easy"),
        difficulty: "easy",
        cell: `cell-${step % 9}`,
        reverse,
      },
      {
        type: "BINGO_LINE",
        userId,
        challengeId: idOf("bingo-easy"),
        difficulty: "easy",
        line: `row-${step % 3}`,
        reverse,
      },
      { type: "CERTIFICATE", userId, certificateId: `cert-${userId}`, reverse },
    ]);
    events.push({ event, at });
  }
  for (const { event, at } of events) await awardNow(prisma, { ...event, at }, { now: at });
  // Concurrent awards (one statement each, in any order).
  await Promise.all(
    ids.map((userId, n) =>
      awardNow(
        prisma,
        {
          type: "STATION_SCAN",
          userId,
          challengeId: idOf("station-hunt"),
          scanId: `together-${n}`,
        },
        { now: new Date(START + n * 7 * MINUTE) },
      ),
    ),
  );
  // Joined without points, in a challenge that later moves to another area, then is deleted.
  const extra = await prisma.challenge.create({
    data: {
      slug: "rollup-extra",
      area: "FITNESS",
      kind: "SUBMISSION",
      title: "Extra",
      summary: "A challenge that moves and goes",
      published: true,
    },
  });
  for (const userId of ids.slice(0, 6))
    await awardNow(prisma, { type: "CHALLENGE_JOINED", userId, challengeId: extra.id });
  await awardNow(prisma, {
    type: "SUBMISSION",
    userId: ids[3]!,
    challengeId: extra.id,
    submissionId: "extra-1",
  });
  await prisma.challenge.update({ where: { id: extra.id }, data: { area: "ARTS" } });
  expect(await rollupsAsStored()).toEqual(await rollupsFromLedger());
  await prisma.challenge.delete({ where: { id: extra.id } });
  // Accounts deleted: their ledger rows stay (anonymous), their own rollups go.
  await prisma.user.delete({ where: { id: ids[0]! } });
  await prisma.user.delete({ where: { id: ids[1]! } });
  return ids;
}

describe("the rollups", () => {
  it("equal the sums recomputed from the ledger after a varied festival", async () => {
    const deleted = (await playFestival()).slice(0, 2);
    const ledgerRows = await db.database.prisma.pointEntry.count();
    expect(ledgerRows).toBeGreaterThan(200);
    expect(await db.database.prisma.pointEntry.count({ where: { userId: null } })).toBeGreaterThan(
      0,
    );
    const stored = await rollupsAsStored();
    expect(stored).toEqual(await rollupsFromLedger());
    expect(stored.activity.length).toBeGreaterThan(50);
    expect(stored.teams).toHaveLength(3);
    expect(stored.users.map((row) => (row as { userId: string }).userId)).not.toContain(deleted[0]);
  });

  it("refuse to let the ledger's counted columns change or its rows go", async () => {
    const row = await db.database.prisma.pointEntry.findFirstOrThrow({ select: { id: true } });
    await expect(
      db.sql.query(`UPDATE "PointEntry" SET amount = amount + 1 WHERE id = $1`, [row.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.sql.query(`DELETE FROM "PointEntry" WHERE id = $1`, [row.id])).rejects.toThrow(
      /append-only/,
    );
    expect(await rollupsAsStored()).toEqual(await rollupsFromLedger());
  });
});

describe("the dashboards and ranks", () => {
  it("read the rollups, not the ledger", async () => {
    const prisma = db.database.prisma;
    const someone = await prisma.userRollup.findFirstOrThrow({
      where: { total: { gt: 0 } },
      select: { userId: true },
    });
    let overview: Awaited<ReturnType<typeof adminOverview>> | undefined;
    const statements = await statementsDuring(async () => {
      await computeGlobalDashboard(prisma, new Date(START + 3 * 24 * 60 * MINUTE));
      await computePublicImpact(prisma, new Date(START + 3 * 24 * 60 * MINUTE));
      await leaderboard(prisma, LEADERBOARD_SIZE);
      await userStanding(prisma, someone.userId);
      forgetTeamRanking();
      await teamLeaderboard(prisma, { limit: 10 });
      overview = await adminOverview(prisma);
    });
    expect(statements.length).toBeGreaterThan(5);
    expect(statements.filter((statement) => statement.includes('"PointEntry"'))).toEqual([]);
    // The admin home's totals, read from the rollups, are the ledger's.
    const ledger = await prisma.pointEntry.aggregate({
      _sum: { amount: true },
      _count: { _all: true },
    });
    expect(overview?.points).toBe(ledger._sum.amount ?? 0);
    expect(overview?.ledgerRows).toBe(ledger._count._all);
    expect(overview?.achievementsEarned).toBe(await prisma.userAchievement.count());
    const [people] = await db.sql.query<{ count: number }>(
      `SELECT COUNT(DISTINCT "userId")::int AS count FROM "Participation"`,
    );
    expect(overview?.participants).toBe(people?.count);
  });
});
