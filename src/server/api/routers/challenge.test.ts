import type { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { isAppError } from "~/server/errors";
import { awardNow } from "~/server/services/award";
import { clearCountCaches } from "~/server/services/counts";
import { ACTORS, callerAs, signedIn } from "~/test/callers";
import { withCatalogueDatabase } from "~/test/seeds";
import { expectOnlyFor, refusal } from "~/test/refusals";
import { whileChallenge } from "~/test/challenges";

const { db, idOf } = withCatalogueDatabase();

/** A refusal's message key and values (README "Languages": challenge rows word it). */
const textOf = (error: TRPCError) => (isAppError(error.cause) ? error.cause.text : null);

describe("who may use the challenge router", () => {
  for (const actor of ACTORS) {
    it(`lets ${actor} read the catalogue`, async () => {
      const caller = await callerAs(db.database, actor);
      expect((await caller.challenge.list()).length).toBeGreaterThan(0);
      expect((await caller.challenge.bySlug({ slug: "refill" })).id).toBe(idOf("refill"));
    });

    it(`${actor === "anonymous" ? "refuses" : "lets"} ${actor} join and see their participation`, async () => {
      const caller = await callerAs(db.database, actor);
      const calls = [
        () => caller.challenge.mine(),
        () => caller.challenge.join({ challengeId: idOf("poem-of-the-day") }),
      ];
      await expectOnlyFor("PARTICIPANT", actor, calls);
    });
  }
});

describe("challenge.list and bySlug", () => {
  it("lists published challenges in area order, with window state and participants", async () => {
    const caller = await callerAs(db.database, "anonymous");
    const list = await caller.challenge.list();
    expect(list.map((c) => c.slug)).not.toContain("sunrise-yoga");
    const areas = list.map((c) => c.area);
    expect(areas).toEqual([...areas].sort((a, b) => order(a) - order(b)));
    expect(list.every((c) => c.window === "open")).toBe(true);
    expect(list[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), participants: expect.any(Number) }),
    );
  });

  it("hides drafts and unknown slugs behind NOT_FOUND", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    await expect(caller.challenge.bySlug({ slug: "sunrise-yoga" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.challenge.bySlug({ slug: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("shows a challenge as soon as it is published, and counts who joined", async () => {
    const caller = await callerAs(db.database, "PARTICIPANT");
    const draft = idOf("sunrise-yoga");
    await whileChallenge(db.database.prisma, { id: draft }, { published: true }, async () => {
      await caller.challenge.join({ challengeId: draft });
      clearCountCaches();
      const listed = (await caller.challenge.list()).find((c) => c.id === draft);
      expect(listed?.participants).toBe(1);
    });
  });
});

function order(area: string): number {
  return ["FITNESS", "ARTS", "SUSTAINABILITY", "CARE"].indexOf(area);
}

describe("challenge.join refusals", () => {
  it("unknown and unpublished challenges are NOT_FOUND", async () => {
    const caller = await callerAs(db.database, "PARTICIPANT");
    await expect(caller.challenge.join({ challengeId: "does-not-exist" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such challenge.",
    });
    const draft = await refusal(caller.challenge.join({ challengeId: idOf("sunrise-yoga") }));
    expect(draft).toMatchObject({ code: "NOT_FOUND" });
    expect(textOf(draft)).toEqual({ key: "challenges.server.noSuchChallenge" });
    const unknown = await refusal(caller.challenge.join({ challengeId: "does-not-exist" }));
    expect(textOf(unknown)).toEqual({ key: "challenges.server.noSuchChallenge" });
  });

  it("a closed window is BAD_REQUEST with its date", async () => {
    const caller = await callerAs(db.database, "PARTICIPANT");
    const challengeId = idOf("photo-story");
    const ended = { endsAt: new Date("2021-06-01T08:30:00Z") };
    await whileChallenge(db.database.prisma, { id: challengeId }, ended, async () => {
      const closed = await refusal(caller.challenge.join({ challengeId }));
      expect(closed).toMatchObject({
        code: "BAD_REQUEST",
        message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
      });
      // The moment as an instant: the page words it in its language on the festival's clocks.
      expect(textOf(closed)).toEqual({
        key: "challenges.server.closed",
        values: { at: "2021-06-01T08:30:00.000Z" },
      });
      const listed = (await caller.challenge.list()).find((c) => c.id === challengeId);
      expect(listed?.window).toBe("closed");
    });
    const later = { startsAt: new Date("2099-06-01T08:30:00Z") };
    await whileChallenge(db.database.prisma, { id: challengeId }, later, async () => {
      const upcoming = await refusal(caller.challenge.join({ challengeId }));
      expect(upcoming.message).toBe(
        "This challenge has not started yet: it opens on 1 Jun 2099, 10:30.",
      );
      expect(textOf(upcoming)).toEqual({
        key: "challenges.server.notStarted",
        values: { at: "2099-06-01T08:30:00.000Z" },
      });
    });
  });

  it("joining twice is CONFLICT, also when both arrive at once", async () => {
    const caller = await callerAs(db.database, "PARTICIPANT");
    const first = await caller.challenge.join({ challengeId: idOf("gratitude") });
    expect(first).toEqual({
      status: "NOT_STARTED",
      achievements: [expect.objectContaining({ key: "first-challenge" })],
    });
    const twice = await refusal(caller.challenge.join({ challengeId: idOf("gratitude") }));
    expect(twice).toMatchObject({
      code: "CONFLICT",
      message: "You have already joined this challenge.",
    });
    expect(textOf(twice)).toEqual({ key: "challenges.server.alreadyJoined" });
    const racing = await Promise.allSettled(
      Array.from({ length: 5 }, () => caller.challenge.join({ challengeId: idOf("refill") })),
    );
    expect(racing.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of racing)
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "CONFLICT" });
  });

  it("malformed input is BAD_REQUEST, never a 500", async () => {
    const caller = await callerAs(db.database, "PARTICIPANT");
    await expect(caller.challenge.join({ challengeId: "x".repeat(65) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.challenge.join({ challengeId: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.challenge.bySlug({ slug: "y".repeat(61) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("challenge.mine agrees with the ledger", () => {
  it("shows status, progress, points per challenge and area, total and rank", async () => {
    const { caller, session } = await signedIn(db.database, "PARTICIPANT");
    const userId = session?.user.id ?? "";
    const prisma = db.database.prisma;
    expect(await caller.challenge.mine()).toMatchObject({ total: 0, rank: null, challenges: [] });

    await caller.challenge.join({ challengeId: idOf("joy-of-giving") });
    await awardNow(prisma, {
      type: "REFILL",
      userId,
      challengeId: idOf("refill"),
      collectionId: `mine-${userId}`,
      quantity: 4,
    });
    await awardNow(prisma, {
      type: "SUBMISSION",
      userId,
      challengeId: idOf("festival-sketch"),
      submissionId: `mine-${userId}`,
    });
    const mine = await caller.challenge.mine();
    const ledger = await prisma.pointEntry.aggregate({ where: { userId }, _sum: { amount: true } });
    expect(mine.total).toBe(ledger._sum.amount);
    expect(mine.total).toBe(8 + 15);
    expect(mine.rank).toBeGreaterThanOrEqual(1);
    expect(mine.rank).toBeLessThanOrEqual(mine.rankedUsers);

    const bySlug = (slug: string) => mine.challenges.find((c) => c.challengeId === idOf(slug));
    expect(bySlug("joy-of-giving")).toMatchObject({
      status: "NOT_STARTED",
      points: 0,
      progress: { current: 0, target: 3 },
    });
    expect(bySlug("refill")).toMatchObject({
      status: "IN_PROGRESS",
      points: 8,
      progress: { current: 4, target: 10 },
    });
    expect(bySlug("festival-sketch")).toMatchObject({ status: "COMPLETED", points: 15 });
    expect(mine.areas.find((a) => a.area === "ARTS")).toMatchObject({
      challenges: 3,
      joined: 1,
      completed: 1,
      points: 15,
    });
    expect(mine.areas.find((a) => a.area === "SUSTAINABILITY")).toMatchObject({
      joined: 1,
      completed: 0,
      points: 8,
    });
  });
});
