import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_CATALOG } from "~/server/domain/achievements";
import { awardNow } from "~/server/services/award";
import { clearCountCaches } from "~/server/services/counts";
import { ACTORS, callerAs, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";

const db = withTestDatabase(seedCatalogue);

describe("who may use the achievement and dashboard routers", () => {
  for (const actor of ACTORS) {
    it(`serves ${actor}: both are public`, async () => {
      const caller = await callerAs(db.database, actor);
      const list = await caller.achievement.list();
      expect(list.signedIn).toBe(actor !== "anonymous");
      expect(list.achievements).toHaveLength(ACHIEVEMENT_CATALOG.length);
      expect((await caller.dashboard.global()).areas).toHaveLength(4);
    });
  }
});

describe("achievement.list", () => {
  it("shows a visitor every achievement without progress", async () => {
    const caller = await callerAs(db.database, "anonymous");
    const { achievements } = await caller.achievement.list();
    expect(achievements[0]).toMatchObject({
      key: "first-challenge",
      title: "First steps",
      earnedAt: null,
      progress: null,
    });
  });

  it("shows a participant what they earned, when, and how far they are with the rest", async () => {
    const { caller, session } = await signedIn(db.database, "PARTICIPANT");
    const userId = session?.user.id ?? "";
    const refill = await db.database.prisma.challenge.findUniqueOrThrow({
      where: { slug: "refill" },
    });
    const at = new Date("2026-07-10T12:00:00Z");
    await awardNow(
      db.database.prisma,
      { type: "REFILL", userId, challengeId: refill.id, collectionId: `a-${userId}`, quantity: 4 },
      { now: at },
    );
    clearCountCaches();
    const { achievements } = await caller.achievement.list();
    const byKey = (key: string) => achievements.find((a) => a.key === key);
    expect(byKey("first-challenge")).toMatchObject({
      earnedAt: at,
      progress: { current: 1, target: 1 },
      holders: 1,
    });
    expect(byKey("refills-10")).toMatchObject({
      earnedAt: null,
      progress: { current: 4, target: 10 },
    });
    // No stations exist yet: "every station" has no target to reach.
    expect(byKey("stations-all")).toMatchObject({
      earnedAt: null,
      progress: { current: 0, target: null },
    });

    const other = await signedIn(db.database, "PARTICIPANT");
    const theirs = await other.caller.achievement.list();
    expect(theirs.achievements.find((a) => a.key === "first-challenge")).toMatchObject({
      earnedAt: null,
      holders: 1,
    });
  });
});
