import { describe, expect, it } from "vitest";
import { createSession } from "~/test/callers";
import { withCatalogueDatabase } from "~/test/seeds";
import { award, awardNow, type AwardEvent } from "./award";
import { userStanding } from "./standings";

const { db, idOf: challenge } = withCatalogueDatabase();

async function newUser(): Promise<string> {
  return (await createSession(db.database, "PARTICIPANT")).user.id;
}

function ledger(userId: string) {
  return db.database.prisma.pointEntry.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
  });
}

async function total(userId: string): Promise<number> {
  const sum = await db.database.prisma.pointEntry.aggregate({
    where: { userId },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

async function earnedKeys(userId: string): Promise<string[]> {
  const rows = await db.database.prisma.userAchievement.findMany({
    where: { userId },
    select: { achievement: { select: { key: true } } },
  });
  return rows.map((row) => row.achievement.key).sort();
}

function status(userId: string, slug: string) {
  return db.database.prisma.participation
    .findUnique({ where: { userId_challengeId: { userId, challengeId: challenge(slug) } } })
    .then((row) => row?.status ?? null);
}

describe("award: joining", () => {
  it("joins once, earns 'First steps' once, and a repeat changes nothing", async () => {
    const userId = await newUser();
    const event: AwardEvent = {
      type: "CHALLENGE_JOINED",
      userId,
      challengeId: challenge("refill"),
    };
    const first = await awardNow(db.database.prisma, event);
    expect(first).toMatchObject({ joined: true, entry: null });
    expect(first.participation).toEqual({ before: "NOT_STARTED", after: "NOT_STARTED" });
    expect(first.achievements.map((a) => a.key)).toEqual(["first-challenge"]);

    const again = await awardNow(db.database.prisma, event);
    expect(again).toEqual({ joined: false, entry: null, participation: null, achievements: [] });
    expect(await db.database.prisma.participation.count({ where: { userId } })).toBe(1);
    expect(await earnedKeys(userId)).toEqual(["first-challenge"]);
  });

  it("joins by a first action, without a separate join", async () => {
    const userId = await newUser();
    const result = await awardNow(db.database.prisma, {
      type: "REFILL",
      userId,
      challengeId: challenge("refill"),
      collectionId: `c-${userId}`,
      quantity: 2,
    });
    expect(result.joined).toBe(true);
    expect(result.entry).toMatchObject({ amount: 4, quantity: 2, seq: 0, sourceType: "REFILL" });
    expect(await status(userId, "refill")).toBe("IN_PROGRESS");
  });
});

describe("award: idempotence", () => {
  it("writes one ledger row when the same event is awarded twice", async () => {
    const userId = await newUser();
    const event: AwardEvent = {
      type: "BINGO_CELL",
      userId,
      challengeId: challenge("bingo-medium"),
      difficulty: "medium",
      cell: "r0c0",
    };
    const first = await awardNow(db.database.prisma, event);
    const second = await awardNow(db.database.prisma, event);
    expect(first.entry?.amount).toBe(2);
    expect(second).toEqual({ joined: false, entry: null, participation: null, achievements: [] });
    expect(await ledger(userId)).toHaveLength(1);
    expect(await total(userId)).toBe(2);
  });

  it("writes one ledger row for 20 concurrent awards of one event", async () => {
    const userId = await newUser();
    const event: AwardEvent = {
      type: "STATION_SCAN",
      userId,
      challengeId: challenge("station-hunt"),
      scanId: `scan-${userId}`,
      points: 10,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => awardNow(db.database.prisma, event)),
    );
    expect(results.filter((result) => result.entry !== null)).toHaveLength(1);
    expect(results.filter((result) => result.joined)).toHaveLength(1);
    expect(await ledger(userId)).toHaveLength(1);
    expect(await total(userId)).toBe(10);
    expect(await db.database.prisma.participation.count({ where: { userId } })).toBe(1);
    expect(await earnedKeys(userId)).toEqual(["first-challenge"]);
  });

  it("counts a concurrent first action whose join it waited for", async () => {
    // Two first refills of one user, 5 bottles each (the goal is 10): the second's statement
    // waits for the first's participation (same user and challenge) until the first commits. On
    // PostgreSQL its snapshot predates that commit; it must still count both (on PGlite the
    // transactions run one after the other).
    const userId = await newUser();
    const refill = (n: number): AwardEvent => ({
      type: "REFILL",
      userId,
      challengeId: challenge("refill"),
      collectionId: `c-${userId}-${n}`,
      quantity: 5,
    });
    let firstAwarded: () => void = () => undefined;
    const awarded = new Promise<void>((resolve) => {
      firstAwarded = () => resolve();
    });
    let releaseFirst: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseFirst = () => resolve();
    });
    const first = db.database.prisma.$transaction(async (tx) => {
      const result = await award(tx, refill(1));
      firstAwarded();
      await held;
      return result;
    });
    await awarded;
    const second = awardNow(db.database.prisma, refill(2));
    // Time for the second to reach the first's uncommitted participation and wait there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    releaseFirst();
    const [, last] = await Promise.all([first, second]);
    expect(last.participation?.after).toBe("COMPLETED");
    expect(last.achievements.map((a) => a.key)).toContain("refills-10");
    expect(await status(userId, "refill")).toBe("COMPLETED");
  });

  it("reverses 20 concurrent reversals of one award once", async () => {
    const userId = await newUser();
    const event = {
      type: "REFILL",
      userId,
      challengeId: challenge("refill"),
      collectionId: `c-${userId}`,
      quantity: 3,
    } as const;
    await awardNow(db.database.prisma, event);
    await Promise.all(
      Array.from({ length: 20 }, () => awardNow(db.database.prisma, { ...event, reverse: true })),
    );
    expect((await ledger(userId)).map((row) => [row.seq, row.amount, row.quantity])).toEqual([
      [0, 6, 3],
      [1, -6, -3],
    ]);
    expect(await total(userId)).toBe(0);
  });
});

describe("award: reversals", () => {
  it("restores the total, the rank and the status, and never takes an achievement back", async () => {
    const userId = await newUser();
    const other = await newUser();
    await awardNow(db.database.prisma, {
      type: "SUBMISSION",
      userId: other,
      challengeId: challenge("poem-of-the-day"),
      submissionId: `s-${other}`,
    });
    const event = {
      type: "SUBMISSION",
      userId,
      challengeId: challenge("festival-sketch"),
      submissionId: `s-${userId}`,
    } as const;
    const before = await userStanding(db.database.prisma, userId);
    const approved = await awardNow(db.database.prisma, event);
    expect(approved.entry?.amount).toBe(15);
    expect(approved.participation).toEqual({ before: "NOT_STARTED", after: "COMPLETED" });
    expect(approved.achievements.map((a) => a.key).sort()).toEqual([
      "first-artwork",
      "first-challenge",
    ]);
    expect(await total(userId)).toBe(15);

    const withdrawn = await awardNow(db.database.prisma, { ...event, reverse: true });
    expect(withdrawn.entry).toMatchObject({ amount: -15, quantity: -1, seq: 1 });
    expect(withdrawn.participation).toEqual({ before: "COMPLETED", after: "IN_PROGRESS" });
    expect(await total(userId)).toBe(0);
    expect(await userStanding(db.database.prisma, userId)).toEqual(before);
    expect(await earnedKeys(userId)).toEqual(["first-artwork", "first-challenge"]);

    // Reversing again is a no-op; approving again awards again.
    expect((await awardNow(db.database.prisma, { ...event, reverse: true })).entry).toBeNull();
    expect((await awardNow(db.database.prisma, event)).entry).toMatchObject({ seq: 2, amount: 15 });
    expect(await total(userId)).toBe(15);
  });

  it("gives back exactly what was awarded, even if the points changed since", async () => {
    const userId = await newUser();
    const slug = "photo-story";
    const event = {
      type: "SUBMISSION",
      userId,
      challengeId: challenge(slug),
      submissionId: `s-${userId}`,
    } as const;
    await awardNow(db.database.prisma, event);
    await db.database.prisma.challenge.update({ where: { slug }, data: { points: 99 } });
    try {
      await awardNow(db.database.prisma, { ...event, reverse: true });
      expect(await total(userId)).toBe(0);
    } finally {
      await db.database.prisma.challenge.update({ where: { slug }, data: { points: 10 } });
    }
  });

  it("ignores a reversal of something never awarded", async () => {
    const userId = await newUser();
    const result = await awardNow(db.database.prisma, {
      type: "CARE_POST",
      userId,
      challengeId: challenge("gratitude"),
      postId: `p-${userId}`,
      reverse: true,
    });
    expect(result).toEqual({ joined: false, entry: null, participation: null, achievements: [] });
    expect(await db.database.prisma.participation.count({ where: { userId } })).toBe(0);
  });
});

describe("award: completion rules and achievements through the ledger", () => {
  it("completes the refill challenge at its goal and earns 'Refill regular'", async () => {
    const userId = await newUser();
    const refill = (n: number, quantity: number) =>
      awardNow(db.database.prisma, {
        type: "REFILL",
        userId,
        challengeId: challenge("refill"),
        collectionId: `c-${userId}-${n}`,
        quantity,
      });
    await refill(1, 5);
    expect(await status(userId, "refill")).toBe("IN_PROGRESS");
    const last = await refill(2, 5);
    expect(last.participation?.after).toBe("COMPLETED");
    expect(last.achievements.map((a) => a.key)).toEqual(["refills-10"]);
    await awardNow(db.database.prisma, {
      type: "REFILL",
      userId,
      challengeId: challenge("refill"),
      collectionId: `c-${userId}-2`,
      quantity: 5,
      reverse: true,
    });
    expect(await status(userId, "refill")).toBe("IN_PROGRESS");
    expect(await earnedKeys(userId)).toContain("refills-10");
  });

  it("earns bingo line and full card achievements per difficulty", async () => {
    const userId = await newUser();
    const base = { userId, challengeId: challenge("bingo-easy"), difficulty: "easy" } as const;
    const line = await awardNow(db.database.prisma, { ...base, type: "BINGO_LINE", line: "row-0" });
    expect(line.entry?.amount).toBe(5);
    expect(line.achievements.map((a) => a.key).sort()).toEqual([
      "bingo-line-easy",
      "first-challenge",
    ]);
    const card = await awardNow(db.database.prisma, { ...base, type: "BINGO_CARD" });
    expect(card.entry?.amount).toBe(20);
    expect(card.participation?.after).toBe("COMPLETED");
    expect(card.achievements.map((a) => a.key)).toEqual(["bingo-card-easy"]);
    expect(await earnedKeys(userId)).not.toContain("bingo-line-medium");
  });

  it("counts gratitude notes and acts of giving apart", async () => {
    const userId = await newUser();
    for (let n = 0; n < 3; n++)
      await awardNow(db.database.prisma, {
        type: "CARE_POST",
        userId,
        challengeId: challenge("joy-of-giving"),
        postId: `g-${userId}-${n}`,
      });
    expect(await earnedKeys(userId)).toEqual(["first-challenge", "giving-3"]);
    expect(await status(userId, "joy-of-giving")).toBe("COMPLETED");
    expect(await status(userId, "gratitude")).toBeNull();
  });

  it("pays at most 10 care posts per day but counts every approved one", async () => {
    const userId = await newUser();
    const day = new Date("2026-07-10T09:00:00Z");
    const amounts: number[] = [];
    for (let n = 0; n < 11; n++) {
      const result = await awardNow(
        db.database.prisma,
        {
          type: "CARE_POST",
          userId,
          challengeId: challenge("gratitude"),
          postId: `q-${userId}-${n}`,
        },
        { now: new Date(day.getTime() + n * 60_000) },
      );
      amounts.push(result.entry?.amount ?? -1);
    }
    expect(amounts).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0]);
    const nextDay = await awardNow(
      db.database.prisma,
      { type: "CARE_POST", userId, challengeId: challenge("gratitude"), postId: `q-${userId}-x` },
      { now: new Date("2026-07-11T08:00:00Z") },
    );
    expect(nextDay.entry?.amount).toBe(3);
    const counted = await db.database.prisma.pointEntry.aggregate({
      where: { userId, sourceType: "CARE_POST" },
      _sum: { quantity: true },
    });
    expect(counted._sum.quantity).toBe(12);
  });

  it("earns 'All-rounder' with a completed challenge in each of the four areas", async () => {
    const userId = await newUser();
    const prisma = db.database.prisma;
    await awardNow(prisma, {
      type: "BINGO_CARD",
      userId,
      challengeId: challenge("bingo-hard"),
      difficulty: "hard",
    });
    await awardNow(prisma, {
      type: "SUBMISSION",
      userId,
      challengeId: challenge("poem-of-the-day"),
      submissionId: `a-${userId}`,
    });
    await awardNow(prisma, {
      type: "REFILL",
      userId,
      challengeId: challenge("refill"),
      collectionId: `r-${userId}`,
      quantity: 10,
    });
    for (let n = 0; n < 2; n++)
      await awardNow(prisma, {
        type: "CARE_POST",
        userId,
        challengeId: challenge("gratitude"),
        postId: `n-${userId}-${n}`,
      });
    expect(await earnedKeys(userId)).not.toContain("all-areas");
    const last = await awardNow(prisma, {
      type: "CARE_POST",
      userId,
      challengeId: challenge("gratitude"),
      postId: `n-${userId}-2`,
    });
    expect(last.achievements.map((a) => a.key).sort()).toEqual(["all-areas", "gratitude-3"]);
  });

  it("records a certificate without points and earns its achievement", async () => {
    const userId = await newUser();
    const result = await awardNow(db.database.prisma, {
      type: "CERTIFICATE",
      userId,
      certificateId: `cert-${userId}`,
    });
    expect(result.entry).toMatchObject({ amount: 0, sourceType: "CERTIFICATE" });
    expect(result.achievements.map((a) => a.key)).toEqual(["certificate"]);
    expect(await total(userId)).toBe(0);
  });
});

describe("award: refusals", () => {
  const prisma = () => db.database.prisma;

  it("refuses an unknown or unpublished challenge with NOT_FOUND", async () => {
    const userId = await newUser();
    await expect(
      awardNow(prisma(), { type: "CHALLENGE_JOINED", userId, challengeId: "nope" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      awardNow(prisma(), {
        type: "CHALLENGE_JOINED",
        userId,
        challengeId: challenge("sunrise-yoga"),
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses actions outside the window with a clear message, but not reversals", async () => {
    const userId = await newUser();
    const challengeId = challenge("photo-story");
    const event = { type: "SUBMISSION", userId, challengeId, submissionId: `w-${userId}` } as const;
    await awardNow(prisma(), event);
    await prisma().challenge.update({
      where: { id: challengeId },
      data: { endsAt: new Date("2020-01-01T12:00:00Z") },
    });
    try {
      await expect(
        awardNow(prisma(), { ...event, submissionId: `w2-${userId}` }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "This challenge is closed: it ended on 1 Jan 2020, 13:00.",
      });
      // An action taken while it was open is still credited (approved later).
      await expect(
        awardNow(prisma(), {
          ...event,
          submissionId: `w3-${userId}`,
          at: new Date("2019-12-31T10:00:00Z"),
        }),
      ).resolves.toMatchObject({ entry: { amount: 10 } });
      await expect(awardNow(prisma(), { ...event, reverse: true })).resolves.toMatchObject({
        entry: { amount: -10 },
      });
      await prisma().challenge.update({
        where: { id: challengeId },
        data: { endsAt: null, startsAt: new Date("2999-01-01T00:00:00Z") },
      });
      await expect(
        awardNow(prisma(), { type: "CHALLENGE_JOINED", userId: await newUser(), challengeId }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(/^This challenge has not started yet: it opens on/),
      });
    } finally {
      await prisma().challenge.update({
        where: { id: challengeId },
        data: { endsAt: null, startsAt: null },
      });
    }
  });

  it("refuses an event for another kind of challenge, and a source of another user", async () => {
    const userId = await newUser();
    await expect(
      awardNow(prisma(), {
        type: "STATION_SCAN",
        userId,
        challengeId: challenge("refill"),
        scanId: "x",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const owner = await newUser();
    await awardNow(prisma(), {
      type: "STATION_SCAN",
      userId: owner,
      challengeId: challenge("station-hunt"),
      scanId: `shared-${owner}`,
    });
    await expect(
      awardNow(prisma(), {
        type: "STATION_SCAN",
        userId,
        challengeId: challenge("station-hunt"),
        scanId: `shared-${owner}`,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("leaves nothing behind when the area's transaction fails after awarding", async () => {
    const userId = await newUser();
    await expect(
      prisma().$transaction(async (tx) => {
        await award(tx, {
          type: "REFILL",
          userId,
          challengeId: challenge("refill"),
          collectionId: `t-${userId}`,
          quantity: 1,
        });
        throw new Error("the area's own write failed");
      }),
    ).rejects.toThrow("the area's own write failed");
    expect(await ledger(userId)).toHaveLength(0);
    expect(await db.database.prisma.participation.count({ where: { userId } })).toBe(0);
  });
});
