import path from "node:path";
import { DatabaseStartupError, redactUrl } from "./errors";

export type DatabaseTarget =
  { kind: "pglite"; dataDir: string } | { kind: "postgresql"; url: string };

/**
 * Which database to open: a PostgreSQL server when DATABASE_URL is set, otherwise the
 * embedded PGlite database in PGLITE_DATA_DIR.
 */
export function resolveDatabaseTarget(settings: {
  DATABASE_URL?: string;
  PGLITE_DATA_DIR?: string;
}): DatabaseTarget {
  const raw = settings.DATABASE_URL?.trim();
  if (!raw) {
    return {
      kind: "pglite",
      dataDir: path.resolve(
        /* turbopackIgnore: true */ settings.PGLITE_DATA_DIR ?? "./data/pglite",
      ),
    };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DatabaseStartupError(
      "DATABASE_URL is not a valid URL: expected postgres://user:password@host:5432/database " +
        "(or unset it to use the embedded database).",
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new DatabaseStartupError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//); ` +
        "unset it to use the embedded database.",
    );
  }
  if (!url.hostname || url.pathname.length <= 1) {
    throw new DatabaseStartupError(
      `DATABASE_URL ${redactUrl(raw)} needs a host and a database name, ` +
        "e.g. postgres://user:password@127.0.0.1:5432/festival.",
    );
  }
  return { kind: "postgresql", url: raw };
}
