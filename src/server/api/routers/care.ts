import type { Prisma } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import { TRPCError } from "@trpc/server";
import {
  careFeedInput,
  createCarePostInput,
  reportCarePostInput,
  wallViewerStateInput,
} from "~/server/domain/care-input";
import { publicName } from "~/shared/public-name";
import { consumeBurst } from "~/server/infra/bursts";
import { carePostOwnFields, createCarePost, reportCarePost } from "~/server/services/care";

/** How many of my own posts the overview lists (newest first). */
const MY_POSTS_SHOWN = 100;

/**
 * Gratitude notes and acts of giving, and the live wall (DESIGN.md §6.5). Moderation of these
 * posts lives in `moderation.care`.
 */
export const careRouter = createTRPCRouter({
  /**
   * Sends a post for review: at most 20 a day and 5 a minute (carePostByUser); the word filter
   * flags, it never refuses.
   */
  create: participantProcedure.input(createCarePostInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    await consumeBurst(ctx.rateLimits, "carePostByUser", userId);
    return ctx.db.$transaction((tx) => createCarePost(tx, userId, input, new Date()));
  }),

  /** My posts with their status and the moderator's reason, and counts per kind and status. */
  myPosts: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const [posts, groups] = await Promise.all([
      ctx.db.carePost.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: MY_POSTS_SHOWN,
        select: carePostOwnFields,
      }),
      ctx.db.carePost.groupBy({
        by: ["kind", "status"],
        where: { userId },
        _count: { _all: true },
      }),
    ]);
    const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, total: 0 };
    const byKind = { GRATITUDE: 0, JOY_OF_GIVING: 0 };
    for (const group of groups) {
      counts[group.status] += group._count._all;
      counts.total += group._count._all;
      byKind[group.kind] += group._count._all;
    }
    return { posts, counts, byKind };
  }),

  /**
   * The wall: approved posts only, newest first, cursor-paginated. Authors appear by display name
   * only when their profile is public and the post is not anonymous, otherwise as "Anonymous"
   * (publicName); no user id or email ever leaves through here.
   */
  feed: publicProcedure.input(careFeedInput).query(async ({ ctx, input }) => {
    const after: Prisma.CarePostWhereInput = input.cursor
      ? {
          OR: [
            { publishedAt: { lt: input.cursor.publishedAt } },
            { publishedAt: input.cursor.publishedAt, id: { lt: input.cursor.id } },
          ],
        }
      : {};
    const rows = await ctx.db.carePost.findMany({
      where: { status: "APPROVED", publishedAt: { not: null }, ...after },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: input.limit + 1,
      select: {
        id: true,
        kind: true,
        toName: true,
        category: true,
        message: true,
        anonymous: true,
        publishedAt: true,
        user: { select: { name: true, publicProfile: true } },
      },
    });
    const page = rows.slice(0, input.limit);
    const items = page.map((row) => ({
      id: row.id,
      kind: row.kind,
      toName: row.toName,
      category: row.category,
      message: row.message,
      authorName: publicName(row.user, row),
      // The query asked for published rows only.
      publishedAt: row.publishedAt ?? new Date(0),
    }));
    const last = items.at(-1);
    const nextCursor =
      rows.length > input.limit && last ? { publishedAt: last.publishedAt, id: last.id } : null;
    return { items, nextCursor };
  }),

  /**
   * Which of these wall posts I wrote or have already reported: the wall hides "Report" on them.
   * Apart from the public feed, so the feed stays the same for everyone.
   */
  wallViewerState: participantProcedure
    .input(wallViewerStateInput)
    .query(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      const [own, reported] = await Promise.all([
        ctx.db.carePost.findMany({
          where: { id: { in: input.postIds }, userId },
          select: { id: true },
        }),
        ctx.db.careReport.findMany({
          where: { postId: { in: input.postIds }, userId },
          select: { postId: true },
        }),
      ]);
      return {
        ownPostIds: own.map((post) => post.id),
        reportedPostIds: reported.map((report) => report.postId),
      };
    }),

  /** Reports a post on the wall; one report per person and post, 10 in 10 minutes. */
  report: participantProcedure.input(reportCarePostInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    await consumeBurst(ctx.rateLimits, "careReportByUser", userId);
    try {
      return await ctx.db.$transaction((tx) => reportCarePost(tx, userId, input, new Date()));
    } catch (error) {
      // Two reports by one person at the same moment: the unique key decides.
      if (isUniqueViolation(error))
        throw new TRPCError({ code: "CONFLICT", message: "You have already reported this post." });
      throw error;
    }
  }),
});
