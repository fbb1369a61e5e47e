import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { issueToken } from "~/server/auth/tokens";
import { AppError, isAppError, tooManyRequests } from "~/server/errors";
import { mailRecipient } from "~/server/i18n/locale";
import type { Mailer } from "~/server/infra/mail";
import { signInLinkMail } from "~/server/infra/mail-templates";
import type { RateLimits } from "~/server/infra/rate-limit";
import { AREA_ORDER } from "~/shared/challenges";
import type { Locale } from "~/shared/i18n/locales";
import type { personInput, personSearchInput } from "~/shared/help-desk";
import type { z } from "~/shared/zod";
import { ACCOUNT_FIELDS } from "./account";
import { loadAreaFacts } from "./area-facts";
import { writeAudit } from "./audit";
import { challengeProgressFor } from "./progress";
import { mediaFields, mediaView } from "./submissions";
import { numberedPage } from "./pagination";

/**
 * The in-person help desk, /participation/person (DESIGN.md §5): moderators find a person who
 * came to the desk, see everything they take part in, and act for them (decide what waits
 * through the moderation queues' own `decide`, mail them a sign-in link; the water-bottle desk
 * records collections through the sustainability area). Emails are shown here because the desk
 * has to match the person in front of it.
 */

/** The desk's person is gone (deleted meanwhile, or a stale link): by key, as the desk words it. */
function noSuchPerson(): AppError {
  return new AppError("NOT_FOUND", "There is no such person.", {
    text: { key: "helpDesk.server.noSuchPerson" },
  });
}

/** Loads the desk's person, or refuses with `noSuchPerson`. */
function foundPerson<T>(row: T | null): T {
  if (row === null) throw noSuchPerson();
  return row;
}

/** People whose name or email contains the query, a page at a time. */
export function searchPeople(db: PrismaClient, input: z.output<typeof personSearchInput>) {
  const where: Prisma.UserWhereInput = {
    OR: [
      { name: { contains: input.query, mode: "insensitive" } },
      { email: { contains: input.query.toLowerCase() } },
    ],
  };
  return numberedPage(
    input,
    (window) =>
      db.user.findMany({
        where,
        orderBy: [{ name: "asc" }, { id: "asc" }],
        ...window,
        select: { id: true, name: true, email: true, role: true },
      }),
    () => db.user.count({ where }),
  );
}

/** One person's participation across all areas: points, challenges, achievements, what waits. */
export async function personOverview(
  db: PrismaClient,
  moderatorId: string,
  input: z.output<typeof personInput>,
) {
  const user = foundPerson(
    await db.user.findUnique({ where: { id: input.userId }, select: ACCOUNT_FIELDS }),
  );
  const [participations, pointsByArea, achievements, submissions, carePosts, progress] =
    await Promise.all([
      db.participation.findMany({
        where: { userId: user.id },
        orderBy: [{ challenge: { area: "asc" } }, { challenge: { position: "asc" } }],
        select: {
          status: true,
          joinedAt: true,
          challenge: { select: { id: true, title: true, area: true, kind: true } },
        },
      }),
      db.pointEntry.groupBy({ by: ["area"], where: { userId: user.id }, _sum: { amount: true } }),
      db.userAchievement.findMany({
        where: { userId: user.id },
        orderBy: { earnedAt: "asc" },
        select: { earnedAt: true, achievement: { select: { key: true, title: true } } },
      }),
      db.submission.findMany({
        where: { userId: user.id, status: "PENDING" },
        orderBy: { createdAt: "asc" },
        take: 50,
        select: {
          id: true,
          text: true,
          createdAt: true,
          challenge: { select: { title: true } },
          media: mediaFields,
        },
      }),
      db.carePost.findMany({
        where: { userId: user.id, status: "PENDING" },
        orderBy: { createdAt: "asc" },
        take: 50,
        select: { id: true, kind: true, message: true, createdAt: true },
      }),
      loadAreaFacts(db).then((facts) => challengeProgressFor(db, user.id, facts)),
    ]);
  const areaPoints = AREA_ORDER.map((area) => ({
    area,
    points: pointsByArea.find((row) => row.area === area)?._sum.amount ?? 0,
  }));
  return {
    user,
    // The desk's own moderator: what waits is decided by someone else.
    own: user.id === moderatorId,
    totalPoints: areaPoints.reduce((sum, row) => sum + row.points, 0),
    areas: areaPoints,
    challenges: participations.map((participation) => ({
      ...participation,
      points: progress.get(participation.challenge.id)?.points ?? 0,
    })),
    achievements: achievements.map((row) => ({ ...row.achievement, earnedAt: row.earnedAt })),
    pendingSubmissions: submissions.map(({ media, ...row }) => ({
      ...row,
      media: mediaView(media),
    })),
    pendingCarePosts: carePosts,
  };
}

/**
 * Mails the person a one-time sign-in link (the same token and mail as "Email me a sign-in
 * link"), for someone at the desk without their password. Limited per address like the
 * self-service link, and audited.
 */
export async function sendSignInLink(
  db: PrismaClient,
  moderatorId: string,
  input: z.output<typeof personInput>,
  infra: { rateLimits: RateLimits; mailer: Mailer; appUrl: string; locale: Locale },
) {
  const user = foundPerson(
    await db.user.findUnique({
      where: { id: input.userId },
      select: { id: true, name: true, email: true, locale: true },
    }),
  );
  await infra.rateLimits.consume("emailLinkByEmail", user.email).catch((error: unknown) => {
    // The limit's own words, by a key of the desk's page (it does not load the auth messages).
    if (!isAppError(error, "TOO_MANY_REQUESTS")) throw error;
    const seconds = error.retryAfterSeconds ?? 1;
    throw tooManyRequests(seconds, error.message, {
      key: "helpDesk.server.tooManyLinks",
      values: { seconds },
    });
  });
  const token = await db.$transaction(async (tx) => {
    await writeAudit(tx, {
      actorId: moderatorId,
      action: "user.sendSignInLink",
      target: { type: "User", id: user.id },
      after: { email: user.email },
    });
    return issueToken(tx, user.id, "SIGN_IN_LINK");
  });
  const url = new URL(`/authenticated/${token}`, infra.appUrl).toString();
  // The person's stored language, else the desk's (they are standing at it).
  const to = mailRecipient(user, infra.locale);
  await infra.mailer.send(signInLinkMail(to, url, env.NEXT_PUBLIC_SITE_NAME));
  return { sentTo: user.email };
}
