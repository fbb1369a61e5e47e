/**
 * API load against `next start` on 127.0.0.1, next to the floor: a bare node:http server running
 * the same SQL through the same driver, measured in the same run.
 *
 *   npx tsx bench/api-load.mts [--users 50000] [--duration 10] [--connections 50]
 *     embedded database (PGlite) in ./data/bench-pglite, or PostgreSQL when DATABASE_URL is set
 *
 * Prepares the database first (the embedded one allows one process at a time): the scale seed
 * when it has fewer users than --users, 20 stations, and new bench accounts for each run (the
 * app's, then the floor's; ./fixtures.mts): 2,000 participants, care authors, a moderator.
 * Scenarios: GET /api/_auth/session (signed in), dashboard.global, care.feed, and
 * sustainability.station.scan by distinct users (each request a new user × station pair); then
 * the writes: bingo.toggleCell (each request a cell the participant has not marked yet),
 * care.create (a new note, spread over --writers authors so no one meets the rate limit) and
 * moderation.care.decide (the moderator approves one of --pending queued posts). A write
 * scenario fails loudly on any non-2xx answer or when the run needs more distinct actions than
 * were prepared; after each run the bench counts the rows the writes left.
 * Prints req/s, p50 and p99 for app and floor and their ratio; writes bench/results/api-*.json.
 *
 *   [--writers 20000] [--pending 60000]   care authors, and posts queued for the moderator
 *   [--only scan,care.feed]   only the scenarios whose names contain one of these (app and floor)
 *   [--profile DIR]           the app's server writes a V8 CPU profile there (node --cpu-prof)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import autocannon from "autocannon";
import superjson from "superjson";
import { seedScale } from "../prisma/seed-scale";
import { buildIfNeeded } from "../scripts/lib/build.mts";
import { openDatabase, type Database } from "../src/server/database/open";
import { resolveDatabaseTarget } from "../src/server/database/target";
import { sessionCookieName } from "../src/server/auth/lucia";
import { measureFloor } from "./floor.mts";
import {
  BENCH_NOTE,
  benchFixtures,
  CARE_POSTS_PER_WRITER,
  countWrites,
  type Fixtures,
} from "./fixtures.mts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const USERS = option("users", 50_000);
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 50);
const WRITERS = option("writers", 20_000);
const PENDING = option("pending", 60_000);
const textOption = (name: string) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
const ONLY = textOption("only")?.split(",").filter(Boolean);
const PROFILE_DIR = textOption("profile");
const BENCH_PEOPLE = 2_000;
/**
 * Bingo players tap in groups of this many (at least twice the connections, so that no player has
 * two taps in flight): a group's players take turns until each has marked all 48 cells, then the
 * next group starts. So every 48 × group requests hold the same mix of cells, lines and full
 * cards, however fast the server is (app and floor alike).
 */
const BINGO_GROUP = Math.max(100, 2 * CONNECTIONS);
const STATIONS = 20;
const PORT = 3900;
const FLOOR_PORT = 3901;

process.env.PGLITE_DATA_DIR ??= "./data/bench-pglite";
const target = resolveDatabaseTarget({
  DATABASE_URL: process.env.DATABASE_URL,
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
});

async function prepare(database: Database): Promise<Fixtures> {
  await database.migrate();
  const prisma = database.prisma;
  const users = await prisma.user.count();
  if (users < USERS) {
    console.log(`Seeding ${USERS - users} participants (scale seed)…`);
    await seedScale(prisma, {
      users: USERS - users,
      seed: 7,
      hours: 48,
      log: (line) => console.log(`  ${line}`),
    });
  }
  const ledger = await prisma.pointEntry.count();
  console.log(`Database: ${await prisma.user.count()} users, ${ledger} ledger rows.`);

  // Bench stations: created once. The accounts that scan them are new for every run.
  for (let index = 0; index < STATIONS; index++) {
    const label = `Bench station ${index + 1}`;
    const existing = await prisma.station.findFirst({ where: { label } });
    if (!existing) {
      await prisma.station.create({
        data: { label, token: randomBytes(18).toString("base64url"), position: 10_000 + index },
      });
    }
  }
  const stations = await prisma.station.findMany({
    where: { label: { startsWith: "Bench station " } },
    select: { token: true },
  });
  return freshFixtures(
    database,
    stations.map((station) => station.token),
  );
}

/** New bench accounts, sessions and pending posts for a run (see ./fixtures.mts). */
async function freshFixtures(database: Database, tokens: string[]): Promise<Fixtures> {
  const fixtures = await benchFixtures(database.prisma, {
    people: BENCH_PEOPLE,
    writers: WRITERS,
    pending: PENDING,
    tokens,
  });
  console.log(
    `Bench accounts: ${fixtures.userIds.length} participants (scans, bingo: ${fixtures.bingoCells.length} cells each), ${fixtures.writerIds.length} care authors, a moderator and ${fixtures.pendingPostIds.length} pending posts.`,
  );
  await settle(database);
  return fixtures;
}

/**
 * Lets PostgreSQL finish the preparation's writes before a measurement: replacing the bench
 * accounts deletes and writes hundreds of thousands of rows (cascades, anonymised ledger rows, new
 * posts), and without this the autovacuum and the checkpoint that follow ran during the next
 * scenarios (measured: the scan fell from 189 to 28 req/s over five runs on one database).
 * The embedded database has no background workers to wait for.
 */
async function settle(database: Database) {
  if (database.kind !== "postgresql") return;
  const started = Date.now();
  await database.prisma.$executeRawUnsafe("VACUUM (ANALYZE)");
  // CHECKPOINT needs a superuser or the pg_checkpoint role; without, the measurement goes on.
  const checkpoint = await database.prisma.$executeRawUnsafe("CHECKPOINT").then(
    () => "CHECKPOINT",
    (error: unknown) => `no CHECKPOINT (${error instanceof Error ? error.message : String(error)})`,
  );
  console.log(`Database settled: VACUUM (ANALYZE), ${checkpoint} (${Date.now() - started} ms).`);
}

function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error("the server exited"));
      http
        .get(`http://127.0.0.1:${port}/api/trpc/system.health`, (response) => {
          response.resume();
          if (response.statusCode === 200) resolve();
          else setTimeout(attempt, 500);
        })
        .on("error", () =>
          Date.now() > deadline ? reject(new Error("no health")) : setTimeout(attempt, 500),
        );
    };
    attempt();
  });
}

type Scenario = {
  name: string;
  method: "GET" | "POST";
  /** Builds the n-th request: path, body and cookie. */
  request: (n: number) => { path: string; body?: string; cookie?: string };
  /**
   * A write scenario: how many distinct actions were prepared (request n ≥ capacity would repeat
   * one or be refused). The scenario fails on any non-2xx answer and when it runs out.
   */
  capacity?: number;
};

function trpcQuery(path: string, input: unknown): string {
  return `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

function scenarios(fixtures: Fixtures, cookieName: string): Scenario[] {
  return allScenarios(fixtures, cookieName).filter(
    (scenario) => !ONLY || ONLY.some((part) => scenario.name.includes(part)),
  );
}

function allScenarios(fixtures: Fixtures, cookieName: string): Scenario[] {
  const cookie = (n: number) =>
    `${cookieName}=${fixtures.sessionIds[n % fixtures.sessionIds.length]}`;
  const people = fixtures.sessionIds.length;
  const writers = fixtures.writerSessionIds.length;
  const mutation = (path: string, input: unknown, session: string | undefined) => ({
    path: `/api/trpc/${path}`,
    body: JSON.stringify(superjson.serialize(input)),
    cookie: `${cookieName}=${session}`,
  });
  return [
    {
      name: "GET /api/_auth/session",
      method: "GET",
      request: (n) => ({ path: "/api/_auth/session", cookie: cookie(n) }),
    },
    {
      name: "dashboard.global",
      method: "GET",
      request: () => ({ path: trpcQuery("dashboard.global", undefined) }),
    },
    {
      name: "care.feed",
      method: "GET",
      request: () => ({ path: trpcQuery("care.feed", { limit: 30 }) }),
    },
    {
      name: "sustainability.station.scan",
      method: "POST",
      request: (n) => {
        // Request n: user n mod people, station ⌊n / people⌋: every pair once, users spread out.
        const person = n % fixtures.sessionIds.length;
        const station = Math.floor(n / fixtures.sessionIds.length) % fixtures.tokens.length;
        return {
          path: "/api/trpc/sustainability.station.scan",
          body: JSON.stringify(superjson.serialize({ token: fixtures.tokens[station] })),
          cookie: cookie(person),
        };
      },
    },
    {
      name: "bingo.toggleCell",
      method: "POST",
      // Request n: in group ⌊n / round⌋, player n mod group marks (`marked: true`) their next cell:
      // the easy card row by row, then the medium, then the hard one. Every (player, cell) pair
      // once, so every tap marks a cell; lines and full cards complete on the way.
      capacity: Math.floor(people / BINGO_GROUP) * BINGO_GROUP * fixtures.bingoCells.length,
      request: (n) => {
        const round = BINGO_GROUP * fixtures.bingoCells.length;
        const within = n % round;
        const player = Math.floor(n / round) * BINGO_GROUP + (within % BINGO_GROUP);
        const cell = fixtures.bingoCells[Math.floor(within / BINGO_GROUP)];
        return mutation(
          "bingo.toggleCell",
          { difficulty: cell?.difficulty, cellId: cell?.cellId, marked: true },
          fixtures.sessionIds[player % people],
        );
      },
    },
    {
      name: "care.create",
      method: "POST",
      // Request n: author n mod writers; no author sends more than the per-minute limit allows.
      capacity: writers * CARE_POSTS_PER_WRITER,
      request: (n) =>
        mutation(
          "care.create",
          {
            kind: "GRATITUDE",
            message: `${BENCH_NOTE} ${n}: thanks to the crew who kept the water point running.`,
            toName: "The water point crew",
            anonymous: n % 4 === 0,
          },
          fixtures.writerSessionIds[n % writers],
        ),
    },
    {
      name: "moderation.care.decide",
      method: "POST",
      // Request n approves the n-th pending post: one decision per post.
      capacity: fixtures.pendingPostIds.length,
      request: (n) =>
        mutation(
          "moderation.care.decide",
          {
            ids: [fixtures.pendingPostIds[n % fixtures.pendingPostIds.length]],
            decision: "approve",
          },
          fixtures.moderatorSessionId,
        ),
    },
  ];
}

type Measurement = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Requests made so far per scenario, so that a warm-up pass and the measured pass never repeat a scan. */
let counters = new Map<string, number>();
/** 2xx answers per scenario over every pass of a run (warm-up included), for the writes check. */
let answered = new Map<string, number>();
/** Write scenarios that got a non-2xx answer or ran out of prepared actions: the bench fails. */
const failures: string[] = [];

async function measure(port: number, scenario: Scenario): Promise<Measurement> {
  let refusal: string | null = null;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const n = counters.get(scenario.name) ?? 0;
          counters.set(scenario.name, n + 1);
          const next = scenario.request(n);
          const headers = {
            ...request.headers,
            origin: `http://127.0.0.1:${port}`,
            ...(next.cookie ? { cookie: next.cookie } : {}),
            ...(next.body ? { "content-type": "application/json" } : {}),
          };
          return { ...request, path: next.path, body: next.body, headers };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && refusal === null)
            refusal = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  answered.set(scenario.name, (answered.get(scenario.name) ?? 0) + result["2xx"]);
  if (scenario.capacity !== undefined) {
    const issued = counters.get(scenario.name) ?? 0;
    const problems = [
      ...(result.non2xx > 0 ? [`${result.non2xx} non-2xx answers, the first: ${refusal}`] : []),
      ...(result.errors + result.timeouts > 0
        ? [`${result.errors} errors and ${result.timeouts} timeouts`]
        : []),
      ...(issued > scenario.capacity
        ? [
            `${issued} requests for ${scenario.capacity} prepared actions: raise --writers or --pending, or shorten --duration`,
          ]
        : []),
    ];
    for (const problem of problems) {
      const line = `${port === PORT ? "app" : "floor"} ${scenario.name}: ${problem}`;
      failures.push(line);
      console.error(`\n!!! FAILED ${line}\n`);
    }
  }
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function runApp(fixtures: Fixtures): Promise<Record<string, Measurement>> {
  buildIfNeeded();
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR] : []),
      "node_modules/next/dist/bin/next",
      ...["start", "--port", String(PORT), "--hostname", "127.0.0.1"],
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        APP_URL: `http://127.0.0.1:${PORT}`,
        SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
      },
    },
  );
  const results: Record<string, Measurement> = {};
  try {
    await waitForHealth(PORT, child);
    for (const scenario of scenarios(fixtures, sessionCookieName(true))) {
      await measure(PORT, scenario); // warm-up pass, discarded
      results[scenario.name] = await measure(PORT, scenario);
      console.log(`app    ${scenario.name.padEnd(30)} ${JSON.stringify(results[scenario.name])}`);
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  return results;
}

async function main() {
  const fixtures = await (async () => {
    const database = await openDatabase(target);
    try {
      return await prepare(database);
    } finally {
      await database.close();
    }
  })();

  const app = await runApp(fixtures);
  // The floor acts for new accounts the same way: the same scans, taps, posts and decisions are
  // there to do.
  const database = await openDatabase(target);
  const appWrites = await checkWrites(database, "app", fixtures);
  const floorFixtures = await freshFixtures(database, fixtures.tokens);
  await database.close();
  counters = new Map();
  answered = new Map();
  const floor = await measureFloor(
    FLOOR_PORT,
    measure,
    scenarios(floorFixtures, sessionCookieName(true)),
  );
  const floorWrites = await (async () => {
    const after = await openDatabase(target);
    try {
      return await checkWrites(after, "floor", floorFixtures);
    } finally {
      await after.close();
    }
  })();

  const rows = Object.keys(app).map((name) => {
    const a = app[name];
    const f = floor[name];
    return {
      scenario: name,
      app: a,
      floor: f,
      ratio: a && f ? Math.round((a.rps / f.rps) * 100) / 100 : null,
    };
  });
  await mkdir(new URL("./results/", import.meta.url), { recursive: true });
  const file = new URL(
    `./results/api-${target.kind}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    import.meta.url,
  );
  await writeFile(
    file,
    JSON.stringify(
      {
        target: target.kind,
        users: USERS,
        duration: DURATION,
        connections: CONNECTIONS,
        rows,
        writes: { app: appWrites, floor: floorWrites },
        failures,
      },
      null,
      2,
    ),
  );
  console.log(`\nAPI load on ${target.kind}, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(
    "scenario                         app req/s  p50  p99 | floor req/s  p50  p99 | ratio | non-2xx",
  );
  for (const row of rows) {
    console.log(
      `${row.scenario.padEnd(32)} ${String(row.app?.rps).padStart(9)} ${String(row.app?.p50).padStart(4)} ${String(row.app?.p99).padStart(4)} | ${String(row.floor?.rps).padStart(11)} ${String(row.floor?.p50).padStart(4)} ${String(row.floor?.p99).padStart(4)} | ${String(row.ratio).padStart(5)} | ${row.app?.non2xx}`,
    );
  }
  for (const [run, counts] of [
    ["app", appWrites],
    ["floor", floorWrites],
  ] as const)
    console.log(
      `${run.padEnd(5)} wrote: ${counts.bingoMarks} bingo marks (ledger: ${counts.bingoCells} cells, ${counts.bingoLines} lines, ${counts.bingoCards} full cards), ${counts.newPosts} new posts, ${counts.approved} approvals (${counts.careLedger} ledger rows, ${counts.approvalAudits} audit rows, ${counts.approvalNotices} inbox entries)`,
    );
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.length} problem(s) in the write scenarios:`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
  }
}

/**
 * Counts what the run's write scenarios left in the database and checks it against the answers:
 * at least one row per 2xx answer, at most one per request sent (autocannon drops the answers
 * still on their way when its time is up, the server finishes them).
 */
async function checkWrites(database: Database, run: "app" | "floor", fixtures: Fixtures) {
  const counts = await countWrites(database.prisma, fixtures);
  const expect = (scenario: string, what: string, rows: number) => {
    const ok = answered.get(scenario) ?? 0;
    const sent = counters.get(scenario) ?? 0;
    // A scenario left out by --only sent nothing and must have written nothing.
    const ran = !ONLY || ONLY.some((part) => scenario.includes(part));
    if (ran ? rows >= ok && rows <= sent && rows > 0 : rows === 0) return;
    const line = `${run} ${scenario}: ${rows} ${what} for ${ok} 2xx answers of ${sent} requests`;
    failures.push(line);
    console.error(`\n!!! FAILED ${line}\n`);
  };
  expect("bingo.toggleCell", "bingo marks", counts.bingoMarks);
  expect("bingo.toggleCell", "cell ledger rows", counts.bingoCells);
  expect("care.create", "new posts", counts.newPosts);
  expect("moderation.care.decide", "approved posts", counts.approved);
  expect("moderation.care.decide", "approval ledger rows", counts.careLedger);
  expect("moderation.care.decide", "approval audit rows", counts.approvalAudits);
  expect("moderation.care.decide", "approval inbox entries", counts.approvalNotices);
  return counts;
}

await main();
