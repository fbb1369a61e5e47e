import { TRPCError } from "@trpc/server";
import type { Prisma } from "~/generated/prisma/client";
import { env } from "~/env";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import {
  fitInside,
  quotaRefusal,
  STORED_CONTENT_TYPE,
  THUMBNAIL_SIDE,
} from "~/server/domain/images";
import { publicName } from "~/shared/public-name";
import { contentRefusal, openKeyOf, submissionRefusal } from "~/server/domain/submissions";
import { createSubmissionInput, galleryInput } from "~/server/domain/submissions-input";
import { award } from "~/server/services/award";
import { consumeBurst } from "~/server/infra/bursts";
import { ImageRejected, processImage, type ProcessedImage } from "~/server/infra/images";
import { getStorage, mediaKeys } from "~/server/infra/storage";

const MB = 1024 * 1024;

/** What a gallery or list shows of an image: its id (for /api/media/{id}) and both sizes. */
export function mediaView(media: { id: string; width: number; height: number } | null) {
  if (!media) return null;
  return {
    id: media.id,
    width: media.width,
    height: media.height,
    thumbnail: fitInside(media.width, media.height, THUMBNAIL_SIDE),
  };
}

const mediaFields = { select: { id: true, width: true, height: true } } as const;

async function readImage(file: File): Promise<ProcessedImage> {
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) throw fieldError("BAD_REQUEST", "image", error.message);
    throw error;
  }
}

/**
 * Arts and proof submissions and their images (DESIGN.md §6.3).
 *
 * Media of a rejected submission is kept: its author still sees their work next to the reason
 * (through /api/media/{id}, which shows it to nobody else but moderators), and it keeps counting
 * towards their quota. It goes when the account is deleted (account.deleteAccount removes the
 * files after the rows).
 */
export const submissionRouter = createTRPCRouter({
  /**
   * Submits to a SUBMISSION challenge: a text (≤ 2000 characters) and/or one image, as multipart
   * form data. The image is checked by content and re-encoded (see processImage) before anything
   * is stored; the owner's quota is checked under a lock on their row, so two uploads at once
   * cannot both squeeze in. One open submission per person and challenge: a second one is
   * CONFLICT until the first is rejected. Submitting joins the challenge. At most 10 sends in 10
   * minutes per person (uploadByUser), counted before the image is looked at.
   */
  create: participantProcedure.input(createSubmissionInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    // Before any work on the upload: a burst of sends is refused with the wait.
    await consumeBurst(ctx.rateLimits, "uploadByUser", userId);
    const now = new Date();
    const challenge = await ctx.db.challenge.findUnique({
      where: { id: input.challengeId },
      select: { id: true, kind: true, published: true, startsAt: true, endsAt: true },
    });
    const refusal = submissionRefusal(challenge, now);
    if (refusal)
      throw new TRPCError({
        code: challenge?.published ? "BAD_REQUEST" : "NOT_FOUND",
        message: refusal,
      });
    const empty = contentRefusal(input.text, input.image !== null);
    if (empty) throw fieldError("BAD_REQUEST", "text", empty);
    const openKey = openKeyOf({ userId, challengeId: input.challengeId });
    const conflict = () =>
      new TRPCError({
        code: "CONFLICT",
        message:
          "You already have a submission for this challenge. You can submit again if it is rejected.",
      });
    // Checked before the (costly) image work; the unique key decides in the end.
    if (await ctx.db.submission.findUnique({ where: { openKey }, select: { id: true } }))
      throw conflict();

    const processed = input.image ? await readImage(input.image) : null;
    const keys = processed ? mediaKeys(userId) : null;
    const storage = getStorage();
    if (processed && keys) {
      await storage.put(keys.storageKey, processed.image.bytes, STORED_CONTENT_TYPE);
      await storage.put(keys.thumbnailKey, processed.thumbnail.bytes, STORED_CONTENT_TYPE);
    }
    try {
      return await ctx.db.$transaction(async (tx) => {
        let mediaId: string | null = null;
        if (processed && keys) {
          // One upload of this user at a time from here to the commit: the quota holds.
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
          const used = await tx.media.aggregate({
            where: { ownerId: userId },
            _sum: { bytes: true },
          });
          const bytes = processed.image.bytes.length + processed.thumbnail.bytes.length;
          const overQuota = quotaRefusal(used._sum.bytes ?? 0, bytes, env.UPLOAD_QUOTA_MB * MB);
          if (overQuota) throw fieldError("BAD_REQUEST", "image", overQuota);
          const media = await tx.media.create({
            data: {
              ownerId: userId,
              ...keys,
              contentType: STORED_CONTENT_TYPE,
              width: processed.image.width,
              height: processed.image.height,
              bytes,
            },
            select: { id: true },
          });
          mediaId = media.id;
        }
        const submission = await tx.submission.create({
          data: { userId, challengeId: input.challengeId, text: input.text, mediaId, openKey },
          select: { id: true, status: true, createdAt: true },
        });
        const joined = await award(tx, {
          type: "CHALLENGE_JOINED",
          userId,
          challengeId: input.challengeId,
          at: now,
        });
        return { submission, achievements: joined.achievements };
      });
    } catch (error) {
      // Nothing stored survives a refused or failed submission.
      if (keys)
        await storage
          .remove([keys.storageKey, keys.thumbnailKey])
          .catch((cause: unknown) => ctx.log.error({ err: cause }, "could not remove media"));
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }),

  /** My submissions, newest first, with status and the moderator's reason. */
  mine: participantProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.submission.findMany({
      where: { userId: ctx.session.user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      select: {
        id: true,
        text: true,
        status: true,
        reason: true,
        createdAt: true,
        moderatedAt: true,
        challenge: { select: { id: true, title: true, area: true, points: true } },
        media: mediaFields,
      },
    });
    return rows.map(({ media, ...row }) => ({ ...row, media: mediaView(media) }));
  }),

  /**
   * Approved works, newest approval first, a page at a time (cursor = last id). The author is
   * named only when their profile is public.
   */
  gallery: publicProcedure.input(galleryInput).query(async ({ ctx, input }) => {
    const where: Prisma.SubmissionWhereInput = {
      status: "APPROVED",
      challenge: { published: true },
      ...(input.challengeId ? { challengeId: input.challengeId } : {}),
    };
    const rows = await ctx.db.submission.findMany({
      where,
      orderBy: [{ moderatedAt: "desc" }, { id: "desc" }],
      take: input.limit + 1,
      ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
      select: {
        id: true,
        text: true,
        moderatedAt: true,
        challenge: { select: { id: true, title: true, area: true } },
        user: { select: { name: true, publicProfile: true } },
        media: mediaFields,
      },
    });
    const items = rows.slice(0, input.limit).map(({ user, media, ...row }) => ({
      ...row,
      author: publicName(user),
      media: mediaView(media),
    }));
    return {
      items,
      nextCursor: rows.length > input.limit ? (items.at(-1)?.id ?? null) : null,
    };
  }),
});
