import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * The few raw-SQL operations the migration runner needs, over either database. Prisma is not
 * used here because migrations must run before the client's tables exist.
 */
export interface SqlRunner {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

function pgliteTransactionRunner(tx: Transaction): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
    exec: async (script) => {
      await tx.exec(script);
    },
    transaction: (work) => work(pgliteTransactionRunner(tx)),
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
    transaction: (work) => db.transaction((tx) => work(pgliteTransactionRunner(tx))),
  };
}

/** Over one pg client (not a pool), so that session locks and transactions hold. */
export function pgClientRunner(client: pg.Client): SqlRunner {
  const runner: SqlRunner = {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params)).rows as Row[],
    exec: async (script) => {
      await client.query(script);
    },
    transaction: async (work) => {
      await client.query("BEGIN");
      try {
        const result = await work({ ...runner, transaction: (inner) => inner(runner) });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
  };
  return runner;
}
