import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseStartupError } from "./errors";
import { openDatabase } from "./open";
import { lockDataDir } from "./pglite";

/** Migrating a new database from scratch runs every migration: slow on a busy 2-core machine. */
const MIGRATES_FROM_SCRATCH_MS = 120_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "festival-open-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database", () => {
  it(
    "opens, migrates and serves queries in a new data directory",
    { timeout: MIGRATES_FROM_SCRATCH_MS },
    async () => {
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "fresh") });
      try {
        expect((await database.migrate()).applied.length).toBeGreaterThan(0);
        expect(await database.prisma.user.count()).toBe(0);
        expect(existsSync(path.join(dir, "fresh.lock"))).toBe(true);
      } finally {
        await database.close();
      }
      expect(existsSync(path.join(dir, "fresh.lock"))).toBe(false);
      const reopened = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "fresh") });
      expect(await reopened.migrate()).toEqual({ applied: [] });
      await reopened.close();
    },
  );

  describe("held by another process", () => {
    let other: ChildProcess;
    beforeAll(() => {
      other = spawn("sleep", ["60"], { stdio: "ignore" });
    });
    afterAll(() => {
      other.kill();
    });

    it("says so clearly instead of opening it a second time", async () => {
      const dataDir = path.join(dir, "busy");
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      const attempt = openDatabase({ kind: "pglite", dataDir });
      await expect(attempt).rejects.toThrow(DatabaseStartupError);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        `in use by another process (pid ${other.pid})`,
      );
      expect(existsSync(dataDir)).toBe(false);
    });
  });

  it("takes over a lock left behind by a process that has ended", () => {
    const dataDir = path.join(dir, "stale");
    const ended = spawn("true");
    const pid = ended.pid!;
    return new Promise<void>((resolve) => {
      ended.on("exit", () => {
        writeFileSync(`${dataDir}.lock`, String(pid));
        const release = lockDataDir(dataDir);
        release();
        expect(existsSync(`${dataDir}.lock`)).toBe(false);
        resolve();
      });
    });
  });

  it("reports a damaged data directory with what to do", async () => {
    const dataDir = path.join(dir, "damaged");
    mkdirSync(path.join(dataDir, "base"), { recursive: true });
    writeFileSync(path.join(dataDir, "PG_VERSION"), "not a version\n");
    writeFileSync(path.join(dataDir, "global"), "garbage");
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      /could not be opened .*move that folder away/,
    );
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe("a PostgreSQL server", () => {
  it("that cannot be reached stops start-up with one line and no password", async () => {
    const attempt = openDatabase({
      kind: "postgresql",
      url: "postgres://festival:hunter2@127.0.0.1:9/festival",
    });
    await expect(attempt).rejects.toThrow(DatabaseStartupError);
    const error = await attempt.catch((e: Error) => e);
    expect(String(error)).toMatch(/Cannot connect to PostgreSQL at .*127\.0\.0\.1:9.*ECONNREFUSED/);
    expect(String(error)).not.toContain("hunter2");
  });
});
