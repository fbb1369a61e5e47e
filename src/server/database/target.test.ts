import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseStartupError } from "./errors";
import { resolveDatabaseTarget } from "./target";

describe("resolveDatabaseTarget", () => {
  it("uses the embedded database when DATABASE_URL is unset or blank", () => {
    expect(resolveDatabaseTarget({})).toEqual({
      kind: "pglite",
      dataDir: path.resolve("./data/pglite"),
    });
    expect(resolveDatabaseTarget({ DATABASE_URL: "  ", PGLITE_DATA_DIR: "/tmp/x" })).toEqual({
      kind: "pglite",
      dataDir: "/tmp/x",
    });
  });

  it("uses a PostgreSQL server for postgres:// and postgresql:// URLs", () => {
    for (const url of ["postgres://u:p@db:5432/festival", "postgresql://db/festival"]) {
      expect(resolveDatabaseTarget({ DATABASE_URL: url })).toEqual({ kind: "postgresql", url });
    }
  });

  it.each([
    ["not a url", /not a valid URL/],
    ["mysql://u:p@db/festival", /must start with postgres:\/\//],
    ["postgres://u:hunter2@db", /needs a host and a database name/],
  ])("refuses %s with one clear line", (url, message) => {
    const attempt = () => resolveDatabaseTarget({ DATABASE_URL: url });
    expect(attempt).toThrow(DatabaseStartupError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain("hunter2");
      expect(String((error as Error).message)).not.toContain("\n");
    }
  });
});
