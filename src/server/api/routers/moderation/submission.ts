import { TRPCError } from "@trpc/server";
import type { Prisma } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import { ownItemRefusal } from "~/shared/moderation";
import { moderationEffect, openKeyFor, openKeyOf } from "~/server/domain/submissions";
import { decideInput, moderationQueueInput } from "~/server/domain/submissions-input";
import { writeAudit } from "~/server/services/audit";
import { award } from "~/server/services/award";
import { mediaView } from "../submission";

/** Decisions award or reverse points per submission: give a bulk step time beyond 5 s. */
const BULK_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

const queueFields = {
  id: true,
  text: true,
  status: true,
  reason: true,
  createdAt: true,
  moderatedAt: true,
  user: { select: { id: true, name: true, email: true } },
  challenge: { select: { id: true, title: true, area: true, points: true } },
  moderatedBy: { select: { name: true } },
  media: { select: { id: true, width: true, height: true } },
} as const satisfies Prisma.SubmissionSelect;

/**
 * The submissions' moderation (DESIGN.md §6.3). A decision is all or nothing: if a selected
 * submission was decided differently meanwhile (another moderator), nothing changes and the answer
 * is CONFLICT, so the queue is reloaded and looked at again. Nobody decides on their own
 * submission (FORBIDDEN, also when it is one of a selection, and from the help desk).
 */
export const submissionModerationRouter = createTRPCRouter({
  /** The queue: by status (pending by default, oldest first), challenge and area. */
  list: moderatorProcedure.input(moderationQueueInput).query(async ({ ctx, input }) => {
    const where: Prisma.SubmissionWhereInput = {
      ...(input.status ? { status: input.status } : {}),
      ...(input.challengeId ? { challengeId: input.challengeId } : {}),
      ...(input.area ? { challenge: { area: input.area } } : {}),
    };
    // Pending work oldest first (fair); decided work newest first (what just happened).
    const direction = input.status === "PENDING" ? "asc" : "desc";
    const [rows, total] = await Promise.all([
      ctx.db.submission.findMany({
        where,
        orderBy: [{ createdAt: direction }, { id: direction }],
        skip: (input.page - 1) * input.pageSize,
        take: input.pageSize,
        select: queueFields,
      }),
      ctx.db.submission.count({ where }),
    ]);
    return {
      total,
      rows: rows.map(({ media, moderatedBy, ...row }) => ({
        ...row,
        // One's own submission is decided by someone else (see decide).
        own: row.user.id === ctx.session.user.id,
        moderatorName: moderatedBy?.name ?? null,
        media: mediaView(media),
      })),
    };
  }),

  /** Every challenge that takes submissions (drafts too), for the queue's filter. */
  challenges: moderatorProcedure.query(({ ctx }) =>
    ctx.db.challenge.findMany({
      where: { kind: "SUBMISSION" },
      orderBy: [{ area: "asc" }, { position: "asc" }, { title: "asc" }],
      select: { id: true, title: true, area: true, published: true },
      take: 500,
    }),
  ),

  /**
   * Approves or rejects (with a reason the author sees) one or many submissions. Approving awards
   * the challenge's points and achievements through the core; rejecting an approved one takes
   * them back. A rejected one can be approved again unless its author has submitted anew.
   * Every change writes an audit row with the submission before and after.
   */
  decide: moderatorProcedure.input(decideInput).mutation(async ({ ctx, input }) => {
    const moderatorId = ctx.session.user.id;
    const now = new Date();
    try {
      return await ctx.db.$transaction(async (tx) => {
        const rows = await tx.submission.findMany({
          where: { id: { in: input.ids } },
          select: {
            id: true,
            userId: true,
            challengeId: true,
            status: true,
            reason: true,
            text: true,
            mediaId: true,
            createdAt: true,
          },
        });
        if (rows.length !== input.ids.length)
          throw new TRPCError({ code: "NOT_FOUND", message: "A submission no longer exists." });
        if (rows.some((row) => row.userId === moderatorId))
          throw new TRPCError({
            code: "FORBIDDEN",
            message: ownItemRefusal("submission", rows.length),
          });
        let changed = 0;
        for (const row of rows) {
          const effect = moderationEffect(row.status, input.decision);
          if (!effect.to) continue;
          const reason = effect.to === "REJECTED" ? (input.reason ?? null) : null;
          if (row.status === "REJECTED") {
            const newer = await tx.submission.findUnique({
              where: { openKey: openKeyOf(row) },
              select: { id: true },
            });
            if (newer)
              throw new TRPCError({
                code: "CONFLICT",
                message: "The author has submitted again since; decide on the new submission.",
              });
          }
          const updated = await tx.submission.updateMany({
            where: { id: row.id, status: row.status },
            data: {
              status: effect.to,
              openKey: openKeyFor(row, effect.to),
              reason,
              moderatedById: moderatorId,
              moderatedAt: now,
            },
          });
          if (updated.count !== 1)
            throw new TRPCError({
              code: "CONFLICT",
              message: "Someone else decided on a selected submission meanwhile. Look again.",
            });
          if (effect.points) {
            await award(
              tx,
              {
                type: "SUBMISSION",
                userId: row.userId,
                challengeId: row.challengeId,
                submissionId: row.id,
                at: row.createdAt,
                ...(effect.points === "reverse" ? { reverse: true } : {}),
              },
              { now },
            );
          }
          await writeAudit(tx, {
            actorId: moderatorId,
            action: effect.to === "APPROVED" ? "submission.approve" : "submission.reject",
            target: { type: "Submission", id: row.id },
            before: {
              status: row.status,
              reason: row.reason,
              text: row.text,
              mediaId: row.mediaId,
              userId: row.userId,
              challengeId: row.challengeId,
            },
            after: { status: effect.to, reason },
          });
          changed += 1;
        }
        return { changed, unchanged: rows.length - changed };
      }, BULK_TRANSACTION);
    } catch (error) {
      // Two moderators re-approving at once, or the author resubmitting meanwhile.
      if (isUniqueViolation(error))
        throw new TRPCError({
          code: "CONFLICT",
          message: "The author has submitted again since; decide on the new submission.",
        });
      throw error;
    }
  }),
});
