import { describe, expect, it } from "vitest";
import { ACTORS, callerAs } from "~/test/callers";
import { createTestDatabase, withTestDatabase } from "~/test/database";

const db = withTestDatabase();

describe("system router", () => {
  for (const actor of ACTORS) {
    it(`answers health and buildId for ${actor}`, async () => {
      const caller = await callerAs(db.database, actor);
      const health = await caller.system.health();
      expect(health.status).toBe("ok");
      expect(health.database).toBe(process.env.TEST_DATABASE_URL ? "postgresql" : "pglite");
      expect(health.latencyMs).toBeGreaterThanOrEqual(0);
      const { buildId } = await caller.system.buildId();
      expect(buildId.length).toBeGreaterThan(0);
    });
  }

  it("reports SERVICE_UNAVAILABLE when the database is gone", async () => {
    const broken = await createTestDatabase();
    const caller = await callerAs(broken.database, "anonymous");
    await broken.close();
    await expect(caller.system.health()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});
