/**
 * The public dashboards' queries at scale, uncached: how long each computation takes (p50, p95,
 * max over --runs) and the plan PostgreSQL chose for every SQL statement in it.
 *
 *   npx tsx bench/dashboard-queries.mts [--runs 20]
 *     embedded database (PGlite) in ./data/bench-pglite, or PostgreSQL when DATABASE_URL is set
 *
 * Run it on a database `bench/api-load.mts` has seeded (50,000 users, over a million ledger
 * rows). The pages serve these from a 5-second in-process cache, so a crowd costs one computation
 * per 5 s; this measures that one computation. Plans go to bench/plans/<database>/ (committed, to
 * see a plan change in review); figures to bench/results/dashboards-<database>.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { Prisma, type PrismaClient } from "../src/generated/prisma/client";
import { openDatabase } from "../src/server/database/open";
import { resolveDatabaseTarget } from "../src/server/database/target";
import { computeGlobalDashboard, LEADERBOARD_SIZE } from "../src/server/services/dashboard";
import { computePublicImpact } from "../src/server/services/impact";
import { leaderboard, userStanding } from "../src/server/services/standings";
import { stationBoard } from "../src/server/services/stations";

const args = process.argv.slice(2);
const RUNS = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 20;

process.env.PGLITE_DATA_DIR ??= "./data/bench-pglite";
const target = resolveDatabaseTarget({
  DATABASE_URL: process.env.DATABASE_URL,
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
});

type Computation = { name: string; run: (db: PrismaClient) => Promise<unknown> };

/**
 * The ranking computations: the leaderboard, and a person's rank for the ranked user in the
 * middle and the last one (the rank counts the users ahead, so the last is the worst case).
 */
async function rankedUsers(db: PrismaClient): Promise<{ middle: string; last: string }> {
  const rows = await db.$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM "UserRollup" WHERE total > 0
    ORDER BY total DESC, "reachedAt" ASC, "userId" COLLATE "C" ASC`;
  return {
    middle: rows[Math.floor(rows.length / 2)]?.userId ?? "",
    last: rows.at(-1)?.userId ?? "",
  };
}

function computations(ranked: { middle: string; last: string }): Computation[] {
  return [
    { name: "global-dashboard", run: (db) => computeGlobalDashboard(db) },
    { name: "leaderboard", run: (db) => leaderboard(db, LEADERBOARD_SIZE) },
    { name: "rank-middle", run: (db) => userStanding(db, ranked.middle) },
    { name: "rank-last", run: (db) => userStanding(db, ranked.last) },
    { name: "sustainability-impact", run: (db) => computePublicImpact(db) },
    { name: "station-board", run: (db) => stationBoard(db, null, "en") },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The client, with every raw query also explained (ANALYZE, BUFFERS) into `plans`. */
function explaining(db: PrismaClient, plans: string[]): PrismaClient {
  return new Proxy(db, {
    get(client, property) {
      if (property === "$queryRaw") {
        return async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
          const sql = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
          const rows = await client.$queryRawUnsafe<Record<string, string>[]>(
            `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`,
            ...sql.values,
          );
          const plan = rows.map((row) => Object.values(row).join("")).join("\n");
          plans.push(`${sql.text.replace(/^\s+/gm, "")}\n\n${plan}`);
          return client.$queryRaw(sql);
        };
      }
      const value: unknown = Reflect.get(client, property);
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
}

const database = await openDatabase(target);
try {
  const db = database.prisma;
  const [users, ledgerRows] = await Promise.all([db.user.count(), db.pointEntry.count()]);
  console.log(`${database.kind}: ${users} users, ${ledgerRows} ledger rows; ${RUNS} runs each.`);
  const figures: Record<string, { p50: number; p95: number; max: number }> = {};
  const planDir = `bench/plans/${database.kind}`;
  await mkdir(planDir, { recursive: true });
  for (const computation of computations(await rankedUsers(db))) {
    await computation.run(db); // warm-up: plans cached, pages in memory
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await computation.run(db);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    figures[computation.name] = {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times.at(-1) ?? NaN),
    };
    console.log(`${computation.name.padEnd(24)} ${JSON.stringify(figures[computation.name])} ms`);

    const plans: string[] = [];
    await computation.run(explaining(db, plans));
    const header = `-- ${computation.name} on ${database.kind}: ${users} users, ${ledgerRows} ledger rows\n`;
    await writeFile(`${planDir}/${computation.name}.txt`, header + plans.join("\n\n-- next\n"));
  }
  await mkdir("bench/results", { recursive: true });
  await writeFile(
    `bench/results/dashboards-${database.kind}.json`,
    JSON.stringify({ at: new Date(), users, ledgerRows, runs: RUNS, figures }, null, 2),
  );
} finally {
  await database.close();
}
