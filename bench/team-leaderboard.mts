/**
 * The team leaderboard's cost at 50,000 users and 5,000 teams (issue R7), uncached: the team
 * points from TeamRollup (kept by the ledger's trigger), the memberships, then the ranking.
 *
 *   npx tsx bench/team-leaderboard.mts [--runs 10] [--points 1000000]
 *     a fresh PGlite in a temporary folder (removed after), or PostgreSQL when DATABASE_URL is set (an EMPTY database: the
 *     script migrates it and fills it)
 *
 * Fills: 50,000 users; 5,000 teams of 1–6 members (17,500 people; one in ten of their periods
 * ended and was followed by a second one, so ended periods are in the join too: 19,000 periods); `--points` ledger rows
 * spread over every user and the last two days. Prints p50/p95/max of `teamLeaderboard` (the
 * aggregate and the ranking; the page then names the top 50).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/database/open";
import { resolveDatabaseTarget } from "../src/server/database/target";
import { forgetTeamRanking, teamLeaderboard } from "../src/server/services/teams";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const RUNS = option("--runs", 10);
const POINTS = option("--points", 1_000_000);
const USERS = 50_000;
const TEAMS = 5_000;

const scratch = mkdtempSync(path.join(os.tmpdir(), "festival-teams-bench-"));
const target = resolveDatabaseTarget({
  DATABASE_URL: process.env.DATABASE_URL,
  PGLITE_DATA_DIR: scratch,
});
const database = await openDatabase(target);
await database.migrate();
const db = database.prisma;

const started = performance.now();
await db.$executeRawUnsafe(`
  INSERT INTO "User" (id, email, name, "updatedAt")
  SELECT 'u' || g, 'u' || g || '@bench.test', 'User ' || g, now()
  FROM generate_series(1, ${USERS}) g`);
await db.$executeRawUnsafe(`
  INSERT INTO "Team" (id, name, "nameKey", "captainId", "joinCode", "updatedAt")
  SELECT 't' || g, 'Team ' || g, 'team ' || g, 'u' || (g * 6 - 5), lpad(g::text, 10, '0'), now()
  FROM generate_series(1, ${TEAMS}) g`);
// Team g holds users 6g-5 … 6g-6+size, size 1–6; every tenth member left a day ago and came back.
await db.$executeRawUnsafe(`
  INSERT INTO "TeamMembership" (id, "teamId", "userId", "joinedAt", "leftAt")
  SELECT 'm' || t || '-' || k, 't' || t, 'u' || (t * 6 - 6 + k),
         now() - interval '3 days', CASE WHEN k % 10 = 0 OR (t + k) % 10 = 0
           THEN now() - interval '1 day' END
  FROM generate_series(1, ${TEAMS}) t, generate_series(1, 6) k
  WHERE k <= 1 + (t % 6)`);
await db.$executeRawUnsafe(`
  INSERT INTO "TeamMembership" (id, "teamId", "userId", "joinedAt")
  SELECT 'r' || m.id, m."teamId", m."userId", now() - interval '12 hours'
  FROM "TeamMembership" m WHERE m."leftAt" IS NOT NULL`);
await db.$executeRawUnsafe(`
  INSERT INTO "PointEntry" (id, "userId", area, amount, reason, "sourceType", "sourceId", "createdAt")
  SELECT 'p' || g, 'u' || (1 + g % ${USERS}), (ARRAY['FITNESS','ARTS','SUSTAINABILITY','CARE'])[1 + g % 4]::"Area",
         1 + g % 10, 'bench', 'CARE_POST', 'bench-' || g,
         now() - (g % 172800) * interval '1 second'
  FROM generate_series(1, ${POINTS}) g`);
await db.$executeRawUnsafe(`ANALYZE`);
const counts = await db.$queryRawUnsafe<{ memberships: number; points: number }[]>(
  `SELECT (SELECT count(*) FROM "TeamMembership")::int AS memberships,
          (SELECT count(*) FROM "PointEntry")::int AS points`,
);
console.log(
  `${target.kind}: ${USERS} users, ${TEAMS} teams, ${counts[0]?.memberships} membership periods, ` +
    `${counts[0]?.points} ledger rows (filled in ${Math.round(performance.now() - started)} ms)`,
);

await teamLeaderboard(db, { limit: 50 }); // warm-up
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  forgetTeamRanking(); // the pages share one computation per 5 s; this measures that one
  const start = performance.now();
  await teamLeaderboard(db, { limit: 50 });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN);
console.log(
  `teamLeaderboard over ${RUNS} runs: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
);
await database.close();
rmSync(scratch, { recursive: true, force: true });
