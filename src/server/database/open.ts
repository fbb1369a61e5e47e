import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "~/generated/prisma/client";
import { DatabaseStartupError, redactUrl } from "./errors";
import { applyMigrations, readMigrations } from "./migrations";
import { openPglite } from "./pglite";
import { pgClientRunner, pgliteRunner, type SqlRunner } from "./sql-runner";
import type { DatabaseTarget } from "./target";

export type Database = {
  kind: DatabaseTarget["kind"];
  prisma: PrismaClient;
  /** Applies pending migrations; see migrations.ts. */
  migrate(): Promise<{ applied: string[] }>;
  close(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 5_000;

async function connectPostgres(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code ?? (error instanceof Error ? error.message.split("\n")[0] : String(error));
    throw new DatabaseStartupError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)} (${reason}): ` +
        "check that the server runs and that DATABASE_URL is right.",
    );
  }
}

async function withRunner<T>(
  open: () => Promise<{ runner: SqlRunner; close(): Promise<void> }>,
  work: (runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const { runner, close } = await open();
  try {
    return await work(runner);
  } finally {
    await close();
  }
}

/** Opens the database the target names; nothing is migrated until `migrate()` is called. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "pglite") {
    const { pglite, close } = await openPglite(target.dataDir);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    return {
      kind: "pglite",
      prisma,
      migrate: () => applyMigrations(pgliteRunner(pglite), readMigrations()),
      close: async () => {
        await prisma.$disconnect();
        await close();
      },
    };
  }

  // Fail fast with a clear line when the server is unreachable, before any request needs it.
  const probe = await connectPostgres(target.url);
  await probe.end();
  const prisma = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: target.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    }),
  });
  return {
    kind: "postgresql",
    prisma,
    migrate: () =>
      withRunner(
        async () => {
          const client = await connectPostgres(target.url);
          return { runner: pgClientRunner(client), close: () => client.end() };
        },
        (runner) => applyMigrations(runner, readMigrations()),
      ),
    close: () => prisma.$disconnect(),
  };
}

export { DatabaseStartupError };
