import { describe, expect, it } from "vitest";
import { createRng } from "~/server/seed/activity-generator";
import { awardNow } from "./award";
import { clearDashboardCache, computeGlobalDashboard, cachedGlobalDashboard } from "./dashboard";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import {
  compareStandings,
  createRanking,
  rankWithin,
  type Standing,
} from "~/server/domain/standings";
import { allStandings, leaderboard, loadStandings, userStanding } from "./standings";
import { withTestDatabase } from "~/test/database";
import { LIVE_COALESCE_MS } from "~/server/infra/live-events";
import { live } from "./live-updates";
import { challengeIds, seedCatalogue } from "~/test/seeds";

let stationHunt: string;
let refill: string;
let sketch: string;

/** Resolves once no leaderboard event has arrived for longer than one is held back. */
async function leaderboardQuiet(): Promise<void> {
  let seen = live().latest("leaderboard");
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS.leaderboard + 250));
    const now = live().latest("leaderboard");
    if (now === seen) return;
    seen = now;
  }
}

const db = withTestDatabase(async (database) => {
  await seedCatalogue(database);
  const idOf = await challengeIds(database);
  stationHunt = idOf("station-hunt");
  refill = idOf("refill");
  sketch = idOf("festival-sketch");
});

async function user(id: string, publicProfile = true) {
  await db.database.prisma.user.create({
    data: { id, email: `${id}@standings.test`, name: `Name ${id}`, publicProfile },
  });
  return id;
}

function scan(userId: string, n: number, at: Date) {
  return awardNow(
    db.database.prisma,
    { type: "STATION_SCAN", userId, challengeId: stationHunt, scanId: `${userId}-${n}` },
    { now: at },
  );
}

const hour = (h: number) => new Date(Date.UTC(2026, 6, 10, h));

describe("ranks", () => {
  it("break ties by who reached the total first, then by user id, in SQL as in the rule", async () => {
    // b and a reach 20 at the same time; c reached 20 earlier; d has more.
    for (const id of ["tie-b", "tie-a", "tie-c", "tie-d", "tie-e"]) await user(id);
    await scan("tie-c", 1, hour(1));
    await scan("tie-c", 2, hour(2));
    for (const id of ["tie-a", "tie-b"]) {
      await scan(id, 1, hour(1));
      await scan(id, 2, hour(3));
    }
    for (let n = 0; n < 3; n++) await scan("tie-d", n, hour(5));
    // e had 30 too, but lost 10 at hour 6 to a reversal: reaching 20 then counts.
    for (let n = 0; n < 3; n++) await scan("tie-e", n, hour(0));
    await awardNow(
      db.database.prisma,
      {
        type: "STATION_SCAN",
        userId: "tie-e",
        challengeId: stationHunt,
        scanId: "tie-e-0",
        reverse: true,
      },
      { now: hour(6) },
    );

    const order = (await allStandings(db.database.prisma)).map((row) => row.userId);
    expect(order).toEqual(["tie-d", "tie-c", "tie-a", "tie-b", "tie-e"]);
    expect(await userStanding(db.database.prisma, "tie-a")).toEqual({
      total: 20,
      rank: 3,
      rankedUsers: 5,
    });
    // Asking again, in any order, gives the same ranks.
    expect((await allStandings(db.database.prisma)).map((row) => row.userId)).toEqual(order);
  });

  it("match compareStandings on a random festival", async () => {
    const rng = createRng(7);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push(await user(`rnd-${String(i).padStart(2, "0")}`, i % 2 === 0));
    for (const id of ids) {
      const actions = Math.floor(rng() * 4);
      for (let n = 0; n < actions; n++) await scan(id, n, hour(Math.floor(rng() * 3)));
    }
    const rows = await db.database.prisma.pointEntry.groupBy({
      by: ["userId"],
      _sum: { amount: true },
      _max: { createdAt: true },
    });
    const expected: Standing[] = rows
      .filter((row) => row.userId !== null && (row._sum.amount ?? 0) > 0)
      .map((row) => ({
        userId: row.userId ?? "",
        total: row._sum.amount ?? 0,
        reachedAt: row._max.createdAt,
      }));
    // Only scans here (no zero-amount rows), so the last row is when the total was reached.
    expect((await allStandings(db.database.prisma)).map((row) => [row.userId, row.total])).toEqual(
      [...expected].sort(compareStandings).map((s) => [s.userId, s.total]),
    );
  });

  it("leave users without points unranked", async () => {
    const id = await user("nobody");
    expect(await userStanding(db.database.prisma, id)).toMatchObject({ total: 0, rank: null });
  });
});

describe("a user's standing", () => {
  it("gives every user the rank the rule gives over the ledger's totals", async () => {
    const prisma = db.database.prisma;
    const fromLedger = await db.sql.query<Standing>(`
      SELECT "userId", SUM(amount)::int AS total,
             MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
      FROM "PointEntry" WHERE "userId" IS NOT NULL GROUP BY "userId"`);
    const ranking = createRanking(fromLedger);
    expect(createRanking(await loadStandings(prisma)).standings).toEqual(ranking.standings);
    const users = await prisma.user.findMany({ select: { id: true } });
    for (const { id } of users) {
      const own = fromLedger.find((standing) => standing.userId === id);
      const total = own?.total ?? 0;
      expect(await userStanding(prisma, id)).toEqual({
        total,
        ...rankWithin(ranking, own ?? { userId: id, total, reachedAt: null }),
      });
    }
  });

  it("is fresh as soon as an award commits", async () => {
    const prisma = db.database.prisma;
    const climber = await user("climber");
    for (let n = 0; n < 40; n++) await scan(climber, n, hour(7));
    expect(await userStanding(prisma, climber)).toMatchObject({ total: 400, rank: 1 });
    expect((await leaderboard(prisma, 1))[0]).toMatchObject({ userId: climber, total: 400 });
  });
});

describe("leaderboard", () => {
  it("shows the top ten with private profiles as Anonymous and without their id", async () => {
    const board = await leaderboard(db.database.prisma, 10);
    const all = await allStandings(db.database.prisma);
    expect(board).toHaveLength(10);
    expect(board.map((row) => row.total)).toEqual(all.slice(0, 10).map((row) => row.total));
    expect(board.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const row of board) {
      if (row.publicProfile) expect(row.name).toMatch(/^Name /);
      else expect(row).toMatchObject({ name: ANONYMOUS_NAME, userId: null });
    }
  });
});

describe("global dashboard", () => {
  it("agrees with the ledger and the participations", async () => {
    const id = await user("dash-user");
    await awardNow(db.database.prisma, {
      type: "REFILL",
      userId: id,
      challengeId: refill,
      collectionId: "dash-1",
      quantity: 3,
    });
    await awardNow(db.database.prisma, {
      type: "SUBMISSION",
      userId: id,
      challengeId: sketch,
      submissionId: "dash-2",
    });
    const prisma = db.database.prisma;
    const now = new Date();
    const dashboard = await computeGlobalDashboard(prisma, now);
    const ledger = await prisma.pointEntry.aggregate({ _sum: { amount: true } });
    expect(dashboard.points).toBe(ledger._sum.amount);
    for (const figures of dashboard.areas) {
      const area = await prisma.pointEntry.findMany({ where: { area: figures.area } });
      expect(figures.points).toBe(area.reduce((sum, row) => sum + row.amount, 0));
      expect(figures.actions).toBe(
        area.filter((row) => row.seq % 2 === 0).length -
          area.filter((row) => row.seq % 2 === 1).length,
      );
      const people = await prisma.participation.findMany({
        where: { challenge: { area: figures.area } },
        distinct: ["userId"],
      });
      expect(figures.participants).toBe(people.length);
    }
    expect(dashboard.participants).toBe(
      (await prisma.participation.findMany({ distinct: ["userId"] })).length,
    );
    expect(dashboard.registeredUsers).toBe(await prisma.user.count());
    expect(dashboard.achievementsEarned).toBe(await prisma.userAchievement.count());
    expect(dashboard.leaderboard).toEqual(await leaderboard(prisma, 10));

    // Activity: the award rows per bucket, over the axis the rule gives.
    expect(dashboard.activity.unit).toBe("day");
    const counted = dashboard.activity.buckets.reduce(
      (sum, bucket) => sum + bucket.FITNESS + bucket.ARTS + bucket.SUSTAINABILITY + bucket.CARE,
      0,
    );
    const since = dashboard.activity.buckets[0]?.at ?? now;
    const rows = await prisma.pointEntry.findMany({ where: { createdAt: { gte: since } } });
    expect(counted).toBe(rows.filter((row) => row.seq % 2 === 0).length);
  });

  it("counts actions on the festival's days, not UTC's", async () => {
    const id = await user("late-evening");
    // 22:30 UTC on 1 June is already 00:30 on 2 June in Berlin, the festival's time zone.
    await awardNow(
      db.database.prisma,
      { type: "REFILL", userId: id, challengeId: refill, collectionId: "late-1", quantity: 1 },
      { now: new Date("2026-06-01T22:30:00Z") },
    );
    const dashboard = await computeGlobalDashboard(
      db.database.prisma,
      new Date("2026-06-05T12:00:00Z"),
    );
    expect(dashboard.activity.unit).toBe("day");
    const busy = dashboard.activity.buckets.filter((bucket) => bucket.SUSTAINABILITY > 0);
    expect(busy.map((bucket) => bucket.at)).toEqual([new Date("2026-06-01T22:00:00Z")]);
    expect(busy[0]?.SUSTAINABILITY).toBe(1);
  });

  it("is served from memory for a few seconds", async () => {
    // A leaderboard event makes the next request compute afresh (points do not wait). The earlier
    // tests' points announce themselves up to a second later: wait for the last of them, or it
    // lands between the two requests below (the once-in-five flake on PostgreSQL).
    await leaderboardQuiet();
    clearDashboardCache();
    const prisma = db.database.prisma;
    const first = await cachedGlobalDashboard(prisma);
    await user("late-comer");
    const second = await cachedGlobalDashboard(prisma);
    expect(second).toBe(first);
    clearDashboardCache();
    expect((await cachedGlobalDashboard(prisma)).registeredUsers).toBe(first.registeredUsers + 1);
  });
});
