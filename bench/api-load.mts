/**
 * API load against `next start` on 127.0.0.1, next to the floor: a bare node:http server running
 * the same SQL through the same driver, measured in the same run.
 *
 *   npx tsx bench/api-load.mts [--users 50000] [--duration 10] [--connections 50]
 *     embedded database (PGlite) in ./data/bench-pglite, or PostgreSQL when DATABASE_URL is set
 *
 * Prepares the database first (the embedded one allows one process at a time): the scale seed
 * when it has fewer users than --users, 2,000 bench participants with sessions and 20 stations.
 * Scenarios: GET /api/_auth/session (signed in), dashboard.global, care.feed, and
 * sustainability.station.scan by distinct users (each request a new user × station pair).
 * Prints req/s, p50 and p99 for app and floor and their ratio; writes bench/results/api-*.json.
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

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const USERS = option("users", 50_000);
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 50);
const BENCH_PEOPLE = 2_000;
const STATIONS = 20;
const PORT = 3900;
const FLOOR_PORT = 3901;

process.env.PGLITE_DATA_DIR ??= "./data/bench-pglite";
const target = resolveDatabaseTarget({
  DATABASE_URL: process.env.DATABASE_URL,
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
});

type Fixtures = { sessionIds: string[]; userIds: string[]; tokens: string[] };

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

  // Bench participants and stations: created once, their scans wiped before every run.
  const emails = Array.from(
    { length: BENCH_PEOPLE },
    (_, index) => `bench-${index}@bench.festival.test`,
  );
  await prisma.user.createMany({
    data: emails.map((email, index) => ({
      email,
      name: `Bench ${index}`,
      role: "PARTICIPANT" as const,
    })),
    skipDuplicates: true,
  });
  const people = await prisma.user.findMany({
    where: { email: { in: emails } },
    select: { id: true },
    orderBy: { email: "asc" },
  });
  await prisma.session.deleteMany({ where: { userId: { in: people.map((person) => person.id) } } });
  const sessionIds = people.map(() => randomBytes(20).toString("hex"));
  await prisma.session.createMany({
    data: people.map((person, index) => ({
      id: sessionIds[index] ?? "",
      userId: person.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  });
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
    select: { id: true, token: true },
  });
  const userIds = people.map((person) => person.id);
  await prisma.pointEntry.deleteMany({
    where: { userId: { in: userIds }, sourceType: "STATION_SCAN" },
  });
  await prisma.stationScan.deleteMany({ where: { userId: { in: userIds } } });
  await prisma.rateLimiterFlexible.deleteMany({});
  return { sessionIds, userIds, tokens: stations.map((station) => station.token) };
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
};

function trpcQuery(path: string, input: unknown): string {
  return `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

function scenarios(fixtures: Fixtures, cookieName: string): Scenario[] {
  const cookie = (n: number) =>
    `${cookieName}=${fixtures.sessionIds[n % fixtures.sessionIds.length]}`;
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

async function measure(port: number, scenario: Scenario): Promise<Measurement> {
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
      },
    ],
  });
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
    ["node_modules/next/dist/bin/next", "start", "--port", String(PORT), "--hostname", "127.0.0.1"],
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
  // Scans written by the app run are wiped so the floor inserts the same pairs.
  const database = await openDatabase(target);
  await prepareFloorScans(database, fixtures);
  await database.close();
  counters = new Map();
  const floor = await measureFloor(
    FLOOR_PORT,
    measure,
    scenarios(fixtures, sessionCookieName(true)),
  );

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
      { target: target.kind, users: USERS, duration: DURATION, connections: CONNECTIONS, rows },
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
}

async function prepareFloorScans(database: Database, fixtures: Fixtures): Promise<void> {
  await database.prisma.pointEntry.deleteMany({
    where: { userId: { in: fixtures.userIds }, sourceType: "STATION_SCAN" },
  });
  await database.prisma.stationScan.deleteMany({ where: { userId: { in: fixtures.userIds } } });
}

await main();
