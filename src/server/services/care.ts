import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { CarePostKind, GivingCategory, ModerationStatus } from "~/generated/prisma/enums";
import { isUniqueViolation } from "~/server/database/errors";
import { utcTimestamp } from "~/server/database/timestamps";
import {
  CARE_CHALLENGE_SLUGS,
  CARE_POSTS_PER_DAY,
  canPostToday,
  isFilterFlagged,
  reportsTakeDown,
  secondsUntilNextDay,
  wordFilterMatches,
} from "~/server/domain/care";
import type { AwardEvent } from "~/server/domain/award-events";
import { AppError, badRequest, conflict, found } from "~/server/errors";
import { consumeBurst } from "~/server/infra/bursts";
import type { RateLimits } from "~/server/infra/rate-limit";
import type {
  careFeedInput,
  careQueueInput,
  createCarePostInput,
  reportCarePostInput,
  wallViewerStateInput,
} from "~/shared/care/inputs";
import { windowRefusal } from "~/shared/challenges";
import { excerptOf, INBOX_LINKS } from "~/shared/inbox/rules";
import { utcDayStart } from "~/shared/points";
import { publicName } from "~/shared/public-name";
import { z } from "~/shared/zod";
import { publishLive } from "./live-updates";
import { awardAll, readSourceLedger } from "./award";
import { catalogueOf, forgetCatalogue } from "./catalogue";
import type { NotificationDraft } from "./inbox";
import {
  decide,
  writeTogether,
  type DecideInput,
  type ModerationArea,
  type StatusChange,
} from "./moderation";
import { keysetAfter, keysetPage, numberedPage } from "./pagination";
import type { CatalogueChallenge, RulesCatalogue, Tx } from "./progress";

/**
 * The care area (DESIGN.md §6.5): gratitude notes and acts of giving, the wall, readers' reports
 * and the posts' moderation. A post's status, its points and its audit row always change together,
 * in one transaction.
 */

/** How many of my own posts the overview lists (newest first). */
const MY_POSTS_SHOWN = 100;

/** The challenge a kind of post counts for, from the rules' catalogue; null when there is none. */
function careChallengeOf(catalogue: RulesCatalogue, kind: CarePostKind): CatalogueChallenge | null {
  const slug = CARE_CHALLENGE_SLUGS[kind];
  for (const challenge of catalogue.challenges.values())
    if (challenge.slug === slug) return challenge;
  return null;
}

/**
 * The rules' catalogue from the process's cache (catalogue.ts, as the station scan reads it), so
 * that a post and its moderation do not read the challenges and achievement definitions again;
 * reloaded once when it lacks a care challenge (created since, on another instance).
 */
async function careCatalogue(db: PrismaClient): Promise<RulesCatalogue> {
  const catalogue = await catalogueOf(db);
  if (Object.values(CarePostKind).every((kind) => careChallengeOf(catalogue, kind)))
    return catalogue;
  forgetCatalogue();
  return catalogueOf(db);
}

/** The challenge a kind of post counts for; refused when it is not open for posts. */
function openCareChallenge(catalogue: RulesCatalogue, kind: CarePostKind, now: Date) {
  const challenge = careChallengeOf(catalogue, kind);
  if (!challenge || !challenge.published || challenge.kind !== kind)
    throw new AppError("NOT_FOUND", "This challenge is not open.", {
      text: { key: "care.server.notOpen" },
    });
  const refusal = windowRefusal(challenge, now);
  if (refusal) throw badRequest(refusal);
  return challenge;
}

/** A post as the wall shows it (with `anonymous`, for the name it shows). */
const postFields = {
  id: true,
  kind: true,
  toName: true,
  category: true,
  message: true,
  anonymous: true,
} as const satisfies Prisma.CarePostSelect;

/** The moderation of a post: its status, the reason the author reads and when. */
const decisionFields = {
  status: true,
  reason: true,
  createdAt: true,
  moderatedAt: true,
  publishedAt: true,
} as const satisfies Prisma.CarePostSelect;

/** What the author sees of their own post. */
const ownFields = { ...postFields, ...decisionFields } as const satisfies Prisma.CarePostSelect;

/** The columns of `ownFields` as raw SQL reads them (timestamps as JSON-exact instants). */
const OWN_COLUMNS = Prisma.sql`"id", "kind", "toName", "category", "message", "anonymous",
  "status", "reason", "createdAt" AT TIME ZONE 'UTC' AS "createdAt",
  "moderatedAt" AT TIME ZONE 'UTC' AS "moderatedAt",
  "publishedAt" AT TIME ZONE 'UTC' AS "publishedAt"`;

/** `ownFields` of a row read by raw SQL (its JSON). */
const ownPostSchema = z.object({
  id: z.string(),
  kind: z.enum(CarePostKind),
  toName: z.string().nullable(),
  category: z.enum(GivingCategory).nullable(),
  message: z.string(),
  anonymous: z.boolean(),
  status: z.enum(ModerationStatus),
  reason: z.string().nullable(),
  createdAt: z.coerce.date(),
  moderatedAt: z.coerce.date().nullable(),
  publishedAt: z.coerce.date().nullable(),
}) satisfies z.ZodType<Prisma.CarePostGetPayload<{ select: typeof ownFields }>>;

/** What `createCarePost`'s statement answers: the post, and the author's earlier posts today. */
const createdPostSchema = z.object({ today: z.number().int(), post: ownPostSchema });

/**
 * Stores a post for review: at most 5 a minute (carePostByUser) and 20 a day. The daily limit is
 * a count in the database taken under a lock on the author's row, so two posts sent at the same
 * moment cannot both be the 21st. The word filter flags, it never refuses.
 */
export async function createCarePost(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof createCarePostInput>,
  rateLimits: RateLimits,
  now = new Date(),
) {
  await consumeBurst(rateLimits, "carePostByUser", userId);
  openCareChallenge(await careCatalogue(db), input.kind, now);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const toName = input.kind === "GRATITUDE" && input.toName ? input.toName : null;
    const category = input.kind === "JOY_OF_GIVING" ? (input.category ?? null) : null;
    const at = utcTimestamp(now);
    // One statement counts the author's posts of today (its snapshot: the ones before this one,
    // all committed, as the author's lock is held) and inserts the post; over the allowance, the
    // refusal rolls the insert back.
    const [written] = await tx.$queryRaw<unknown[]>`
      WITH today AS (
        SELECT CAST(COUNT(*) AS integer) AS "count" FROM "CarePost"
        WHERE "userId" = ${userId} AND "createdAt" >= ${utcTimestamp(utcDayStart(now))}),
      post AS (
        INSERT INTO "CarePost" ("id", "userId", "kind", "message", "toName", "category",
          "anonymous", "filterFlagged", "createdAt", "updatedAt")
        VALUES (${randomUUID()}, ${userId}, CAST(${input.kind} AS "CarePostKind"), ${input.message},
          ${toName}, CAST(${category} AS "GivingCategory"), ${input.anonymous},
          ${isFilterFlagged({ message: input.message, toName })}, ${at}, ${at})
        RETURNING ${OWN_COLUMNS})
      SELECT (SELECT "count" FROM today) AS "today", (SELECT row_to_json(p) FROM post p) AS "post"`;
    const { today, post } = createdPostSchema.parse(written);
    if (!canPostToday(today))
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `You have sent ${CARE_POSTS_PER_DAY} posts today, the most a day allows: you can write again tomorrow.`,
        {
          retryAfterSeconds: secondsUntilNextDay(now),
          text: { key: "care.server.dailyLimit", values: { count: CARE_POSTS_PER_DAY } },
        },
      );
    return post;
  });
}

/** My posts (newest first) with their status and the moderator's reason; counts per status. */
export async function myCarePosts(db: PrismaClient, userId: string) {
  const [posts, groups] = await Promise.all([
    db.carePost.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MY_POSTS_SHOWN,
      select: ownFields,
    }),
    db.carePost.groupBy({ by: ["kind", "status"], where: { userId }, _count: { _all: true } }),
  ]);
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, total: 0 };
  const byKind = { GRATITUDE: 0, JOY_OF_GIVING: 0 };
  for (const group of groups) {
    counts[group.status] += group._count._all;
    counts.total += group._count._all;
    byKind[group.kind] += group._count._all;
  }
  return { posts, counts, byKind };
}

/**
 * The wall: approved posts only, newest first, a keyset page at a time. Authors appear by display
 * name only when their profile is public and the post is not anonymous, otherwise as "Anonymous"
 * (publicName); no user id or email ever leaves through here.
 */
export async function careFeed(db: PrismaClient, input: z.output<typeof careFeedInput>) {
  const rows = await db.carePost.findMany({
    where: {
      status: "APPROVED",
      publishedAt: { not: null },
      ...keysetAfter(input.cursor, "desc", (publishedAt, id) => ({ publishedAt, id })),
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: {
      ...postFields,
      publishedAt: true,
      user: { select: { name: true, publicProfile: true } },
    },
  });
  const posts = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    toName: row.toName,
    category: row.category,
    message: row.message,
    authorName: publicName(row.user, row),
    // The query asked for published rows only.
    publishedAt: row.publishedAt ?? new Date(0),
  }));
  return keysetPage(posts, input.limit, (post) => ({ at: post.publishedAt, id: post.id }));
}

/**
 * Which of these wall posts I wrote or have already reported: the wall hides "Report" on them.
 * Apart from the public feed, so the feed stays the same for everyone.
 */
export async function wallViewerState(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof wallViewerStateInput>,
) {
  const [own, reported] = await Promise.all([
    db.carePost.findMany({ where: { id: { in: input.postIds }, userId }, select: { id: true } }),
    db.careReport.findMany({
      where: { postId: { in: input.postIds }, userId },
      select: { postId: true },
    }),
  ]);
  return {
    ownPostIds: own.map((post) => post.id),
    reportedPostIds: reported.map((report) => report.postId),
  };
}

/** The row as moderation reads, decides and snapshots it. */
const moderationFields = {
  ...postFields,
  ...decisionFields,
  userId: true,
  filterFlagged: true,
  reportFlagged: true,
  moderatedById: true,
} as const satisfies Prisma.CarePostSelect;

type ModeratedPost = Prisma.CarePostGetPayload<{ select: typeof moderationFields }>;

/** `moderationFields` of a row read by raw SQL (its JSON). */
const moderatedPostSchema = ownPostSchema.extend({
  userId: z.string(),
  filterFlagged: z.boolean(),
  reportFlagged: z.boolean(),
  moderatedById: z.string().nullable(),
}) satisfies z.ZodType<ModeratedPost>;

const lockedPostSchema = z.object({ post: moderatedPostSchema });

/**
 * Locks the posts (`SELECT … ORDER BY id FOR UPDATE`, in id order so that two transactions
 * cannot deadlock) and reads them, in one statement.
 */
async function lockPosts(tx: Tx, ids: readonly string[]): Promise<ModeratedPost[]> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT row_to_json(p) AS "post" FROM (
      SELECT ${OWN_COLUMNS}, "userId", "filterFlagged", "reportFlagged", "moderatedById"
      FROM "CarePost" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE) p`;
  return rows.map((row) => lockedPostSchema.parse(row).post);
}

/**
 * Pays a post's points, or (reverse) takes them back, with `writes` (the post's own change, its
 * audit row, the author's notice) in the award's statement (`awardAll` with them `alongside`):
 * one read of the post's ledger rows and, for an approval, the author's daily allowance (the cap
 * is award's), after the post's lock; then the award's statement, the rules' writes after it. The
 * challenge and the rules come from the catalogue (`careCatalogue`).
 */
async function payCarePost(
  tx: Tx,
  post: ModeratedPost,
  points: { reverse: boolean; now: Date; catalogue: RulesCatalogue },
  writes: readonly Prisma.Sql[],
) {
  const { reverse, now, catalogue } = points;
  const challenge = found(careChallengeOf(catalogue, post.kind), "There is no such challenge.");
  const ledger = await readSourceLedger(
    tx,
    { sourceType: "CARE_POST", sourceId: post.id },
    reverse ? undefined : { userId: post.userId, now },
  );
  return awardAll(tx, [carePostEvent(post, challenge.id, reverse)], {
    now,
    catalogue,
    history: () => ledger.history,
    carePostsWithPointsToday: ledger.carePostsWithPointsToday ?? undefined,
    alongside: writes,
  });
}

/** The award event of a post's points (or, reverse, of taking them back). */
function carePostEvent(post: ModeratedPost, challengeId: string, reverse: boolean): AwardEvent {
  return {
    type: "CARE_POST",
    userId: post.userId,
    challengeId,
    postId: post.id,
    at: post.createdAt,
    reverse,
  };
}

const reportedSchema = z.object({ created: z.boolean(), reports: z.number().int() });

/**
 * One reader's report of a post on the wall: one per person and post, 10 in 10 minutes. At the
 * threshold (reports made since the post was last published, so a moderator's re-approval needs
 * three new reporters to be undone) the post leaves the wall, goes back to the queue flagged and
 * its points are reversed. In few statements (issue R6): the post locked and read in one, the
 * report inserted and counted in one, a take-down's change written alongside its reversal.
 */
export async function reportCarePost(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof reportCarePostInput>,
  rateLimits: RateLimits,
  now = new Date(),
): Promise<{ takenDown: boolean }> {
  await consumeBurst(rateLimits, "careReportByUser", userId);
  const catalogue = await careCatalogue(db);
  const already = conflict("You have already reported this post.");
  try {
    const result = await db.$transaction(async (tx) => {
      const [post] = await lockPosts(tx, [input.postId]);
      if (!post || post.status !== "APPROVED")
        throw new AppError("NOT_FOUND", "This post is not on the wall.", {
          text: { key: "care.server.notOnWall" },
        });
      if (post.userId === userId)
        throw new AppError("BAD_REQUEST", "You cannot report your own post.", {
          text: { key: "care.server.ownPost" },
        });
      // The report and the count of the post's reports since it was last published, in one
      // statement: its snapshot does not hold the report it inserts, so that one is added.
      const [row] = await tx.$queryRaw<unknown[]>`
        WITH inserted AS (
          INSERT INTO "CareReport" ("id", "postId", "userId", "reason", "createdAt")
          VALUES (${randomUUID()}, ${post.id}, ${userId}, CAST(${input.reason} AS "ReportReason"),
            ${utcTimestamp(now)})
          ON CONFLICT DO NOTHING RETURNING "id")
        SELECT EXISTS (SELECT 1 FROM inserted) AS "created",
          CAST((SELECT COUNT(*) FROM "CareReport" WHERE "postId" = ${post.id}
            AND "createdAt" >= ${utcTimestamp(post.publishedAt ?? post.createdAt)})
            + (SELECT COUNT(*) FROM inserted) AS integer) AS "reports"`;
      const reported = reportedSchema.parse(row);
      if (!reported.created) throw already;
      if (!reportsTakeDown(reported.reports)) return { takenDown: false };
      await payCarePost(tx, post, { reverse: true, now, catalogue }, [
        Prisma.sql`UPDATE "CarePost" SET "status" = 'PENDING', "reportFlagged" = TRUE,
          "updatedAt" = ${utcTimestamp(now)} WHERE "id" = ${post.id}`,
      ]);
      return { takenDown: true };
    });
    if (result.takenDown) publishLive("wall");
    return result;
  } catch (error) {
    // Two reports by one person at the same moment: the unique key decides.
    if (isUniqueViolation(error)) throw already;
    throw error;
  }
}

const queueFields = {
  ...moderationFields,
  user: { select: { id: true, name: true, publicProfile: true } },
  reports: { select: { reason: true, createdAt: true }, orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.CarePostSelect;

/**
 * The care queue, a page at a time: pending posts oldest first (fair), the others newest on the
 * wall first; filters: kind and flagged (word filter or reports). A moderator sees the author's
 * name even when the post is anonymous (the wall hides it, moderation needs it), the name the wall
 * shows, whether it is the moderator's own post (someone else decides on it), why the word filter
 * flagged it and the readers' reports.
 */
export async function careQueue(
  db: PrismaClient,
  moderatorId: string,
  input: z.output<typeof careQueueInput>,
) {
  const where: Prisma.CarePostWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.flagged ? { OR: [{ filterFlagged: true }, { reportFlagged: true }] } : {}),
  };
  const orderBy: Prisma.CarePostOrderByWithRelationInput[] =
    input.status === "PENDING"
      ? [{ createdAt: "asc" }, { id: "asc" }]
      : [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }];
  const { rows, total } = await numberedPage(
    input,
    (window) => db.carePost.findMany({ where, orderBy, ...window, select: queueFields }),
    () => db.carePost.count({ where }),
  );
  return {
    total,
    // The author's and moderator's ids stay on the server: `own` says what the screen needs.
    rows: rows.map(({ user, reports, userId, moderatedById: _moderator, ...post }) => ({
      ...post,
      authorName: user.name,
      wallName: publicName(user, post),
      own: userId === moderatorId,
      filterMatches: post.filterFlagged
        ? wordFilterMatches(`${post.message}\n${post.toName ?? ""}`)
        : [],
      reports: reports.map((report) => report.reason),
    })),
  };
}

/** The author's inbox entry about a decision on their post, naming it by its first words. */
function carePostNotice(post: ModeratedPost, change: StatusChange): NotificationDraft {
  const values = { kind: post.kind, quote: excerptOf(post.message) };
  if (change.to === "APPROVED")
    return {
      userId: post.userId,
      kind: "CARE_POST_APPROVED",
      text: { key: "inbox.entries.carePostApproved", values },
      link: INBOX_LINKS.care,
    };
  return {
    userId: post.userId,
    kind: "CARE_POST_REJECTED",
    text: {
      key:
        post.status === "APPROVED"
          ? "inbox.entries.carePostRemoved"
          : "inbox.entries.carePostRejected",
      values,
    },
    detail: change.reason,
    link: INBOX_LINKS.care,
  };
}

/** The post as a decision leaves it (what its UPDATE writes and the audit row records). */
function decidedPost(post: ModeratedPost, change: StatusChange): ModeratedPost {
  const decided = { ...post, moderatedById: change.moderatorId, moderatedAt: change.now };
  return change.to === "APPROVED"
    ? {
        ...decided,
        status: "APPROVED",
        reason: null,
        reportFlagged: false,
        publishedAt: change.now,
      }
    : { ...decided, status: change.to, reason: change.reason };
}

const timestampOrNull = (at: Date | null) => (at ? utcTimestamp(at) : Prisma.sql`NULL`);

/** The UPDATE that writes a decided post (`decidedPost`). */
function decidedPostUpdate(post: ModeratedPost, now: Date): Prisma.Sql {
  return Prisma.sql`UPDATE "CarePost" SET "status" = CAST(${post.status} AS "ModerationStatus"),
      "reason" = ${post.reason}, "reportFlagged" = ${post.reportFlagged},
      "moderatedById" = ${post.moderatedById}, "moderatedAt" = ${timestampOrNull(post.moderatedAt)},
      "publishedAt" = ${timestampOrNull(post.publishedAt)}, "updatedAt" = ${utcTimestamp(now)}
    WHERE "id" = ${post.id}`;
}

/**
 * The care posts' part of the one moderation decision (see ./moderation.ts), in few statements
 * (issue R6): the posts are locked and read in one; a decision without points writes the post,
 * its audit row and the author's notice in one; one with points reads the post's ledger rows and
 * the author's daily allowance in one (`readSourceLedger`, after the lock), then writes all that
 * in the award's own statement (`awardAll` with them `alongside`), the rules' writes after it.
 * The rules' catalogue comes from the process's cache.
 */
const carePosts = (catalogue: RulesCatalogue): ModerationArea<ModeratedPost> => ({
  table: "CarePost",
  noun: "post",
  loadLocks: true,
  load: lockPosts,
  decideInOne: {
    after: decidedPost,
    async apply(tx, post, change, points, records) {
      const writes = [decidedPostUpdate(decidedPost(post, change), change.now), ...records];
      if (!points) return writeTogether(tx, writes);
      await payCarePost(
        tx,
        post,
        { reverse: points === "reverse", now: change.now, catalogue },
        writes,
      );
    },
  },
  audit: (from, to) =>
    to === "APPROVED"
      ? "carePost.approve"
      : from === "APPROVED"
        ? "carePost.unpublish"
        : "carePost.reject",
  notice: (_tx, post, change) => Promise.resolve(carePostNotice(post, change)),
  already: {
    APPROVED: "This post is already on the wall.",
    REJECTED: "This post was already rejected.",
  },
});

/**
 * Approves care posts (on the wall within seconds, points paid up to the daily cap), or rejects
 * them with a reason the authors read; rejecting a post on the wall unpublishes it and reverses
 * its points. All or nothing.
 */
export async function decideCarePosts(
  db: PrismaClient,
  moderatorId: string,
  input: DecideInput,
  now = new Date(),
) {
  const decided = await decide(db, carePosts(await careCatalogue(db)), moderatorId, input, now);
  // Committed: every open wall refetches (an approval appears, an unpublished post leaves).
  publishLive("wall");
  return decided;
}
