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
import { CARE_POSTS_PER_DAY } from "../src/server/domain/care";
import { bingoCardState, bingoLines } from "../src/shared/bingo";
import {
  BINGO_POINTS,
  CARE_POST_POINTS,
  CARE_POSTS_WITH_POINTS_PER_DAY,
  DIFFICULTIES,
  utcDayStart,
} from "../src/shared/points";

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

/** The tRPC input of a request body (`{ json: input }`, superjson's envelope), or null. */
function inputOf(body: string): Record<string, unknown> | null {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== "object" || parsed === null || !("json" in parsed)) return null;
  const input: unknown = parsed.json;
  return typeof input === "object" && input !== null ? { ...input } : null;
}

const newId = () => randomBytes(12).toString("hex");
type Answer = { status: number; body: unknown };

/**
 * bingo.toggleCell, marking: the cell and its card (one read, the window open?), then in one transaction the
 * per-user-and-card lock, the mark, the card's marks (one read), the ledger rows (the cell, each
 * line it completes, the full card: one insert) and the participation. Skipped: unmarking, the
 * ledger history read and reversals, achievements, the answer's card state and points total.
 */
async function toggleCell(db: Runner, userId: string, cellId: unknown): Promise<Answer> {
  const [cell] = await db.query(
    `SELECT t.id, t.position, t.free, c.id AS "cardId", c.size, c.difficulty, c."challengeId", ch.area
       FROM "BingoTask" t JOIN "BingoCard" c ON c.id = t."cardId" JOIN "Challenge" ch ON ch.id = c."challengeId"
      WHERE t.id = $1 AND ch.published AND (ch."startsAt" IS NULL OR ch."startsAt" <= now())
        AND (ch."endsAt" IS NULL OR ch."endsAt" > now())`,
    [cellId],
  );
  const difficulty = DIFFICULTIES.find((candidate) => candidate === cell?.difficulty);
  if (!cell || cell.free || !difficulty) return { status: 404, body: { error: "no such cell" } };
  return db.transaction(async (query) => {
    await query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `bingo:${userId}:${String(cell.cardId)}`,
    ]);
    const [mark] = await query(
      `INSERT INTO "BingoMark" ("userId", "taskId", "markedAt") VALUES ($1, $2, now())
       ON CONFLICT DO NOTHING RETURNING "taskId"`,
      [userId, cell.id],
    );
    if (!mark) return { status: 200, body: { changed: false } };
    const cells = await query(
      `SELECT t.position, t.free, m."taskId" IS NOT NULL AS marked
         FROM "BingoTask" t LEFT JOIN "BingoMark" m ON m."taskId" = t.id AND m."userId" = $1
        WHERE t."cardId" = $2`,
      [userId, cell.cardId],
    );
    const size = Number(cell.size);
    const state = bingoCardState(
      size,
      cells.map((row) => ({
        position: Number(row.position),
        free: row.free === true,
        marked: row.marked === true,
      })),
    );
    const position = Number(cell.position);
    const scope = `${String(cell.challengeId)}:${userId}`;
    const points = BINGO_POINTS[difficulty];
    const completed = bingoLines(size).filter(
      (line) => line.positions.includes(position) && state.lines.includes(line.id),
    );
    const rows = [
      [
        newId(),
        "BINGO_CELL",
        `${scope}:cell-${position}`,
        points.cell,
        `Bingo cell marked (${difficulty})`,
      ],
      ...completed.map((line) => [
        newId(),
        "BINGO_LINE",
        `${scope}:${line.id}`,
        points.line,
        `Bingo line completed (${difficulty})`,
      ]),
      ...(state.full
        ? [[newId(), "BINGO_CARD", scope, points.card, `Full bingo card (${difficulty})`]]
        : []),
    ];
    const shared = rows.length * 5;
    const values = rows.map((_, index) => {
      const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((offset) => `$${index * 5 + offset}`);
      return `(${a}, ${b}, ${c}, ${d}, ${e}, $${shared + 1}, 1, $${shared + 2}, $${shared + 3}, 0, now())`;
    });
    await query(
      `INSERT INTO "PointEntry" (id, "sourceType", "sourceId", amount, reason, "userId", quantity, area, "challengeId", seq, "createdAt")
       VALUES ${values.join(", ")} ON CONFLICT DO NOTHING`,
      [...rows.flat(), userId, cell.area, cell.challengeId],
    );
    await query(
      `INSERT INTO "Participation" (id, "userId", "challengeId", status, "joinedAt", "updatedAt")
       VALUES ($1, $2, $3, 'IN_PROGRESS', now(), now()) ON CONFLICT ("userId", "challengeId") DO NOTHING`,
      [newId(), userId, cell.challengeId],
    );
    return { status: 200, body: { changed: true, lines: state.lines, full: state.full } };
  });
}

/**
 * care.create: the challenge (open for posts?), then in one transaction the lock on the author's
 * row, today's count of their posts (the daily allowance) and the post. Skipped: the rate-limit
 * counter, the input's validation and normalisation, the word filter (it flags, in JavaScript).
 */
async function createPost(
  db: Runner,
  userId: string,
  input: Record<string, unknown>,
): Promise<Answer> {
  const slug = input.kind === "GRATITUDE" ? "gratitude" : "joy-of-giving";
  const [challenge] = await db.query(
    `SELECT id FROM "Challenge" WHERE slug = $1 AND published AND ("startsAt" IS NULL OR "startsAt" <= now()) AND ("endsAt" IS NULL OR "endsAt" > now())`,
    [slug],
  );
  if (!challenge) return { status: 404, body: { error: "This challenge is not open." } };
  return db.transaction(async (query) => {
    await query(`SELECT id FROM "User" WHERE id = $1 FOR UPDATE`, [userId]);
    const [today] = await query(
      `SELECT count(*)::int AS posts FROM "CarePost" WHERE "userId" = $1 AND "createdAt" >= $2`,
      [userId, utcDayStart(new Date())],
    );
    if (Number(today?.posts) >= CARE_POSTS_PER_DAY)
      return { status: 429, body: { error: "daily allowance" } };
    const [post] = await query(
      `INSERT INTO "CarePost" (id, "userId", kind, message, "toName", anonymous, "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, now(), now())
       RETURNING id, kind, message, "toName", anonymous, status, "createdAt"`,
      [newId(), userId, input.kind, input.message, input.toName ?? null, input.anonymous === true],
    );
    return { status: 200, body: post };
  });
}

/**
 * moderation.care.decide, approving one post: in one transaction the post locked and read with
 * its challenge, its new status, the author's paid posts today (the daily cap), the ledger row,
 * the participation, the audit row and the author's inbox entry. Skipped: achievements, the
 * live-update notice, the audit's full before/after snapshots (the floor writes the status only).
 */
async function decidePost(db: Runner, moderatorId: string, postId: unknown): Promise<Answer> {
  return db.transaction(async (query) => {
    const [post] = await query(
      `SELECT p.id, p."userId", p.status, p.kind, c.id AS "challengeId", c.area
         FROM "CarePost" p JOIN "Challenge" c ON c.slug = CASE p.kind WHEN 'GRATITUDE' THEN 'gratitude' ELSE 'joy-of-giving' END
        WHERE p.id = $1 FOR UPDATE OF p`,
      [postId],
    );
    if (!post) return { status: 404, body: { error: "There is no such post." } };
    if (post.status !== "PENDING") return { status: 409, body: { error: "already decided" } };
    if (post.userId === moderatorId) return { status: 403, body: { error: "own post" } };
    await query(
      `UPDATE "CarePost" SET status = 'APPROVED', reason = NULL, "reportFlagged" = false, "moderatedById" = $2,
              "moderatedAt" = now(), "publishedAt" = now(), "updatedAt" = now() WHERE id = $1`,
      [post.id, moderatorId],
    );
    const [paid] = await query(
      `SELECT count(*)::int AS posts FROM (SELECT "sourceId" FROM "PointEntry"
         WHERE "userId" = $1 AND "sourceType" = 'CARE_POST' AND "createdAt" >= $2
         GROUP BY "sourceId" HAVING sum(amount) > 0) paid`,
      [post.userId, utcDayStart(new Date())],
    );
    const points = Number(paid?.posts) < CARE_POSTS_WITH_POINTS_PER_DAY ? CARE_POST_POINTS : 0;
    await query(
      `INSERT INTO "PointEntry" (id, "userId", area, "challengeId", amount, quantity, reason, "sourceType", "sourceId", seq, "createdAt")
       VALUES ($1, $2, $3, $4, $5, 1, $6, 'CARE_POST', $7, 0, now()) ON CONFLICT DO NOTHING`,
      [
        newId(),
        post.userId,
        post.area,
        post.challengeId,
        points,
        "Gratitude note approved",
        post.id,
      ],
    );
    await query(
      `INSERT INTO "Participation" (id, "userId", "challengeId", status, "joinedAt", "updatedAt")
       VALUES ($1, $2, $3, 'IN_PROGRESS', now(), now()) ON CONFLICT ("userId", "challengeId") DO NOTHING`,
      [newId(), post.userId, post.challengeId],
    );
    await query(
      `INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId", before, after, "createdAt")
       VALUES ($1, $2, 'carePost.approve', 'CarePost', $3, $4, $5, now())`,
      [
        newId(),
        moderatorId,
        post.id,
        JSON.stringify({ status: "PENDING" }),
        JSON.stringify({ status: "APPROVED" }),
      ],
    );
    await query(
      `INSERT INTO "Notification" (id, "userId", kind, title, link, "createdAt")
       VALUES ($1, $2, 'CARE_POST_APPROVED', $3, '/challenge/care', now())`,
      [newId(), post.userId, "Your gratitude note was approved: it is on the wall."],
    );
    return { status: 200, body: { decided: 1 } };
  });
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
          // The essential read since the rollups (README "Rollups"): the areas' sums over slots.
          const rows = await db.query(
            `SELECT area, SUM(participants) AS people, SUM(points) AS points FROM "AreaRollup" GROUP BY area`,
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
      const writes = [
        "/api/trpc/bingo.toggleCell",
        "/api/trpc/care.create",
        "/api/trpc/moderation.care.decide",
      ];
      if (writes.includes(url.pathname)) {
        const input = inputOf(await readBody(request));
        const id = cookieValue(request.headers.cookie);
        const [session] = id ? await db.query(SESSION_SQL, [id]) : [];
        if (!session) return send(401, { error: "sign in" });
        if (!input) return send(400, { error: "no input" });
        const userId = String(session.userId);
        const answer =
          url.pathname === "/api/trpc/bingo.toggleCell"
            ? await toggleCell(db, userId, input.cellId)
            : url.pathname === "/api/trpc/care.create"
              ? await createPost(db, userId, input)
              : session.role === "MODERATOR" || session.role === "ADMIN"
                ? await decidePost(db, userId, Array.isArray(input.ids) ? input.ids[0] : null)
                : { status: 403, body: { error: "moderators only" } };
        return send(answer.status, answer.body);
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
