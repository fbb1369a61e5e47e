import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createCaller } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { readSession } from "~/server/auth/session";
import type { Database } from "~/server/database/open";
import { catalogueOf, forgetCatalogue } from "~/server/services/catalogue";
import { outboxMailer } from "./callers";

/**
 * A caller of the whole API as one signed-in request makes its calls: the session cookie read and
 * validated (what `createRequestContext` does), the request's context, then the procedure with
 * its guard and rate limit. The statement-count tests count what it sends: a call made through it
 * inside `statementsDuring` sends what a real request's would, the session lookup included.
 */
export async function callerAsRequest(database: Database, sessionId: string) {
  const { session } = await readSession(database.prisma, `session=${sessionId}`);
  const ctx = createInnerContext({
    database,
    session,
    mailer: outboxMailer(),
    ip: "203.0.113.7",
    setCookie: () => undefined,
  });
  return createCaller(ctx);
}

/**
 * Every SQL statement the process sends to the database while `work` runs, as the server gets
 * them: Prisma's queries and the driver's own BEGIN, COMMIT, SAVEPOINT and ROLLBACK. Observed at
 * the wire: on PGlite each Parse ('P') or simple Query ('Q') message the engine receives (Prisma's
 * PGlite adapter starts and ends transactions with PGlite's own `transaction`, which Prisma's
 * query event never reports); on PostgreSQL each `query` of a node-postgres client (the pool
 * Prisma's adapter uses, its BEGIN and COMMIT included). Nothing else may use the database
 * meanwhile: the count is the process's, not the call's.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const decoder = new TextDecoder();
  const pgliteStream = Object.getOwnPropertyDescriptor(PGlite.prototype, "execProtocolStream");
  const pgQuery = Object.getOwnPropertyDescriptor(pg.Client.prototype, "query");
  if (!pgliteStream || !pgQuery) throw new Error("the drivers changed: count statements anew");
  const streamOf: PGlite["execProtocolStream"] = pgliteStream.value;
  const queryOf: pg.Client["query"] = pgQuery.value;

  Object.defineProperty(PGlite.prototype, "execProtocolStream", {
    ...pgliteStream,
    value(
      this: PGlite,
      message: Uint8Array,
      options?: Parameters<PGlite["execProtocolStream"]>[1],
    ) {
      const text = sqlOfMessage(message, decoder);
      if (text !== null) statements.push(text);
      return streamOf.call(this, message, options);
    },
  });
  Object.defineProperty(pg.Client.prototype, "query", {
    ...pgQuery,
    value(this: pg.Client, ...args: unknown[]) {
      const [first] = args;
      statements.push(
        typeof first === "string"
          ? first
          : typeof first === "object" && first !== null && "text" in first
            ? String(first.text)
            : "?",
      );
      return Reflect.apply(queryOf, this, args);
    },
  });
  try {
    await work();
  } finally {
    Object.defineProperty(PGlite.prototype, "execProtocolStream", pgliteStream);
    Object.defineProperty(pg.Client.prototype, "query", pgQuery);
  }
  return statements;
}

/**
 * `statementsDuring` for one call, with the catalogue as a running server has it: loaded just
 * before, outside the count. The cached catalogue is fresh for CATALOGUE_TTL_MS (5 s), then the
 * next call reloads it; on a loaded machine a test can take longer than that between its warm-up
 * and the counted call, and the reload's reads (challenges, stations, achievements) would be
 * counted as the call's.
 */
export async function statementsOfCall(
  database: Database,
  work: () => Promise<unknown>,
): Promise<string[]> {
  forgetCatalogue();
  await catalogueOf(database.prisma);
  return statementsDuring(work);
}

const PARSE = 0x50; // 'P': name\0 query\0 …
const QUERY = 0x51; // 'Q': query\0

/** The SQL of a frontend message that carries a statement, else null (Bind, Describe, Sync, …). */
function sqlOfMessage(message: Uint8Array, decoder: TextDecoder): string | null {
  const kind = message[0];
  if (kind !== PARSE && kind !== QUERY) return null;
  let start = 5; // type byte and int32 length
  if (kind === PARSE) start = message.indexOf(0, start) + 1; // skip the statement's name
  const end = message.indexOf(0, start);
  return decoder.decode(message.subarray(start, end < 0 ? undefined : end));
}
