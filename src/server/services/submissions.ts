import { env } from "~/env";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { ModerationStatus } from "~/generated/prisma/enums";
import { isUniqueViolation } from "~/server/database/errors";
import { utcTimestamp } from "~/server/database/timestamps";
import { fitInside, quotaCheck, STORED_CONTENT_TYPE, THUMBNAIL_SIDE } from "~/server/domain/images";
import {
  contentRefusal,
  openKeyFor,
  openKeyOf,
  submissionRefusal,
  type SubmittableChallenge,
} from "~/server/domain/submissions";
import { AppError, fieldError } from "~/server/errors";
import { consumeBurst } from "~/server/infra/bursts";
import { ImageRejected, processImage, type ProcessedImage } from "~/server/infra/images";
import type { Logger } from "~/server/infra/logger";
import type { RateLimits } from "~/server/infra/rate-limit";
import { getStorage, mediaKeys } from "~/server/infra/storage";
import type { Locale } from "~/shared/i18n/locales";
import { windowState } from "~/shared/challenges";
import { INBOX_LINKS } from "~/shared/inbox/rules";
import { publicName } from "~/shared/public-name";
import type {
  CreateSubmissionInput,
  galleryInput,
  submissionQueueInput,
} from "~/shared/submissions/inputs";
import { z } from "~/shared/zod";
import { award, awardAll, readSourceLedger } from "./award";
import { catalogueOf } from "./catalogue";
import { achievementsIn, inLanguage } from "./content";
import {
  decide,
  writeTogether,
  type DecideInput,
  type ModerationArea,
  type StatusChange,
} from "./moderation";
import { keysetAfter, keysetPage, numberedPage } from "./pagination";
import type { RulesCatalogue } from "./progress";

/**
 * Arts and proof submissions, their images and their moderation (DESIGN.md §6.3).
 *
 * Media of a rejected submission is kept: its author still sees their work next to the reason
 * (through /api/media/{id}, which shows it to nobody else but moderators), and it keeps counting
 * towards their quota. It goes when the account is deleted (account.deleteAccount removes the
 * files after the rows).
 */

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

export const mediaFields = { select: { id: true, width: true, height: true } } as const;

async function readImage(file: File): Promise<ProcessedImage> {
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected)
      throw fieldError("BAD_REQUEST", "image", error.message, error.text);
    throw error;
  }
}

const ONE_OPEN =
  "You already have a submission for this challenge. You can submit again if it is rejected.";

const oneOpen = () =>
  new AppError("CONFLICT", ONE_OPEN, { text: { key: "arts.server.alreadyOpen" } });

/**
 * Why nobody may submit to this challenge now (`submissionRefusal`'s English words), with its key
 * (README "Languages"): a window's moment as an ISO instant the arts page words in its language
 * and time zone. Null when they may.
 */
function submissionError(challenge: SubmittableChallenge | null, now: Date): AppError | null {
  const message = submissionRefusal(challenge, now);
  if (!message) return null;
  if (!challenge?.published)
    return new AppError("NOT_FOUND", message, { text: { key: "arts.server.noSuchChallenge" } });
  if (challenge.kind !== "SUBMISSION")
    return new AppError("BAD_REQUEST", message, { text: { key: "arts.server.notSubmittable" } });
  const upcoming = windowState(challenge, now) === "upcoming";
  const at = upcoming ? challenge.startsAt : challenge.endsAt;
  const key = upcoming ? "arts.server.notStarted" : "arts.server.closed";
  return new AppError("BAD_REQUEST", message, {
    text: at ? { key, values: { at: at.toISOString() } } : { key },
  });
}

/**
 * Submits to a SUBMISSION challenge: a text (≤ 2000 characters) and/or one image. The image is
 * checked by content and re-encoded (see processImage) before anything is stored; the owner's
 * quota is checked under a lock on their row, so two uploads at once cannot both squeeze in. One
 * open submission per person and challenge: a second one is CONFLICT until the first is rejected.
 * Submitting joins the challenge. At most 10 sends in 10 minutes per person (uploadByUser),
 * counted before the image is looked at. The achievements it earned are named in the asker's
 * language (`infra.locale`).
 */
export async function createSubmission(
  db: PrismaClient,
  userId: string,
  input: CreateSubmissionInput,
  infra: { rateLimits: RateLimits; log: Logger; locale: Locale },
  now = new Date(),
) {
  // Before any work on the upload: a burst of sends is refused with the wait.
  await consumeBurst(infra.rateLimits, "uploadByUser", userId);
  const challenge = await db.challenge.findUnique({
    where: { id: input.challengeId },
    select: { id: true, kind: true, published: true, startsAt: true, endsAt: true },
  });
  const refusal = submissionError(challenge, now);
  if (refusal) throw refusal;
  // The form's own check, worded on the screen by its English words (wordCheck).
  const empty = contentRefusal(input.text, input.image !== null);
  if (empty) throw fieldError("BAD_REQUEST", "text", empty);
  const openKey = openKeyOf({ userId, challengeId: input.challengeId });
  // Checked before the (costly) image work; the unique key decides in the end.
  if (await db.submission.findUnique({ where: { openKey }, select: { id: true } })) throw oneOpen();

  const processed = input.image ? await readImage(input.image) : null;
  const keys = processed ? mediaKeys(userId) : null;
  const storage = getStorage();
  if (processed && keys) {
    await storage.put(keys.storageKey, processed.image.bytes, STORED_CONTENT_TYPE);
    await storage.put(keys.thumbnailKey, processed.thumbnail.bytes, STORED_CONTENT_TYPE);
  }
  try {
    return await db.$transaction(async (tx) => {
      let mediaId: string | null = null;
      if (processed && keys) {
        // One upload of this user at a time from here to the commit: the quota holds.
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
        const used = await tx.media.aggregate({
          where: { ownerId: userId },
          _sum: { bytes: true },
        });
        const bytes = processed.image.bytes.length + processed.thumbnail.bytes.length;
        const overQuota = quotaCheck(used._sum.bytes ?? 0, bytes, env.UPLOAD_QUOTA_MB * MB);
        if (overQuota) throw fieldError("BAD_REQUEST", "image", overQuota.message, overQuota.text);
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
      return { submission, achievements: achievementsIn(joined.achievements, infra.locale) };
    });
  } catch (error) {
    // Nothing stored survives a refused or failed submission.
    if (keys)
      await storage
        .remove([keys.storageKey, keys.thumbnailKey])
        .catch((cause: unknown) => infra.log.error({ err: cause }, "could not remove media"));
    if (isUniqueViolation(error)) throw oneOpen();
    throw error;
  }
}

/** A submission with its decision and what it was for: for its author and the queue. */
const listFields = {
  id: true,
  text: true,
  status: true,
  reason: true,
  createdAt: true,
  moderatedAt: true,
  challenge: { select: { id: true, title: true, area: true, points: true } },
  media: mediaFields,
} as const satisfies Prisma.SubmissionSelect;

/** A challenge of a list, as people read it: in `locale`. */
const shownChallenge = {
  select: { id: true, title: true, area: true, translations: true },
} as const;

/**
 * My submissions, newest first, with status and the moderator's reason; the challenge's title in
 * `locale`.
 */
export async function mySubmissions(db: PrismaClient, userId: string, locale: Locale) {
  const rows = await db.submission.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      ...listFields,
      challenge: { select: { ...shownChallenge.select, points: true } },
    },
  });
  return rows.map(({ media, challenge, ...row }) => ({
    ...row,
    challenge: inLanguage("challenge", challenge, locale),
    media: mediaView(media),
  }));
}

/**
 * Approved works, newest approval first, a keyset page at a time. The author is named only when
 * their profile is public; the challenge's title is in `locale`.
 */
export async function gallery(
  db: PrismaClient,
  input: z.output<typeof galleryInput>,
  locale: Locale,
) {
  const rows = await db.submission.findMany({
    where: {
      status: "APPROVED",
      moderatedAt: { not: null },
      challenge: { published: true },
      ...(input.challengeId ? { challengeId: input.challengeId } : {}),
      ...keysetAfter(input.cursor, "desc", (moderatedAt, id) => ({ moderatedAt, id })),
    },
    orderBy: [{ moderatedAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: {
      id: true,
      text: true,
      moderatedAt: true,
      challenge: shownChallenge,
      user: { select: { name: true, publicProfile: true } },
      media: mediaFields,
    },
  });
  const works = rows.map(({ user, media, challenge, ...row }) => ({
    ...row,
    challenge: inLanguage("challenge", challenge, locale),
    author: publicName(user),
    media: mediaView(media),
  }));
  // The query asked for approved (so decided) works only.
  return keysetPage(works, input.limit, (work) => ({
    at: work.moderatedAt ?? new Date(0),
    id: work.id,
  }));
}

const queueFields = {
  ...listFields,
  user: { select: { id: true, name: true, email: true } },
  moderatedBy: { select: { name: true } },
} as const satisfies Prisma.SubmissionSelect;

/**
 * The submissions' queue, a page at a time: by status (pending by default, oldest first; decided
 * work newest first), challenge and area; whether each is the moderator's own (someone else
 * decides on it).
 */
export async function submissionQueue(
  db: PrismaClient,
  moderatorId: string,
  input: z.output<typeof submissionQueueInput>,
) {
  const where: Prisma.SubmissionWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.challengeId ? { challengeId: input.challengeId } : {}),
    ...(input.area ? { challenge: { area: input.area } } : {}),
  };
  // Pending work oldest first (fair); decided work newest first (what just happened).
  const direction = input.status === "PENDING" ? "asc" : "desc";
  const { rows, total } = await numberedPage(
    input,
    (window) =>
      db.submission.findMany({
        where,
        orderBy: [{ createdAt: direction }, { id: direction }],
        ...window,
        select: queueFields,
      }),
    () => db.submission.count({ where }),
  );
  return {
    total,
    rows: rows.map(({ media, moderatedBy, ...row }) => ({
      ...row,
      own: row.user.id === moderatorId,
      moderatorName: moderatedBy?.name ?? null,
      media: mediaView(media),
    })),
  };
}

/** Every challenge that takes submissions (drafts too), for the queue's filter. */
export function submissionChallenges(db: PrismaClient) {
  return db.challenge.findMany({
    where: { kind: "SUBMISSION" },
    orderBy: [{ area: "asc" }, { position: "asc" }, { title: "asc" }],
    select: { id: true, title: true, area: true, published: true },
    take: 500,
  });
}

/** What the decision reads of a submission (and its audit row records as "before"). */
const moderatedSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  challengeId: z.string(),
  status: z.enum(ModerationStatus),
  reason: z.string().nullable(),
  text: z.string(),
  mediaId: z.string().nullable(),
  createdAt: z.coerce.date(),
});

type ModeratedSubmission = z.infer<typeof moderatedSubmissionSchema>;

const lockedSubmissionSchema = z.object({ submission: moderatedSubmissionSchema });

const SUBMITTED_AGAIN = "The author has submitted again since; decide on the new submission.";

/** What a decision changes of a submission (the audit row's "after"). */
function decidedSubmission(change: StatusChange) {
  return { status: change.to, reason: change.to === "REJECTED" ? change.reason : null };
}

/** The UPDATE that writes a decision on a submission (its open key goes with a rejection). */
function decidedSubmissionUpdate(row: ModeratedSubmission, change: StatusChange): Prisma.Sql {
  const { status, reason } = decidedSubmission(change);
  return Prisma.sql`UPDATE "Submission" SET "status" = CAST(${status} AS "ModerationStatus"),
      "openKey" = ${openKeyFor(row, status)}, "reason" = ${reason},
      "moderatedById" = ${change.moderatorId}, "moderatedAt" = ${utcTimestamp(change.now)},
      "updatedAt" = ${utcTimestamp(change.now)}
    WHERE "id" = ${row.id}`;
}

/**
 * The submissions' part of the one moderation decision (see ./moderation.ts), in few statements
 * (issue R6), as the care posts' is: the submissions are locked and read in one; a rejection
 * writes the submission, its audit row and the author's notice in one; a decision with points
 * reads the submission's ledger rows (`readSourceLedger`, after the lock), then writes all that
 * in the award's own statement (`awardAll` with them `alongside`), the rules' writes after it.
 * The challenges (the notice's title, the award's check) and the rules come from the process's
 * catalogue cache; a challenge it lacks (created since) is read.
 */
const submissions = (catalogue: RulesCatalogue): ModerationArea<ModeratedSubmission> => ({
  table: "Submission",
  noun: "submission",
  loadLocks: true,
  async load(tx, ids) {
    const rows = await tx.$queryRaw<unknown[]>`
      SELECT row_to_json(s) AS "submission" FROM (
        SELECT "id", "userId", "challengeId", "status", "reason", "text", "mediaId",
          "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
        FROM "Submission" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE) s`;
    return rows.map((row) => lockedSubmissionSchema.parse(row).submission);
  },
  decideInOne: {
    after: (_row, change) => decidedSubmission(change),
    async apply(tx, row, change, points, records) {
      const writes = [decidedSubmissionUpdate(row, change), ...records];
      if (!points) return writeTogether(tx, writes);
      const ledger = await readSourceLedger(tx, { sourceType: "SUBMISSION", sourceId: row.id });
      await awardAll(
        tx,
        [
          {
            type: "SUBMISSION",
            userId: row.userId,
            challengeId: row.challengeId,
            submissionId: row.id,
            at: row.createdAt,
            reverse: points === "reverse",
          },
        ],
        { now: change.now, catalogue, history: () => ledger.history, alongside: writes },
      );
    },
  },
  audit: (_from, to) => (to === "APPROVED" ? "submission.approve" : "submission.reject"),
  async notice(tx, row, change) {
    const challenge =
      catalogue.challenges.get(row.challengeId) ??
      (await tx.challenge.findUnique({ where: { id: row.challengeId }, select: { title: true } }));
    // The challenge's title as written (the festival's content).
    const values = challenge
      ? { named: "yes", challenge: challenge.title }
      : { named: "no", challenge: "" };
    return change.to === "APPROVED"
      ? {
          userId: row.userId,
          kind: "SUBMISSION_APPROVED",
          text: { key: "inbox.entries.submissionApproved", values },
          link: INBOX_LINKS.arts,
        }
      : {
          userId: row.userId,
          kind: "SUBMISSION_REJECTED",
          text: {
            key:
              row.status === "APPROVED"
                ? "inbox.entries.submissionRemoved"
                : "inbox.entries.submissionRejected",
            values,
          },
          detail: change.reason,
          link: INBOX_LINKS.arts,
        };
  },
  already: {
    APPROVED: "This submission is already approved.",
    REJECTED: "This submission was already rejected.",
  },
  // One open submission per person and challenge: a rejected one comes back only if no newer
  // one holds its open key, which the key itself decides (the approval's UPDATE sets it).
  uniqueConflict: {
    message: SUBMITTED_AGAIN,
    text: { key: "moderation.server.submittedAgain" },
  },
});

/**
 * Approves submissions (the challenge's points and achievements through the core), or rejects
 * them with a reason the authors read; rejecting an approved one takes it out of the gallery and
 * its points back. A rejected one can be approved again unless its author has submitted anew.
 */
export async function decideSubmissions(
  db: PrismaClient,
  moderatorId: string,
  input: DecideInput,
  now = new Date(),
) {
  return decide(db, submissions(await catalogueOf(db)), moderatorId, input, now);
}
