import type { Prisma } from "~/generated/prisma/client";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import { wordFilterMatches } from "~/server/domain/care";
import { publicName } from "~/shared/public-name";
import {
  careApproveInput,
  careBulkApproveInput,
  careBulkRejectInput,
  carePublishedInput,
  careQueueInput,
  careRejectInput,
  careUnpublishInput,
} from "~/server/domain/care-input";
import { approveCarePosts, rejectCarePosts, unpublishCarePost } from "~/server/services/care";

/** Bulk steps award points per post: give the transaction time beyond the default 5 s. */
const BULK_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

const listFields = {
  id: true,
  kind: true,
  toName: true,
  category: true,
  message: true,
  anonymous: true,
  status: true,
  filterFlagged: true,
  reportFlagged: true,
  createdAt: true,
  publishedAt: true,
  user: { select: { id: true, name: true, publicProfile: true } },
  reports: { select: { reason: true, createdAt: true }, orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.CarePostSelect;

type ListRow = Prisma.CarePostGetPayload<{ select: typeof listFields }>;

/**
 * What a moderator sees of a post: the author's name even when the post is anonymous (the wall
 * hides it, moderation needs it), the name the wall shows, whether it is the moderator's own post
 * (someone else decides on it), why the word filter flagged it and the readers' reports.
 */
function moderationView(row: ListRow, moderatorId: string) {
  const { user, reports, ...post } = row;
  return {
    ...post,
    authorName: user.name,
    wallName: publicName(user, post),
    own: user.id === moderatorId,
    filterMatches: row.filterFlagged
      ? wordFilterMatches(`${row.message}\n${row.toName ?? ""}`)
      : [],
    reports: reports.map((report) => report.reason),
  };
}

/**
 * The care posts' moderation (DESIGN.md §6.5). Bulk actions are all or nothing, in one
 * transaction: if any selected post was moderated meanwhile (by another moderator, say), nothing
 * changes and the answer is CONFLICT, so the queue is reloaded and looked at again. Nobody
 * decides on their own post (FORBIDDEN, also when it is one of a selection).
 */
export const careModerationRouter = createTRPCRouter({
  /** Pending posts, oldest first; filters: kind and flagged (word filter or reports). */
  queue: moderatorProcedure.input(careQueueInput).query(async ({ ctx, input }) => {
    const where: Prisma.CarePostWhereInput = {
      status: "PENDING",
      ...(input.kind ? { kind: input.kind } : {}),
      ...(input.flagged ? { OR: [{ filterFlagged: true }, { reportFlagged: true }] } : {}),
    };
    const after: Prisma.CarePostWhereInput = input.cursor
      ? {
          OR: [
            { createdAt: { gt: input.cursor.createdAt } },
            { createdAt: input.cursor.createdAt, id: { gt: input.cursor.id } },
          ],
        }
      : {};
    const [rows, total] = await Promise.all([
      ctx.db.carePost.findMany({
        where: { AND: [where, after] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: input.limit + 1,
        select: listFields,
      }),
      ctx.db.carePost.count({ where }),
    ]);
    const items = rows.slice(0, input.limit).map((row) => moderationView(row, ctx.session.user.id));
    const last = items.at(-1);
    const nextCursor =
      rows.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null;
    return { items, total, nextCursor };
  }),

  /** Posts on the wall, newest first, to unpublish. */
  published: moderatorProcedure.input(carePublishedInput).query(async ({ ctx, input }) => {
    const where: Prisma.CarePostWhereInput = {
      status: "APPROVED",
      ...(input.kind ? { kind: input.kind } : {}),
    };
    const after: Prisma.CarePostWhereInput = input.cursor
      ? {
          OR: [
            { publishedAt: { lt: input.cursor.publishedAt } },
            { publishedAt: input.cursor.publishedAt, id: { lt: input.cursor.id } },
          ],
        }
      : {};
    const [rows, total] = await Promise.all([
      ctx.db.carePost.findMany({
        where: { AND: [where, after] },
        orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
        take: input.limit + 1,
        select: listFields,
      }),
      ctx.db.carePost.count({ where }),
    ]);
    const items = rows.slice(0, input.limit).map((row) => moderationView(row, ctx.session.user.id));
    const last = items.at(-1);
    const nextCursor =
      rows.length > input.limit && last?.publishedAt
        ? { publishedAt: last.publishedAt, id: last.id }
        : null;
    return { items, total, nextCursor };
  }),

  approve: moderatorProcedure.input(careApproveInput).mutation(({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    return ctx.db.$transaction((tx) =>
      approveCarePosts(tx, moderatorId, [input.postId], new Date()),
    );
  }),

  reject: moderatorProcedure.input(careRejectInput).mutation(({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    return ctx.db.$transaction((tx) =>
      rejectCarePosts(tx, moderatorId, [input.postId], input.reason, new Date()),
    );
  }),

  bulkApprove: moderatorProcedure.input(careBulkApproveInput).mutation(({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    return ctx.db.$transaction(
      (tx) => approveCarePosts(tx, moderatorId, input.postIds, new Date()),
      BULK_TRANSACTION,
    );
  }),

  bulkReject: moderatorProcedure.input(careBulkRejectInput).mutation(({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    return ctx.db.$transaction(
      (tx) => rejectCarePosts(tx, moderatorId, input.postIds, input.reason, new Date()),
      BULK_TRANSACTION,
    );
  }),

  /** Takes an approved post off the wall with a reason; its points are reversed. */
  unpublish: moderatorProcedure.input(careUnpublishInput).mutation(async ({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    await ctx.db.$transaction((tx) =>
      unpublishCarePost(tx, moderatorId, input.postId, input.reason, new Date()),
    );
    return { unpublished: 1 };
  }),
});
