import { TRPCError } from "@trpc/server";
import type { CarePostKind, GivingCategory, ModerationStatus } from "~/generated/prisma/enums";
import {
  CARE_CHALLENGE_SLUGS,
  CARE_POSTS_PER_DAY,
  canPostToday,
  isFilterFlagged,
  reportsTakeDown,
  secondsUntilNextDay,
} from "~/server/domain/care";
import { windowRefusal } from "~/shared/challenges";
import { ownItemRefusal } from "~/shared/moderation";
import { utcDayStart } from "~/shared/points";
import { award } from "./award";
import { writeAudit } from "./audit";
import type { Tx } from "./progress";
import { RateLimitedError } from "~/server/infra/rate-limit";

/**
 * Data access of the care area (DESIGN.md §6.5). Every function takes the caller's transaction:
 * a post's status, its points and its audit row always change together.
 */

/** The challenge a kind of post counts for; refused when it is not open for posts. */
export async function careChallengeFor(tx: Tx, kind: CarePostKind, now: Date) {
  const challenge = await tx.challenge.findUnique({
    where: { slug: CARE_CHALLENGE_SLUGS[kind] },
    select: { id: true, kind: true, published: true, startsAt: true, endsAt: true },
  });
  if (!challenge || !challenge.published || challenge.kind !== kind)
    throw new TRPCError({ code: "NOT_FOUND", message: "This challenge is not open." });
  const refusal = windowRefusal(challenge, now);
  if (refusal) throw new TRPCError({ code: "BAD_REQUEST", message: refusal });
  return challenge;
}

/** The challenge an existing post counts for (no window check: moderation may always act). */
async function challengeIdOfKind(tx: Tx, kind: CarePostKind): Promise<string> {
  const challenge = await tx.challenge.findUnique({
    where: { slug: CARE_CHALLENGE_SLUGS[kind] },
    select: { id: true },
  });
  if (!challenge)
    throw new TRPCError({ code: "NOT_FOUND", message: "There is no such challenge." });
  return challenge.id;
}

export type NewCarePost = {
  kind: CarePostKind;
  message: string;
  toName?: string | undefined;
  category?: GivingCategory | null | undefined;
  anonymous: boolean;
};

/**
 * Stores a post for review. The daily limit is a count in the database taken under a lock on the
 * author's row, so two posts sent at the same moment cannot both be the 21st.
 */
export async function createCarePost(tx: Tx, userId: string, input: NewCarePost, now: Date) {
  await careChallengeFor(tx, input.kind, now);
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const today = await tx.carePost.count({
    where: { userId, createdAt: { gte: utcDayStart(now) } },
  });
  if (!canPostToday(today)) {
    const cause = new RateLimitedError(secondsUntilNextDay(now));
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `You have sent ${CARE_POSTS_PER_DAY} posts today, the most a day allows: you can write again tomorrow.`,
      cause,
    });
  }
  const toName = input.kind === "GRATITUDE" && input.toName ? input.toName : null;
  const category = input.kind === "JOY_OF_GIVING" ? (input.category ?? null) : null;
  return tx.carePost.create({
    data: {
      userId,
      kind: input.kind,
      message: input.message,
      toName,
      category,
      anonymous: input.anonymous,
      filterFlagged: isFilterFlagged({ message: input.message, toName }),
      createdAt: now,
    },
    select: carePostOwnFields,
  });
}

/** What the author sees of their own post. */
export const carePostOwnFields = {
  id: true,
  kind: true,
  toName: true,
  category: true,
  message: true,
  anonymous: true,
  status: true,
  reason: true,
  createdAt: true,
  moderatedAt: true,
  publishedAt: true,
} as const;

/** The row as moderation sees and snapshots it. */
const moderationFields = {
  id: true,
  userId: true,
  kind: true,
  toName: true,
  category: true,
  message: true,
  anonymous: true,
  status: true,
  filterFlagged: true,
  reportFlagged: true,
  reason: true,
  moderatedById: true,
  moderatedAt: true,
  publishedAt: true,
  createdAt: true,
} as const;

type ModeratedPost = {
  id: string;
  userId: string;
  kind: CarePostKind;
  status: ModerationStatus;
  createdAt: Date;
  publishedAt: Date | null;
};

/**
 * Locks and loads posts for a moderation step (ids in a stable order so two moderators' bulk
 * actions cannot deadlock). Unknown ids are NOT_FOUND.
 */
async function lockPosts(tx: Tx, postIds: readonly string[]) {
  const sorted = [...postIds].sort();
  await tx.$queryRaw`SELECT id FROM "CarePost" WHERE id = ANY(${sorted}::text[]) ORDER BY id FOR UPDATE`;
  const posts = await tx.carePost.findMany({
    where: { id: { in: sorted } },
    select: moderationFields,
  });
  if (posts.length !== sorted.length)
    throw new TRPCError({
      code: "NOT_FOUND",
      message:
        postIds.length === 1 ? "There is no such post." : "Some of these posts no longer exist.",
    });
  const byId = new Map(posts.map((post) => [post.id, post]));
  return postIds.map((id) => {
    const post = byId.get(id);
    if (!post) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such post." });
    return post;
  });
}

/** Nobody decides on their own post: the whole step is refused and nothing changes. */
function refuseOwnPosts(posts: readonly { userId: string }[], moderatorId: string): void {
  if (posts.some((post) => post.userId === moderatorId))
    throw new TRPCError({ code: "FORBIDDEN", message: ownItemRefusal("post", posts.length) });
}

const STATUS_CONFLICT: Record<ModerationStatus, string> = {
  PENDING: "This post is still waiting for review.",
  APPROVED: "This post is already on the wall.",
  REJECTED: "This post was already rejected.",
};

function requireStatus(
  posts: readonly { status: ModerationStatus }[],
  wanted: ModerationStatus,
): void {
  const wrong = posts.filter((post) => post.status !== wanted);
  if (wrong.length === 0) return;
  const [first] = wrong;
  throw new TRPCError({
    code: "CONFLICT",
    message:
      posts.length === 1 && first
        ? STATUS_CONFLICT[first.status]
        : `${wrong.length} of the selected posts were already moderated: reload the queue.`,
  });
}

async function pointsFor(tx: Tx, post: ModeratedPost, reverse: boolean, now: Date) {
  return award(
    tx,
    {
      type: "CARE_POST",
      userId: post.userId,
      challengeId: await challengeIdOfKind(tx, post.kind),
      postId: post.id,
      at: post.createdAt,
      reverse,
    },
    { now },
  );
}

/** Puts pending posts on the wall and awards their points; all or nothing. */
export async function approveCarePosts(
  tx: Tx,
  moderatorId: string,
  postIds: readonly string[],
  now: Date,
) {
  const posts = await lockPosts(tx, postIds);
  refuseOwnPosts(posts, moderatorId);
  requireStatus(posts, "PENDING");
  for (const post of posts) {
    const after = await tx.carePost.update({
      where: { id: post.id },
      data: {
        status: "APPROVED",
        reason: null,
        reportFlagged: false,
        moderatedById: moderatorId,
        moderatedAt: now,
        publishedAt: now,
      },
      select: moderationFields,
    });
    await pointsFor(tx, post, false, now);
    await writeAudit(tx, {
      actorId: moderatorId,
      action: "care.approve",
      target: { type: "CarePost", id: post.id },
      before: post,
      after,
    });
  }
  return { approved: posts.length };
}

/** Refuses pending posts with a reason the authors read; all or nothing. */
export async function rejectCarePosts(
  tx: Tx,
  moderatorId: string,
  postIds: readonly string[],
  reason: string,
  now: Date,
) {
  const posts = await lockPosts(tx, postIds);
  refuseOwnPosts(posts, moderatorId);
  requireStatus(posts, "PENDING");
  for (const post of posts) {
    const after = await tx.carePost.update({
      where: { id: post.id },
      data: { status: "REJECTED", reason, moderatedById: moderatorId, moderatedAt: now },
      select: moderationFields,
    });
    // A post that was on the wall before readers' reports brought it back holds points.
    await pointsFor(tx, post, true, now);
    await writeAudit(tx, {
      actorId: moderatorId,
      action: "care.reject",
      target: { type: "CarePost", id: post.id },
      before: post,
      after,
    });
  }
  return { rejected: posts.length };
}

/** Takes an approved post off the wall (status REJECTED with the reason) and reverses its points. */
export async function unpublishCarePost(
  tx: Tx,
  moderatorId: string,
  postId: string,
  reason: string,
  now: Date,
) {
  const [post] = await lockPosts(tx, [postId]);
  if (!post) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such post." });
  refuseOwnPosts([post], moderatorId);
  if (post.status !== "APPROVED")
    throw new TRPCError({ code: "CONFLICT", message: "This post is not on the wall." });
  const after = await tx.carePost.update({
    where: { id: post.id },
    data: { status: "REJECTED", reason, moderatedById: moderatorId, moderatedAt: now },
    select: moderationFields,
  });
  await pointsFor(tx, post, true, now);
  await writeAudit(tx, {
    actorId: moderatorId,
    action: "care.unpublish",
    target: { type: "CarePost", id: post.id },
    before: post,
    after,
  });
  return after;
}

/**
 * One reader's report of a post on the wall. At the threshold (reports made since the post was
 * last published, so a moderator's re-approval needs three new reporters to be undone) the post
 * leaves the wall, goes back to the queue flagged and its points are reversed.
 */
export async function reportCarePost(
  tx: Tx,
  userId: string,
  input: { postId: string; reason: "SPAM" | "OFFENSIVE" | "DOES_NOT_BELONG" },
  now: Date,
): Promise<{ takenDown: boolean }> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "CarePost" WHERE id = ${input.postId} FOR UPDATE`;
  const post =
    locked.length > 0
      ? await tx.carePost.findUnique({ where: { id: input.postId }, select: moderationFields })
      : null;
  if (!post || post.status !== "APPROVED")
    throw new TRPCError({ code: "NOT_FOUND", message: "This post is not on the wall." });
  if (post.userId === userId)
    throw new TRPCError({ code: "BAD_REQUEST", message: "You cannot report your own post." });
  const created = await tx.careReport.createManyAndReturn({
    data: [{ postId: post.id, userId, reason: input.reason, createdAt: now }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (created.length === 0)
    throw new TRPCError({ code: "CONFLICT", message: "You have already reported this post." });
  const reports = await tx.careReport.count({
    where: { postId: post.id, createdAt: { gte: post.publishedAt ?? post.createdAt } },
  });
  if (!reportsTakeDown(reports)) return { takenDown: false };
  await tx.carePost.update({
    where: { id: post.id },
    data: { status: "PENDING", reportFlagged: true },
  });
  await pointsFor(tx, post, true, now);
  return { takenDown: true };
}
