import { beforeAll, describe, expect, it } from "vitest";
import type { CarePostKind } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { CARE_POSTS_PER_DAY } from "~/server/domain/care";
import { CARE_POST_POINTS, CARE_POSTS_WITH_POINTS_PER_DAY, utcDayStart } from "~/shared/points";
import { LIMITS } from "~/server/infra/rate-limit";
import { ACTORS, callerAs, createSession, testContext, type Actor } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { expectOnlyFor, expectRateLimited, fieldErrorsOf, refusal } from "~/test/refusals";
import { whileChallenge } from "~/test/challenges";
import { isAppError } from "~/server/errors";
import type { TRPCError } from "@trpc/server";

/** The refusal's message key and values, as the page words it (README "Languages"). */
const textOf = (error: TRPCError) => (isAppError(error.cause) ? error.cause.text : null);

const db = withTestDatabase(seedCatalogue);

/** Anyone's caller (see callerAs). */
const as = (actor: Actor) => callerAs(db.database, actor);

async function signedIn(role: "PARTICIPANT" | "MODERATOR" | "ADMIN") {
  const session = await createSession(db.database, role);
  const caller = createCaller(testContext(db.database, session).ctx);
  return { session, caller, userId: session.user.id };
}

type Caller = Awaited<ReturnType<typeof as>>;

let counter = 0;
function note(caller: Caller, extra: { message?: string; anonymous?: boolean } = {}) {
  counter += 1;
  return caller.care.create({
    kind: "GRATITUDE",
    toName: "the volunteers",
    message: extra.message ?? `Thank you for the tea, number ${counter}`,
    anonymous: extra.anonymous ?? false,
  });
}

function act(caller: Caller, message = "I carried chairs for the choir") {
  return caller.care.create({
    kind: "JOY_OF_GIVING",
    category: "HELPING_HAND",
    message,
    anonymous: false,
  });
}

async function pointsOf(userId: string, kind?: CarePostKind): Promise<number> {
  const rows = await db.database.prisma.pointEntry.aggregate({
    where: {
      userId,
      sourceType: "CARE_POST",
      ...(kind ? { challenge: { kind } } : {}),
    },
    _sum: { amount: true },
  });
  return rows._sum.amount ?? 0;
}

async function makePublic(userId: string) {
  await db.database.prisma.user.update({ where: { id: userId }, data: { publicProfile: true } });
}

/** Posts already on the wall, written by a fresh author each (no burst limit involved). */
async function postsOnTheWall(count: number): Promise<string[]> {
  const authors = await Promise.all(
    Array.from({ length: count }, () => createSession(db.database, "PARTICIPANT")),
  );
  const now = new Date();
  const rows = await db.database.prisma.carePost.createManyAndReturn({
    data: authors.map((author, index) => ({
      userId: author.user.id,
      kind: "GRATITUDE" as const,
      message: `On the wall ${index}`,
      status: "APPROVED" as const,
      createdAt: now,
      publishedAt: now,
    })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The one moderation decision, as the queue and the help desk send it. */
function approve(caller: Caller, ...ids: string[]) {
  return caller.moderation.care.decide({ ids, decision: "approve" });
}
function reject(caller: Caller, reason: string, ...ids: string[]) {
  return caller.moderation.care.decide({ ids, decision: "reject", reason });
}

let moderator: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  moderator = await signedIn("MODERATOR");
});

describe("who may use the care router", () => {
  for (const actor of ACTORS) {
    const signedInActor = actor !== "anonymous";

    it(`${signedInActor ? "lets" : "refuses"} ${actor} write posts and read their own`, async () => {
      const caller = await as(actor);
      if (!signedInActor) {
        await expect(note(caller)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
        await expect(caller.care.myPosts()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
        return;
      }
      const post = await note(caller);
      expect(post.status).toBe("PENDING");
      const mine = await caller.care.myPosts();
      expect(mine.posts.map((p) => p.id)).toEqual([post.id]);
    });

    it(`lets ${actor} read the wall`, async () => {
      const caller = await as(actor);
      await expect(caller.care.feed({})).resolves.toMatchObject({ items: expect.any(Array) });
    });

    it(`${signedInActor ? "lets" : "refuses"} ${actor} report a post on the wall`, async () => {
      const author = await signedIn("PARTICIPANT");
      const post = await note(author.caller);
      await approve(moderator.caller, post.id);
      const caller = await as(actor);
      const call = caller.care.report({ postId: post.id, reason: "SPAM" });
      if (signedInActor) await expect(call).resolves.toEqual({ takenDown: false });
      else await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    });

    it(`${actor === "MODERATOR" || actor === "ADMIN" ? "lets" : "refuses"} ${actor} moderate`, async () => {
      const author = await signedIn("PARTICIPANT");
      const posts = await Promise.all([
        note(author.caller),
        note(author.caller),
        note(author.caller),
        note(author.caller),
        note(author.caller),
      ]);
      const [one, two, three, four, five] = posts.map((post) => post.id);
      if (!one || !two || !three || !four || !five) throw new Error("five posts expected");
      const caller = await as(actor);
      const reason = "Not for the wall";
      const calls = [
        () => caller.moderation.care.queue({}),
        () => caller.moderation.care.queue({ status: "APPROVED" }),
        () => approve(caller, one),
        () => reject(caller, reason, two),
        () => approve(caller, three),
        () => reject(caller, reason, four),
        // Rejecting a post on the wall unpublishes it.
        () => reject(caller, reason, one),
      ];
      await expectOnlyFor("MODERATOR", actor, calls);
      const statuses = await db.database.prisma.carePost.findMany({
        where: { id: { in: [one, two, three, four, five] } },
        select: { id: true, status: true },
      });
      const expected =
        actor === "anonymous" || actor === "PARTICIPANT"
          ? ["PENDING", "PENDING", "PENDING", "PENDING", "PENDING"]
          : ["REJECTED", "REJECTED", "APPROVED", "REJECTED", "PENDING"];
      expect(
        [one, two, three, four, five].map((id) => statuses.find((s) => s.id === id)?.status),
      ).toEqual(expected);
    });
  }
});

describe("care.create", () => {
  it("stores a pending post with its author's choices; 'to' only on notes, category only on acts", async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const gratitude = await caller.care.create({
      kind: "GRATITUDE",
      toName: "  Sam   at the gate ",
      message: "  Thanks for the umbrella!\r\n\r\n\r\n\r\nYou saved my day.  ",
      anonymous: true,
    });
    expect(gratitude).toMatchObject({
      kind: "GRATITUDE",
      toName: "Sam at the gate",
      category: null,
      message: "Thanks for the umbrella!\n\nYou saved my day.",
      anonymous: true,
      status: "PENDING",
      reason: null,
    });
    const giving = await act(caller);
    expect(giving).toMatchObject({ kind: "JOY_OF_GIVING", category: "HELPING_HAND", toName: null });
    const stored = await db.database.prisma.carePost.findUniqueOrThrow({
      where: { id: giving.id },
    });
    expect(stored.userId).toBe(userId);
  });

  it("refuses empty, too long and inconsistent posts with field messages", async () => {
    const { caller } = await signedIn("PARTICIPANT");
    const empty = await refusal(
      caller.care.create({ kind: "GRATITUDE", message: "   \n ", anonymous: false }),
    );
    expect(empty.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(empty).message).toEqual(["Write a message."]);

    const long = await refusal(
      caller.care.create({ kind: "GRATITUDE", message: "x".repeat(281), anonymous: false }),
    );
    expect(fieldErrorsOf(long).message).toEqual(["At most 280 characters."]);
    await expect(
      caller.care.create({ kind: "GRATITUDE", message: "x".repeat(280), anonymous: false }),
    ).resolves.toMatchObject({ status: "PENDING" });

    const noCategory = await refusal(
      caller.care.create({ kind: "JOY_OF_GIVING", message: "Shared my lunch", anonymous: false }),
    );
    expect(fieldErrorsOf(noCategory).category).toEqual(["Choose a category."]);

    const longName = await refusal(
      caller.care.create({
        kind: "GRATITUDE",
        toName: "n".repeat(61),
        message: "Hi",
        anonymous: false,
      }),
    );
    expect(fieldErrorsOf(longName).toName).toEqual(["At most 60 characters."]);

    const huge = await refusal(
      caller.care.create({ kind: "GRATITUDE", message: "x".repeat(100_000), anonymous: false }),
    );
    expect(huge.code).toBe("BAD_REQUEST");
  });

  it("flags, never blocks, posts the word filter catches", async () => {
    const { caller } = await signedIn("PARTICIPANT");
    const flagged = await note(caller, {
      message: "The st00pid rain, but you were no 1d10t: thanks",
    });
    const clean = await note(caller, { message: "Thank you for the lovely soup" });
    const rows = await db.database.prisma.carePost.findMany({
      where: { id: { in: [flagged.id, clean.id] } },
      select: { id: true, filterFlagged: true },
    });
    expect(rows.find((row) => row.id === flagged.id)?.filterFlagged).toBe(true);
    expect(rows.find((row) => row.id === clean.id)?.filterFlagged).toBe(false);

    const queue = await moderator.caller.moderation.care.queue({ flagged: true, pageSize: 100 });
    const item = queue.rows.find((post) => post.id === flagged.id);
    expect(item?.filterMatches).toEqual(["idiot"]);
    expect(queue.rows.some((post) => post.id === clean.id)).toBe(false);
  });

  it(`allows ${CARE_POSTS_PER_DAY} posts a day, even sent all at once, then says when to come back`, async () => {
    const { caller, userId } = await signedIn("PARTICIPANT");
    const post = (createdAt: Date) => ({
      userId,
      kind: "GRATITUDE" as const,
      message: "Sent earlier",
      createdAt,
    });
    // Yesterday's posts do not count; today's do (sent earlier, so the burst limit is not hit).
    const alreadyToday = CARE_POSTS_PER_DAY - 2;
    await db.database.prisma.carePost.createMany({
      data: [
        ...Array.from({ length: 5 }, () => post(new Date(Date.now() - 86_400_000 * 1.5))),
        ...Array.from({ length: alreadyToday }, () => post(utcDayStart(new Date()))),
      ],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, index) => note(caller, { message: `Burst ${index}` })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(await db.database.prisma.carePost.count({ where: { userId } })).toBe(
      5 + CARE_POSTS_PER_DAY,
    );
    const limited = await refusal(note(caller));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.cause).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      retryAfterSeconds: expect.any(Number),
    });
    expect(limited.message).toContain("tomorrow");
    // Worded in the page's language from its key (README "Languages").
    expect(textOf(limited)).toEqual({
      key: "care.server.dailyLimit",
      values: { count: CARE_POSTS_PER_DAY },
    });
  });

  it("refuses posts while the challenge is closed or unpublished", async () => {
    const { caller } = await signedIn("PARTICIPANT");
    const prisma = db.database.prisma;
    const closed = { endsAt: new Date("2020-01-01T00:00:00Z") };
    await whileChallenge(prisma, { slug: "joy-of-giving" }, closed, () =>
      expect(act(caller)).rejects.toMatchObject({ code: "BAD_REQUEST" }),
    );
    await whileChallenge(prisma, { slug: "gratitude" }, { published: false }, async () => {
      const unpublished = await refusal(note(caller));
      expect(unpublished.code).toBe("NOT_FOUND");
      expect(textOf(unpublished)).toEqual({ key: "care.server.notOpen" });
    });
  });
});

describe("moderation and points", () => {
  it("approval awards 3 points once, writes an audit row; a second approval is a CONFLICT", async () => {
    const author = await signedIn("PARTICIPANT");
    const post = await note(author.caller);
    await expect(approve(moderator.caller, post.id)).resolves.toEqual({ decided: 1 });
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS);
    const again = await refusal(approve(moderator.caller, post.id));
    expect(again).toMatchObject({ code: "CONFLICT", message: "This post is already on the wall." });
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS);

    const audit = await db.database.prisma.auditLog.findFirstOrThrow({
      where: { action: "carePost.approve", targetId: post.id },
    });
    expect(audit).toMatchObject({
      actorId: moderator.userId,
      targetType: "CarePost",
      before: expect.objectContaining({ status: "PENDING", message: post.message }),
      after: expect.objectContaining({ status: "APPROVED" }),
    });
    const mine = await author.caller.care.myPosts();
    expect(mine.posts[0]).toMatchObject({ id: post.id, status: "APPROVED" });
    expect(mine.counts).toMatchObject({ APPROVED: 1, total: 1 });
  });

  it("unpublishing reverses the points and tells the author why", async () => {
    const author = await signedIn("PARTICIPANT");
    const post = await note(author.caller);
    await approve(moderator.caller, post.id);
    await reject(moderator.caller, "Names a child", post.id);
    expect(await pointsOf(author.userId)).toBe(0);
    const mine = await author.caller.care.myPosts();
    expect(mine.posts[0]).toMatchObject({ status: "REJECTED", reason: "Names a child" });
    const feed = await author.caller.care.feed({ limit: 100 });
    expect(feed.items.some((item) => item.id === post.id)).toBe(false);
    await expect(reject(moderator.caller, "again", post.id)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(
      await db.database.prisma.auditLog.count({
        where: { action: "carePost.unpublish", targetId: post.id },
      }),
    ).toBe(1);
  });

  it("rejection needs a reason; unknown posts are NOT_FOUND", async () => {
    const author = await signedIn("PARTICIPANT");
    const post = await note(author.caller);
    const noReason = await refusal(reject(moderator.caller, "  ", post.id));
    expect(fieldErrorsOf(noReason).reason).toBeDefined();
    await reject(moderator.caller, "Please keep it kind", post.id);
    expect(await pointsOf(author.userId)).toBe(0);
    const mine = await author.caller.care.myPosts();
    expect(mine.posts[0]).toMatchObject({ status: "REJECTED", reason: "Please keep it kind" });
    await expect(reject(moderator.caller, "Still not", post.id)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This post was already rejected.",
    });
    await expect(approve(moderator.caller, "nope")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(reject(moderator.caller, "x", "nope")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it(`pays at most ${CARE_POSTS_WITH_POINTS_PER_DAY} approved posts a day, and completes challenges and achievements`, async () => {
    const author = await signedIn("PARTICIPANT");
    // Written over the day (one burst of care.create would hit the burst limit).
    const posts = await db.database.prisma.carePost.createManyAndReturn({
      data: Array.from({ length: CARE_POSTS_WITH_POINTS_PER_DAY + 2 }, (_, index) => ({
        userId: author.userId,
        kind: "GRATITUDE" as const,
        message: `Daily ${index}`,
        createdAt: new Date(Date.now() - (CARE_POSTS_WITH_POINTS_PER_DAY + 2 - index) * 1000),
      })),
      select: { id: true },
    });
    await approve(moderator.caller, ...posts.map((post) => post.id));
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS * CARE_POSTS_WITH_POINTS_PER_DAY);
    const participation = await db.database.prisma.participation.findFirstOrThrow({
      where: { userId: author.userId, challenge: { slug: "gratitude" } },
    });
    expect(participation.status).toBe("COMPLETED");
    const earned = await db.database.prisma.userAchievement.findMany({
      where: { userId: author.userId },
      select: { achievement: { select: { key: true } } },
    });
    expect(earned.map((row) => row.achievement.key)).toContain("gratitude-3");

    // Unpublishing a paid post gives its points back; an unpaid one takes nothing.
    const [first] = posts;
    const last = posts.at(-1);
    if (!first || !last) throw new Error("posts expected");
    await reject(moderator.caller, "Duplicate", last.id);
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS * CARE_POSTS_WITH_POINTS_PER_DAY);
    await reject(moderator.caller, "Duplicate", first.id);
    expect(await pointsOf(author.userId)).toBe(
      CARE_POST_POINTS * (CARE_POSTS_WITH_POINTS_PER_DAY - 1),
    );
  });
});

describe("bulk moderation", () => {
  it("approves or rejects a selection in one transaction: all or nothing", async () => {
    const author = await signedIn("PARTICIPANT");
    const posts = await Promise.all([
      note(author.caller),
      note(author.caller),
      note(author.caller),
    ]);
    const ids = posts.map((post) => post.id);
    const [first, second, third] = ids;
    if (!first || !second || !third) throw new Error("three posts expected");
    await approve(moderator.caller, second);

    const conflict = await refusal(approve(moderator.caller, ...ids));
    expect(conflict.code).toBe("CONFLICT");
    expect(conflict.message).toContain("1 of the selected posts");
    const unknown = await refusal(reject(moderator.caller, "No", first, "missing"));
    expect(unknown.code).toBe("NOT_FOUND");
    const untouched = await db.database.prisma.carePost.findMany({
      where: { id: { in: [first, third] } },
      select: { status: true },
    });
    expect(untouched.map((row) => row.status)).toEqual(["PENDING", "PENDING"]);
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS);

    await expect(reject(moderator.caller, "Off topic", first, third)).resolves.toEqual({
      decided: 2,
    });
    expect(
      await db.database.prisma.auditLog.count({
        where: { action: "carePost.reject", targetId: { in: [first, third] } },
      }),
    ).toBe(2);
  });

  it("bounds the selection", async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    await expect(approve(moderator.caller, ...tooMany)).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(approve(moderator.caller)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(approve(moderator.caller, "a", "a")).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("the queue", () => {
  it("lists pending posts oldest first, filtered by kind, a page at a time", async () => {
    const author = await signedIn("PARTICIPANT");
    const older = await act(author.caller, "Gave away my spare poncho");
    const newer = await act(author.caller, "Walked a lost kid to the info tent");
    const queue = await moderator.caller.moderation.care.queue({
      kind: "JOY_OF_GIVING",
      pageSize: 100,
    });
    expect(
      queue.rows.every((item) => item.kind === "JOY_OF_GIVING" && item.status === "PENDING"),
    ).toBe(true);
    const order = queue.rows.map((item) => item.id);
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(newer.id));
    const times = queue.rows.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const firstPage = await moderator.caller.moderation.care.queue({ pageSize: 2 });
    const secondPage = await moderator.caller.moderation.care.queue({ pageSize: 2, page: 2 });
    expect(firstPage.rows).toHaveLength(2);
    expect(secondPage.rows[0]?.id).not.toBe(firstPage.rows[0]?.id);
    expect(firstPage.total).toBeGreaterThan(2);
  });
});

describe("the wall (care.feed)", () => {
  it("shows approved posts only, newest first, and never who wrote an anonymous post", async () => {
    const author = await signedIn("PARTICIPANT");
    await makePublic(author.userId);
    const pending = await note(author.caller, { message: "Still pending" });
    const rejected = await note(author.caller, { message: "Will be rejected" });
    const named = await note(author.caller, { message: "Signed by me" });
    const hidden = await note(author.caller, {
      message: "Nobody knows it was me",
      anonymous: true,
    });
    await reject(moderator.caller, "No", rejected.id);
    await approve(moderator.caller, named.id);
    await approve(moderator.caller, hidden.id);

    const caller = await as("anonymous");
    const feed = await caller.care.feed({ limit: 100 });
    const ids = feed.items.map((item) => item.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids.indexOf(hidden.id)).toBeLessThan(ids.indexOf(named.id));
    const times = feed.items.map((item) => item.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(feed.items.find((item) => item.id === named.id)?.authorName).toBe(
      author.session.user.name,
    );
    const anonymous = feed.items.find((item) => item.id === hidden.id);
    expect(anonymous?.authorName).toBe("Anonymous");
    const wire = JSON.stringify(feed);
    expect(wire).not.toContain(author.userId);
    expect(wire).not.toContain(author.session.user.email);
    expect(Object.keys(anonymous ?? {}).sort()).toEqual(
      ["authorName", "category", "id", "kind", "message", "publishedAt", "toName"].sort(),
    );
  });

  it("names an author only when their profile is public and the post is not anonymous", async () => {
    const hidden = await signedIn("PARTICIPANT");
    const shown = await signedIn("PARTICIPANT");
    await makePublic(shown.userId);
    const privateNamed = await note(hidden.caller, { message: "Private profile, not anonymous" });
    const publicNamed = await note(shown.caller, { message: "Public profile, not anonymous" });
    const publicAnonymous = await note(shown.caller, {
      message: "Public profile, anonymous",
      anonymous: true,
    });
    for (const post of [privateNamed, publicNamed, publicAnonymous])
      await approve(moderator.caller, post.id);

    const caller = await as("anonymous");
    const feed = await caller.care.feed({ limit: 100 });
    const nameOf = (id: string) => feed.items.find((item) => item.id === id)?.authorName;
    expect(nameOf(privateNamed.id)).toBe("Anonymous");
    expect(nameOf(publicNamed.id)).toBe(shown.session.user.name);
    expect(nameOf(publicAnonymous.id)).toBe("Anonymous");
    expect(JSON.stringify(feed)).not.toContain(hidden.session.user.name);

    // Moderators see the author, and what the wall shows of them.
    const published = await moderator.caller.moderation.care.queue({
      status: "APPROVED",
      pageSize: 100,
    });
    const row = published.rows.find((item) => item.id === privateNamed.id);
    expect(row).toMatchObject({ authorName: hidden.session.user.name, wallName: "Anonymous" });
    expect(published.rows.find((item) => item.id === publicNamed.id)?.wallName).toBe(
      shown.session.user.name,
    );

    // Going private later hides the name on the wall from then on.
    await db.database.prisma.user.update({
      where: { id: shown.userId },
      data: { publicProfile: false },
    });
    const later = await caller.care.feed({ limit: 100 });
    expect(later.items.find((item) => item.id === publicNamed.id)?.authorName).toBe("Anonymous");
  });

  it("pages with a cursor without gaps or repeats", async () => {
    const caller = await as("anonymous");
    const all = await caller.care.feed({ limit: 100 });
    const seen: string[] = [];
    let cursor: (typeof all)["nextCursor"] = null;
    do {
      const page: typeof all = await caller.care.feed({ limit: 3, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
  });
});

describe("reports", () => {
  it("one per person and post; not on your own post, nor on one that is not on the wall", async () => {
    const author = await signedIn("PARTICIPANT");
    const reader = await signedIn("PARTICIPANT");
    const post = await note(author.caller);
    const notOnWall = await refusal(reader.caller.care.report({ postId: post.id, reason: "SPAM" }));
    expect(notOnWall.code).toBe("NOT_FOUND");
    expect(textOf(notOnWall)).toEqual({ key: "care.server.notOnWall" });
    await approve(moderator.caller, post.id);
    const own = await refusal(author.caller.care.report({ postId: post.id, reason: "SPAM" }));
    expect(own.code).toBe("BAD_REQUEST");
    expect(textOf(own)).toEqual({ key: "care.server.ownPost" });
    await reader.caller.care.report({ postId: post.id, reason: "OFFENSIVE" });
    await expect(
      reader.caller.care.report({ postId: post.id, reason: "SPAM" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already reported this post.",
    });
  });

  it("the wall knows which posts I wrote and which I reported, and tells no one else", async () => {
    const author = await signedIn("PARTICIPANT");
    const reader = await signedIn("PARTICIPANT");
    const mine = await note(author.caller, { message: "Mine to keep" });
    const other = await note(reader.caller, { message: "Someone else's" });
    await approve(moderator.caller, mine.id);
    await approve(moderator.caller, other.id);
    const postIds = [mine.id, other.id];
    expect(await author.caller.care.wallViewerState({ postIds })).toEqual({
      ownPostIds: [mine.id],
      reportedPostIds: [],
    });
    await reader.caller.care.report({ postId: mine.id, reason: "SPAM" });
    expect(await reader.caller.care.wallViewerState({ postIds })).toEqual({
      ownPostIds: [other.id],
      reportedPostIds: [mine.id],
    });
    // The reader's report is theirs alone.
    expect((await author.caller.care.wallViewerState({ postIds })).reportedPostIds).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `post-${index}`);
    await expect(reader.caller.care.wallViewerState({ postIds: tooMany })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("three reports take a post off the wall, reverse its points and flag it in the queue", async () => {
    const author = await signedIn("PARTICIPANT");
    const post = await note(author.caller, { message: "Reported three times" });
    await approve(moderator.caller, post.id);
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS);
    const readers = await Promise.all([1, 2, 3, 4].map(() => signedIn("PARTICIPANT")));
    const results = [];
    for (const reader of readers.slice(0, 3))
      results.push(await reader.caller.care.report({ postId: post.id, reason: "DOES_NOT_BELONG" }));
    expect(results.map((result) => result.takenDown)).toEqual([false, false, true]);
    expect(await pointsOf(author.userId)).toBe(0);
    const caller = await as("anonymous");
    expect((await caller.care.feed({ limit: 100 })).items.some((item) => item.id === post.id)).toBe(
      false,
    );
    const flagged = await moderator.caller.moderation.care.queue({ flagged: true, pageSize: 100 });
    expect(flagged.rows.find((item) => item.id === post.id)).toMatchObject({
      reportFlagged: true,
      reports: ["DOES_NOT_BELONG", "DOES_NOT_BELONG", "DOES_NOT_BELONG"],
    });
    const fourth = readers[3];
    if (!fourth) throw new Error("four readers expected");
    await expect(
      fourth.caller.care.report({ postId: post.id, reason: "SPAM" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    // A moderator who puts it back decides: it takes three new reporters to pull it again.
    await approve(moderator.caller, post.id);
    expect(await pointsOf(author.userId)).toBe(CARE_POST_POINTS);
    await expect(fourth.caller.care.report({ postId: post.id, reason: "SPAM" })).resolves.toEqual({
      takenDown: false,
    });
    const row = await db.database.prisma.carePost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ status: "APPROVED", reportFlagged: false });
  });
});

describe("nobody decides on their own post", () => {
  async function pendingPosts(author: Caller, count: number) {
    const posts = [];
    for (let index = 0; index < count; index++)
      posts.push(await note(author, { message: `Own post ${index}` }));
    return posts.map((post) => post.id);
  }

  async function statusesOf(ids: readonly string[]) {
    const rows = await db.database.prisma.carePost.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, status: true },
    });
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  }

  it("refuses approving or rejecting one's own post, one at a time or in bulk, and changes nothing", async () => {
    const self = await signedIn("MODERATOR");
    const other = await signedIn("PARTICIPANT");
    const [own, ownToo] = await pendingPosts(self.caller, 2);
    const [theirs] = await pendingPosts(other.caller, 1);
    if (!own || !ownToo || !theirs) throw new Error("posts expected");
    const reason = "Not for the wall";

    const single = [() => approve(self.caller, own), () => reject(self.caller, reason, own)];
    for (const call of single) {
      const error = await refusal(call());
      expect(error).toMatchObject({
        code: "FORBIDDEN",
        message: "Someone else has to decide on your own post.",
      });
    }
    const bulk = [
      () => approve(self.caller, theirs, own, ownToo),
      () => reject(self.caller, reason, theirs, own),
    ];
    for (const call of bulk) {
      const error = await refusal(call());
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toMatch(
        /^Your own post is among the \d selected: .*Nothing was changed\.$/,
      );
    }
    expect(await statusesOf([own, ownToo, theirs])).toEqual(["PENDING", "PENDING", "PENDING"]);
    expect(await pointsOf(self.userId)).toBe(0);
    expect(
      await db.database.prisma.auditLog.count({
        where: { actorId: self.userId, targetId: { in: [own, ownToo, theirs] } },
      }),
    ).toBe(0);

    // Another moderator decides; the author's own decision on the others' post still goes.
    await expect(approve(self.caller, theirs)).resolves.toEqual({ decided: 1 });
    await expect(approve(moderator.caller, own, ownToo)).resolves.toEqual({ decided: 2 });
  });

  it("refuses unpublishing one's own post on the wall", async () => {
    const self = await signedIn("MODERATOR");
    const [own] = await pendingPosts(self.caller, 1);
    if (!own) throw new Error("post expected");
    await approve(moderator.caller, own);
    const error = await refusal(reject(self.caller, "Changed my mind", own));
    expect(error).toMatchObject({
      code: "FORBIDDEN",
      message: "Someone else has to decide on your own post.",
    });
    expect(await statusesOf([own])).toEqual(["APPROVED"]);
    expect(await pointsOf(self.userId)).toBe(CARE_POST_POINTS);
  });

  it("marks one's own posts in the queue and on the wall list, for nobody else", async () => {
    const self = await signedIn("MODERATOR");
    const [own, onWall] = await pendingPosts(self.caller, 2);
    if (!own || !onWall) throw new Error("posts expected");
    await approve(moderator.caller, onWall);
    const mine = await self.caller.moderation.care.queue({ pageSize: 100 });
    expect(mine.rows.find((item) => item.id === own)?.own).toBe(true);
    expect(mine.rows.filter((item) => item.own).map((item) => item.id)).toEqual([own]);
    const theirs = await moderator.caller.moderation.care.queue({ pageSize: 100 });
    expect(theirs.rows.find((item) => item.id === own)?.own).toBe(false);
    const published = await self.caller.moderation.care.queue({
      status: "APPROVED",
      pageSize: 100,
    });
    expect(published.rows.find((item) => item.id === onWall)?.own).toBe(true);
  });
});

describe("burst limits", () => {
  it("lets a person send a burst of posts, then says how long to wait", async () => {
    const writer = await signedIn("PARTICIPANT");
    const [onWall] = await postsOnTheWall(1);
    if (!onWall) throw new Error("a post expected");
    for (let index = 0; index < LIMITS.carePostByUser.points; index++)
      await note(writer.caller, { message: `Quick note ${index}` });
    const limited = await refusal(note(writer.caller));
    expectRateLimited(limited, LIMITS.carePostByUser.duration);
    expect(limited.message).toMatch(
      /^Too many posts in a short time: try again in \d+ seconds?\.$/,
    );
    expect(textOf(limited)).toEqual({
      key: "care.server.tooManyPosts",
      values: { unit: "second", count: expect.any(Number) },
    });
    expect(await db.database.prisma.carePost.count({ where: { userId: writer.userId } })).toBe(
      LIMITS.carePostByUser.points,
    );
    // The same person may still report; someone else may still post.
    await expect(writer.caller.care.report({ postId: onWall, reason: "SPAM" })).resolves.toEqual({
      takenDown: false,
    });
    const other = await signedIn("PARTICIPANT");
    await expect(note(other.caller)).resolves.toMatchObject({ status: "PENDING" });
  });

  it("lets a person send a burst of reports, then says how long to wait", async () => {
    const reader = await signedIn("PARTICIPANT");
    const posts = await postsOnTheWall(LIMITS.careReportByUser.points + 2);
    for (const postId of posts.slice(0, LIMITS.careReportByUser.points))
      await reader.caller.care.report({ postId, reason: "DOES_NOT_BELONG" });
    const [next, last] = posts.slice(LIMITS.careReportByUser.points);
    if (!next || !last) throw new Error("posts expected");
    const limited = await refusal(reader.caller.care.report({ postId: next, reason: "SPAM" }));
    expect(limited.cause).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expectRateLimited(limited);
    expect(limited.message).toMatch(
      /^Too many reports in a short time: try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(textOf(limited)?.key).toBe("care.server.tooManyReports");
    expect(await db.database.prisma.careReport.count({ where: { postId: next } })).toBe(0);
    // The same person may still post; someone else may still report.
    await expect(note(reader.caller)).resolves.toMatchObject({ status: "PENDING" });
    const other = await signedIn("PARTICIPANT");
    await expect(other.caller.care.report({ postId: last, reason: "SPAM" })).resolves.toEqual({
      takenDown: false,
    });
  });
});
