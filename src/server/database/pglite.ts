import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DatabaseStartupError } from "./errors";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no locking of its own: two processes writing one data directory corrupt it. A lock
 * file beside the folder, holding the owner's pid, makes the second process stop with a clear
 * message instead. A lock whose process is gone is stale and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseStartupError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}): ` +
            "stop it (the running app, a seed or a test) and try again, or set PGLITE_DATA_DIR.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseStartupError(`Could not lock the embedded database in ${dataDir}.`);
}

export async function openPglite(
  dataDir: string,
): Promise<{ pglite: PGlite; close(): Promise<void> }> {
  const release = lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir);
    await pglite.query("SELECT 1");
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new DatabaseStartupError(
      `The embedded database in ${dataDir} could not be opened (${reason}): ` +
        "if it is damaged, move that folder away to start with an empty database.",
    );
  }
  return {
    pglite,
    close: async () => {
      await pglite.close();
      release();
    },
  };
}
