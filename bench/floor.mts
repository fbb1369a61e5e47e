/**
 * The floor for bench/api-load.mts: a bare node:http server doing each scenario's essential SQL
 * through the same driver the app uses (pg, or PGlite in-process), with no framework, no
 * validation, no ORM. What the app adds on top (Next.js, tRPC, superjson, zod, Prisma, session
 * sliding, rate limiting, achievements) is the difference between the two figures.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { openPglite } from "../src/server/database/pglite";
import { resolveDatabaseTarget } from "../src/server/database/target";

type Runner = {
  query(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  transaction<T>(work: (query: Runner["query"]) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

async function openRunner(): Promise<Runner> {
  const target = resolveDatabaseTarget({
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
  });
  if (target.kind === "pglite") {
    const { pglite, close } = await openPglite(target.dataDir);
    return {
      query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
      transaction: (work) =>
        pglite.transaction((tx) =>
          work(async (sql, params) => (await tx.query<Record<string, unknown>>(sql, params)).rows),
        ),
      close,
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  return {
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(async (sql, params) => (await client.query(sql, params)).rows);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const SESSION_SQL = `SELECT s.id, s."expiresAt", u.id AS "userId", u.name, u.email, u.role, u."publicProfile"
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1`;

function cookieValue(header: string | undefined): string | null {
  return /(?:^|;\s*)(?:__Host-)?session=([^;]+)/.exec(header ?? "")?.[1] ?? null;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });
}

function tokenOf(body: string): string | null {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== "object" || parsed === null || !("json" in parsed)) return null;
  const input = parsed.json;
  if (typeof input !== "object" || input === null || !("token" in input)) return null;
  return typeof input.token === "string" ? input.token : null;
}

/** Serves the scenarios on `port` and measures each with `measure` (warm-up pass first). */
export async function measureFloor<S extends { name: string }, M>(
  port: number,
  measure: (port: number, scenario: S) => Promise<M>,
  scenarios: S[],
): Promise<Record<string, M>> {
  // Opened only now: PGlite allows one owner of its data directory, and the app has stopped.
  const db = await openRunner();
  // The dashboard is served from a cache in the app as well; the floor caches its query the same.
  let dashboard: { at: number; body: string } | null = null;

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === "/api/_auth/session") {
        const id = cookieValue(request.headers.cookie);
        const [row] = id ? await db.query(SESSION_SQL, [id]) : [];
        return send(200, row ? { user: row } : {});
      }
      if (url.pathname === "/api/trpc/dashboard.global") {
        if (!dashboard || Date.now() - dashboard.at > 10_000) {
          const rows = await db.query(
            `SELECT area, count(DISTINCT "userId") AS people, sum(amount) AS points FROM "PointEntry" GROUP BY area`,
          );
          dashboard = { at: Date.now(), body: JSON.stringify(rows) };
        }
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(dashboard.body);
      }
      if (url.pathname === "/api/trpc/care.feed") {
        const rows = await db.query(
          `SELECT p.id, p.kind, p."toName", p.category, p.message, p.anonymous, p."publishedAt",
                  CASE WHEN p.anonymous THEN NULL ELSE u.name END AS author
             FROM "CarePost" p JOIN "User" u ON u.id = p."userId"
            WHERE p.status = 'APPROVED' ORDER BY p."publishedAt" DESC, p.id DESC LIMIT 30`,
        );
        return send(200, rows);
      }
      if (url.pathname === "/api/trpc/sustainability.station.scan") {
        const token = tokenOf(await readBody(request));
        const id = cookieValue(request.headers.cookie);
        const [session] = id ? await db.query(SESSION_SQL, [id]) : [];
        if (!session) return send(401, { error: "sign in" });
        const [station] = await db.query(
          `SELECT id, label, points, active FROM "Station" WHERE token = $1`,
          [token],
        );
        if (!station) return send(404, { error: "unknown" });
        const [hunt] = await db.query(
          `SELECT id FROM "Challenge" WHERE kind = 'STATION_HUNT' AND published LIMIT 1`,
        );
        const result = await db.transaction(async (query) => {
          const [scan] = await query(
            `INSERT INTO "StationScan" (id, "userId", "stationId", "scannedAt") VALUES ($1, $2, $3, now())
             ON CONFLICT ("userId", "stationId") DO NOTHING RETURNING id`,
            [randomBytes(12).toString("hex"), session.userId, station.id],
          );
          if (!scan) return { status: "already" };
          await query(
            `INSERT INTO "PointEntry" (id, "userId", area, "challengeId", amount, quantity, reason, "sourceType", "sourceId", seq, "createdAt")
             VALUES ($1, $2, 'SUSTAINABILITY', $3, $4, 1, $5, 'STATION_SCAN', $6, 0, now()) ON CONFLICT DO NOTHING`,
            [
              randomBytes(12).toString("hex"),
              session.userId,
              hunt?.id ?? null,
              station.points,
              `Station: ${String(station.label)}`,
              scan.id,
            ],
          );
          await query(
            `INSERT INTO "Participation" (id, "userId", "challengeId", status, "joinedAt", "updatedAt")
             VALUES ($1, $2, $3, 'IN_PROGRESS', now(), now()) ON CONFLICT ("userId", "challengeId") DO NOTHING`,
            [randomBytes(12).toString("hex"), session.userId, hunt?.id ?? null],
          );
          return { status: "credited" };
        });
        return send(200, result);
      }
      send(404, {});
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const results: Record<string, M> = {};
  try {
    for (const scenario of scenarios) {
      await measure(port, scenario); // warm-up pass, discarded
      results[scenario.name] = await measure(port, scenario);
      console.log(`floor  ${scenario.name.padEnd(30)} ${JSON.stringify(results[scenario.name])}`);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
  }
  return results;
}
