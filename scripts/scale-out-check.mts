/**
 * Scale-out checks for the PostgreSQL leg (scripts/pg-leg.sh), DESIGN.md §10: two app instances
 * on one PostgreSQL database.
 *
 *   1. A session started on instance A works on instance B, and ending it on B ends it on A.
 *   2. Concurrent work spread over both instances reconciles exactly: station scans credit once
 *      per user, bingo taps leave marks and ledger in agreement, concurrent approvals of one care
 *      post pay once.
 *   2c. The wall is pushed: a post approved (or unpublished) on one instance reaches the live
 *      streams open on both within 1 s, p95 over 50 approvals, including the wall's refetch.
 *   3. The database stopped under load: requests fail fast with 503, the app recovers by itself
 *      when the server is back, and no half-written change is left (scans ≡ ledger); the live
 *      streams' listening connections come back by themselves too.
 *   4. SIGTERM drains: a request in flight when instance B is told to stop still gets its answer.
 *
 * Environment: APP_A and APP_B (base URLs), B_PID (instance B's process), DATABASE_URL, and
 * PG_STOP / PG_START (shell commands that stop and start the PostgreSQL server).
 */
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import superjson from "superjson";

const A = required("APP_A");
const B = required("APP_B");
const connect = () => new pg.Client({ connectionString: required("DATABASE_URL") });
/** Raw SQL on the shared database (a new client after the outage: a pg client is single-use). */
let db = connect();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`  ok  ${message}`);
}

type TrpcAnswer = { status: number; data: unknown; code: string | null; setCookie: string[] };

/** One tRPC call over HTTP, as the browser makes it (superjson, same-origin). */
async function trpc(
  base: string,
  path: string,
  input: unknown,
  options: { cookie?: string; type?: "query" | "mutation" } = {},
): Promise<TrpcAnswer> {
  const type = options.type ?? "mutation";
  const headers: Record<string, string> = { origin: base };
  if (options.cookie) headers.cookie = options.cookie;
  const body = JSON.stringify(superjson.serialize(input));
  const response =
    type === "query"
      ? await fetch(`${base}/api/trpc/${path}?input=${encodeURIComponent(body)}`, { headers })
      : await fetch(`${base}/api/trpc/${path}`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body,
        });
  const json: unknown = await response.json().catch(() => null);
  let data: unknown = null;
  let code: string | null = null;
  if (typeof json === "object" && json !== null) {
    if (
      "result" in json &&
      typeof json.result === "object" &&
      json.result !== null &&
      "data" in json.result
    ) {
      const result = json.result.data;
      data =
        typeof result === "object" && result !== null && "json" in result ? result.json : result;
    }
    if ("error" in json && typeof json.error === "object" && json.error !== null) {
      const error = "json" in json.error ? json.error.json : json.error;
      if (typeof error === "object" && error !== null && "data" in error) {
        const errorData = error.data;
        if (typeof errorData === "object" && errorData !== null && "code" in errorData) {
          code = String(errorData.code);
        }
      }
    }
  }
  return { status: response.status, data, code, setCookie: response.headers.getSetCookie() };
}

function cookieFrom(setCookie: string[]): string {
  const cookie = setCookie
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => /session=/.test(pair));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

async function sessionUserEmail(base: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${base}/api/_auth/session`, { headers: { cookie } });
  const body: unknown = await response.json();
  if (typeof body === "object" && body !== null && "user" in body) {
    const user = body.user;
    if (typeof user === "object" && user !== null && "email" in user) return String(user.email);
  }
  return null;
}

/** Users with a session each, made directly in the database (registration is rate-limited). */
async function makeParticipants(
  count: number,
  cookieName: string,
  role: "PARTICIPANT" | "MODERATOR" = "PARTICIPANT",
): Promise<Array<{ id: string; cookie: string }>> {
  const people: Array<{ id: string; cookie: string }> = [];
  for (let index = 0; index < count; index++) {
    const id = `scale-${randomBytes(6).toString("hex")}`;
    const sessionId = randomBytes(20).toString("hex");
    await db.query(
      `INSERT INTO "User" (id, email, name, role, "publicProfile", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4::"Role", false, now(), now())`,
      [id, `${id}@scale.festival.test`, `Scale ${index}`, role],
    );
    await db.query(
      `INSERT INTO "Session" (id, "userId", "expiresAt", "loggedInAt") VALUES ($1, $2, now() + interval '1 day', now())`,
      [sessionId, id],
    );
    people.push({ id, cookie: `${cookieName}=${sessionId}` });
  }
  return people;
}

/**
 * A confirmed account signed in on `base`: registered there (which answers before it makes the
 * account, and mails a confirmation link), confirmed in the database, then signed in with the
 * password. Returns the session cookie.
 */
async function signedInOn(base: string, name: string, email: string): Promise<string> {
  const password = "a long enough password";
  const registered = await trpc(base, "auth.register", { name, email, password });
  check(registered.status === 200, `registered ${email} (HTTP ${registered.status})`);
  // The account is made after the answer: wait for it, then confirm it as its mail link would.
  for (let tries = 0; ; tries++) {
    const updated = await db.query(
      `UPDATE "User" SET "emailVerifiedAt" = now() WHERE email = $1 RETURNING id`,
      [email],
    );
    if (updated.rowCount === 1) break;
    if (tries > 50) throw new Error(`the account of ${email} was never made`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signedIn = await trpc(base, "auth.login", { email, password });
  check(signedIn.status === 200, `signed in as ${email} (HTTP ${signedIn.status})`);
  return cookieFrom(signedIn.setCookie);
}

async function sessions(): Promise<void> {
  console.log("== 1. Sessions shared by both instances");
  const email = `scale-out-${Date.now()}@festival.test`;
  const cookie = await signedInOn(A, "Scale Out", email);
  check(
    (await sessionUserEmail(B, cookie)) === email,
    "the session started on A is signed in on B",
  );
  const ended = await fetch(`${B}/api/_auth/session`, { method: "DELETE", headers: { cookie } });
  check(ended.status === 200, "signed out on B");
  check((await sessionUserEmail(A, cookie)) === null, "the session ended on B is gone on A");
  return;
}

async function sessionCookieName(): Promise<string> {
  const cookie = await signedInOn(A, "Cookie Name", `cookie-${Date.now()}@festival.test`);
  return cookie.split("=")[0] ?? "session";
}

async function scansReconcile(): Promise<{ scans: number; ledger: number }> {
  const [row] = (
    await db.query<{ scans: string; ledger: string }>(
      `SELECT (SELECT count(*) FROM "StationScan") AS scans,
              (SELECT count(*) FROM "PointEntry" WHERE "sourceType" = 'STATION_SCAN') AS ledger`,
    )
  ).rows;
  return { scans: Number(row?.scans ?? -1), ledger: Number(row?.ledger ?? -2) };
}

/** A fresh active station worth 10 points, straight into the database: its token. */
async function addStation(label: string, position: number): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await db.query(
    `INSERT INTO "Station" (id, label, description, points, active, token, position, "createdAt", "updatedAt")
     VALUES ($1, $2, '', 10, true, $3, $4, now(), now())`,
    [`station-${position}-${Date.now()}`, label, token, position],
  );
  return token;
}

async function concurrentScans(cookieName: string): Promise<void> {
  console.log("== 2. Concurrent station scans over both instances");
  const token = await addStation("Scale-out station", 999);
  const people = await makeParticipants(40, cookieName);
  const before = await scansReconcile();
  // Each participant scans the same station 5 times, alternating instances, all at once.
  const calls = people.flatMap((person) =>
    Array.from({ length: 5 }, (_, index) =>
      trpc(
        index % 2 === 0 ? A : B,
        "sustainability.station.scan",
        { token },
        { cookie: person.cookie },
      ),
    ),
  );
  const answers = await Promise.all(calls);
  const failures = answers.filter((answer) => answer.status >= 500);
  check(
    failures.length === 0,
    `200 concurrent scans over two instances: no server error (${failures.length})`,
  );
  const after = await scansReconcile();
  check(
    after.scans - before.scans === people.length,
    `exactly one scan per participant (${after.scans - before.scans} of ${people.length})`,
  );
  check(
    after.ledger - before.ledger === people.length,
    `exactly one ledger row per participant (${after.ledger - before.ledger})`,
  );
}

async function one<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  return (await db.query<T>(sql, params)).rows[0];
}

async function concurrentTogglesAndModeration(cookieName: string): Promise<void> {
  console.log("== 2b. Concurrent bingo taps and approvals over both instances");
  const cell = await one<{ id: string }>(
    `SELECT t.id FROM "BingoTask" t JOIN "BingoCard" c ON c.id = t."cardId"
      WHERE c.difficulty = 'easy' AND NOT t.free ORDER BY t.position LIMIT 1`,
  );
  if (!cell) throw new Error("no easy bingo card seeded");
  const players = await makeParticipants(10, cookieName);
  const ids = players.map((player) => player.id);
  const tap = (marked: boolean) =>
    Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 6 }, (_, index) =>
          trpc(
            index % 2 === 0 ? A : B,
            "bingo.toggleCell",
            { difficulty: "easy", cellId: cell.id, marked },
            { cookie: player.cookie },
          ),
        ),
      ),
    );
  const state = async () =>
    one<{ marks: string; net: string }>(
      `SELECT (SELECT count(*) FROM "BingoMark" WHERE "userId" = ANY($1)) AS marks,
              (SELECT coalesce(sum(quantity), 0) FROM "PointEntry" WHERE "userId" = ANY($1) AND "sourceType" = 'BINGO_CELL') AS net`,
      [ids],
    );
  const marking = await tap(true);
  check(
    marking.every((answer) => answer.status < 500),
    "60 concurrent taps to mark: no server error",
  );
  const marked = await state();
  check(
    marked?.marks === "10" && marked.net === "10",
    `one mark and one cell award per player (${marked?.marks} marks, net ${marked?.net})`,
  );
  await tap(false);
  const unmarked = await state();
  check(
    unmarked?.marks === "0" && unmarked.net === "0",
    `taps to unmark leave no mark and a net of 0 (${unmarked?.marks}, ${unmarked?.net})`,
  );

  const [author] = await makeParticipants(1, cookieName);
  const moderators = await makeParticipants(4, cookieName, "MODERATOR");
  const postId = `scale-post-${randomBytes(6).toString("hex")}`;
  await db.query(
    `INSERT INTO "CarePost" (id, "userId", kind, message, anonymous, status, "createdAt", "updatedAt")
     VALUES ($1, $2, 'GRATITUDE', 'Thank you, stage crew', false, 'PENDING', now(), now())`,
    [postId, author?.id],
  );
  const approvals = await Promise.all(
    moderators.flatMap((moderator, index) =>
      [A, B].map((base) =>
        trpc(
          index % 2 === 0 ? base : base === A ? B : A,
          "moderation.care.decide",
          { ids: [postId], decision: "approve" },
          { cookie: moderator.cookie },
        ),
      ),
    ),
  );
  check(
    approvals.every((answer) => answer.status < 500),
    "8 concurrent approvals of one post: no server error",
  );
  const paid = await one<{ rows: string }>(
    `SELECT count(*) AS rows FROM "PointEntry" WHERE "sourceType" = 'CARE_POST' AND "sourceId" = $1`,
    [postId],
  );
  check(paid?.rows === "1", `the post is paid once (${paid?.rows} ledger row)`);
}

/** A wall's live stream (care.feedUpdates, server-sent events) open on `base`. */
async function openWallStream(base: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/trpc/care.feedUpdates`, {
    signal: controller.signal,
    headers: { accept: "text/event-stream" },
  });
  const body = response.body;
  if (!response.ok || !body) throw new Error(`no stream on ${base}: ${response.status}`);
  // When each tracked event arrived; waiters ask for the first one after a count they saw.
  const arrivals: number[] = [];
  let waiting: Array<() => void> = [];
  void (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        // Tracked events carry an id; "connected" and pings do not.
        if (!/^id: /m.test(block)) continue;
        arrivals.push(Date.now());
        for (const wake of waiting) wake();
        waiting = [];
      }
    }
  })().catch(() => undefined);
  return {
    /** Events heard so far. */
    count: () => arrivals.length,
    /** When the first event after the first `seen` arrived (or a failure after `ms`). */
    after(seen: number, ms = 5_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no wall event on ${base} within ${ms} ms`)),
          ms,
        );
        const check = () => {
          const at = arrivals[seen];
          if (at === undefined) return waiting.push(check);
          clearTimeout(timer);
          resolve(at);
        };
        check();
      });
    },
    close: () => controller.abort(),
  };
}

type WallStream = Awaited<ReturnType<typeof openWallStream>>;

/** Whether `postId` is on the wall `base` serves now. */
async function onWall(base: string, postId: string): Promise<boolean> {
  const feed = await trpc(base, "care.feed", { limit: 30 }, { type: "query" });
  const items =
    typeof feed.data === "object" && feed.data !== null && "items" in feed.data
      ? feed.data.items
      : [];
  return Array.isArray(items) && items.some((item: { id?: unknown }) => item.id === postId);
}

/**
 * Milliseconds from sending the decision until each instance's stream heard of it and its wall
 * (refetched on that instance, as a screen does) shows `present`.
 */
async function decideAndTime(
  streams: Array<{ base: string; stream: WallStream }>,
  via: string,
  moderatorCookie: string,
  postId: string,
  decision: "approve" | "reject",
): Promise<number[]> {
  const seen = streams.map(({ stream }) => stream.count());
  const sent = Date.now();
  const answer = await trpc(
    via,
    "moderation.care.decide",
    decision === "approve"
      ? { ids: [postId], decision }
      : { ids: [postId], decision, reason: "Timing the push" },
    { cookie: moderatorCookie },
  );
  if (answer.status !== 200) throw new Error(`${decision} on ${via}: HTTP ${answer.status}`);
  return Promise.all(
    streams.map(async ({ base, stream }, index) => {
      await stream.after(seen[index] ?? 0);
      if ((await onWall(base, postId)) !== (decision === "approve"))
        throw new Error(`the wall on ${base} does not show the ${decision} after its event`);
      return Date.now() - sent;
    }),
  );
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Infinity;
}

const PUSH_SAMPLES = 50;
const PUSH_WITHIN_MS = 1_000;

/** A pending post by a fresh author, straight into the database: its id. */
async function pendingPost(cookieName: string, message: string): Promise<string> {
  const [author] = await makeParticipants(1, cookieName);
  const postId = `push-post-${randomBytes(6).toString("hex")}`;
  await db.query(
    `INSERT INTO "CarePost" (id, "userId", kind, message, anonymous, status, "createdAt", "updatedAt")
     VALUES ($1, $2, 'GRATITUDE', $3, false, 'PENDING', now(), now())`,
    [postId, author?.id, message],
  );
  return postId;
}

async function pushedWall(cookieName: string): Promise<void> {
  console.log(`== 2c. The wall pushed to both instances (${PUSH_SAMPLES} approvals)`);
  const [moderator] = await makeParticipants(1, cookieName, "MODERATOR");
  if (!moderator) throw new Error("no moderator");
  const postId = await pendingPost(cookieName, "Thank you, push crew");
  const streams = [
    { base: A, stream: await openWallStream(A) },
    { base: B, stream: await openWallStream(B) },
  ];
  try {
    // A stream opened without a last event id hears the latest at once (the screen refetches).
    await Promise.all(streams.map(({ stream }) => stream.after(0)));
    const appear: number[][] = [[], []];
    const leave: number[][] = [[], []];
    for (let sample = 0; sample < PUSH_SAMPLES; sample++) {
      const via = sample % 2 === 0 ? A : B;
      const approved = await decideAndTime(streams, via, moderator.cookie, postId, "approve");
      const rejected = await decideAndTime(streams, via, moderator.cookie, postId, "reject");
      approved.forEach((ms, index) => appear[index]?.push(ms));
      rejected.forEach((ms, index) => leave[index]?.push(ms));
    }
    for (const [index, name] of ["A", "B"].entries()) {
      const shown = appear[index] ?? [];
      const gone = leave[index] ?? [];
      console.log(
        `  push on instance ${name}: approval→wall p95 ${p95(shown)} ms (max ${Math.max(...shown)}), ` +
          `unpublish→gone p95 ${p95(gone)} ms (max ${Math.max(...gone)})`,
      );
      check(p95(shown) < PUSH_WITHIN_MS, `approvals reach the wall on ${name} within 1 s (p95)`);
      check(
        p95(gone) < PUSH_WITHIN_MS,
        `unpublished posts leave the wall on ${name} within 1 s (p95)`,
      );
    }
  } finally {
    for (const { stream } of streams) stream.close();
  }
}

/** After the outage: the listening connections came back by themselves and streams hear again. */
async function pushAfterOutage(cookieName: string): Promise<void> {
  const [moderator] = await makeParticipants(1, cookieName, "MODERATOR");
  if (!moderator) throw new Error("no moderator");
  const postId = await pendingPost(cookieName, "Thank you, night shift");
  const streams = [
    { base: A, stream: await openWallStream(A) },
    { base: B, stream: await openWallStream(B) },
  ];
  try {
    await Promise.all(streams.map(({ stream }) => stream.after(0)));
    // The listening connection may still be waiting to reconnect (at most 15 s between tries).
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const seen = streams.map(({ stream }) => stream.count());
        const answer = await trpc(
          A,
          "moderation.care.decide",
          { ids: [postId], decision: "approve" },
          { cookie: moderator.cookie },
        );
        if (answer.status !== 200) throw new Error(`approve: HTTP ${answer.status}`);
        await Promise.all(
          streams.map(({ stream }, index) => stream.after(seen[index] ?? 0, 2_000)),
        );
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await trpc(
          A,
          "moderation.care.decide",
          { ids: [postId], decision: "reject", reason: "Again" },
          { cookie: moderator.cookie },
        );
      }
    }
    check(true, "after the outage, an approval on A reaches the streams on A and B");
  } finally {
    for (const { stream } of streams) stream.close();
  }
}

async function outage(cookieName: string): Promise<void> {
  console.log("== 3. The database stopped under load, then restarted");
  const token = await addStation("Outage station", 998);
  const people = await makeParticipants(60, cookieName);
  await db.end();

  // Load running while the server stops: every answer is either a success or a clean refusal.
  const load = Promise.all(
    people.map(async (person, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 20));
      return trpc(
        index % 2 === 0 ? A : B,
        "sustainability.station.scan",
        { token },
        { cookie: person.cookie },
      );
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  execSync(required("PG_STOP"), { stdio: "inherit" });
  const answers = await load;
  const statuses = new Set(answers.map((answer) => answer.status));
  check(
    [...statuses].every((status) => status === 200 || status === 503),
    `answers under the outage were 200 or 503 only (${[...statuses].join(", ")})`,
  );

  const started = Date.now();
  const down = await trpc(A, "challenge.list", undefined, { type: "query" });
  const elapsed = Date.now() - started;
  check(
    down.status === 503 && down.code === "SERVICE_UNAVAILABLE",
    `while down: 503 SERVICE_UNAVAILABLE (${down.status})`,
  );
  check(elapsed < 6_000, `while down: the refusal is fast (${elapsed} ms)`);

  execSync(required("PG_START"), { stdio: "inherit" });
  let recovered = false;
  const restarted = Date.now();
  while (Date.now() - restarted < 30_000) {
    const [onA, onB] = await Promise.all([
      trpc(A, "challenge.list", undefined, { type: "query" }),
      trpc(B, "challenge.list", undefined, { type: "query" }),
    ]);
    if (onA.status === 200 && onB.status === 200) {
      recovered = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  check(
    recovered,
    `both instances recovered by themselves (${Date.now() - restarted} ms after restart)`,
  );

  db = connect();
  await db.connect();
  const totals = await scansReconcile();
  check(
    totals.scans === totals.ledger,
    `no half-written scan: ${totals.scans} scans, ${totals.ledger} ledger rows`,
  );
}

/** A POST whose body arrives slowly, so that it is still in flight when the server is told to stop. */
function slowRequest(base: string, delayMs: number): Promise<number> {
  const url = new URL(`${base}/api/trpc/auth.login`);
  const body = JSON.stringify(
    superjson.serialize({ email: "nobody@festival.test", password: "not the password" }),
  );
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          origin: base,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.write(body.slice(0, 10));
    setTimeout(() => request.end(body.slice(10)), delayMs);
  });
}

async function drain(): Promise<void> {
  console.log("== 4. SIGTERM drains requests in flight");
  const pid = Number(required("B_PID"));
  const inFlight = slowRequest(B, 1_500);
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.kill(pid, "SIGTERM");
  const status = await inFlight;
  check(
    status > 0 && status < 500,
    `the request in flight got its answer after SIGTERM (HTTP ${status})`,
  );
  let exited = false;
  for (let attempt = 0; attempt < 40 && !exited; attempt++) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      exited = true;
    }
  }
  check(exited, "instance B exited after draining");
  const refused = await fetch(`${B}/api/trpc/system.health`).then(
    () => false,
    () => true,
  );
  check(refused, "instance B takes no new connections");
}

await db.connect();
await sessions();
const cookieName = await sessionCookieName();
await concurrentScans(cookieName);
await concurrentTogglesAndModeration(cookieName);
await pushedWall(cookieName);
await outage(cookieName);
await pushAfterOutage(cookieName);
await db.end();
await drain();
console.log("Scale-out checks passed.");
