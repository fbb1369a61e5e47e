import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { AppError, found, isAppError } from "~/server/errors";
import { uniqueField } from "~/server/database/errors";
import type { ChallengeListQuery } from "~/shared/admin";
import { AREA_ORDER, windowState } from "~/shared/challenges";
import type { ChallengeCreateInput, ChallengeUpdateInput } from "~/shared/challenges/inputs";
import { loadAreaFacts } from "./area-facts";
import { auditedCreate, auditedUpdate } from "./audit";
import { award } from "./award";
import type { Locale } from "~/shared/i18n/locales";
import { CHALLENGE_ADMIN_FIELDS, CHALLENGE_SHOWN_FIELDS } from "./challenge-fields";
import { participantsPerChallenge } from "./counts";
import { numberedPage, searchIn, tableOrder } from "./pagination";
import { thenForgetCatalogue } from "./catalogue";
import { achievementsIn, allInLanguage, inLanguage } from "./content";
import { challengeProgressFor } from "./progress";
import { userStanding } from "./standings";

/** The challenge catalogue, taking part in it, and the admins' editing of it. */

type Db = Prisma.TransactionClient;

const NO_SUCH_CHALLENGE = "There is no such challenge.";

/**
 * Every published challenge in area order (its texts in `locale`), with its window state and how
 * many take part.
 */
export async function listChallenges(db: Db, locale: Locale, now = new Date()) {
  const rows = await db.challenge.findMany({
    where: { published: true },
    orderBy: [{ area: "asc" }, { position: "asc" }, { title: "asc" }],
    select: CHALLENGE_SHOWN_FIELDS,
    take: 500,
  });
  const participants = await participantsPerChallenge(db);
  return allInLanguage("challenge", rows, locale).map((challenge) => ({
    ...challenge,
    window: windowState(challenge, now),
    participants: participants.get(challenge.id) ?? 0,
  }));
}

/** One published challenge by its slug, in `locale`; NOT_FOUND for unknown and unpublished ones. */
export async function challengeBySlug(
  db: Db,
  input: { slug: string },
  locale: Locale,
  now = new Date(),
) {
  const row = found(
    await db.challenge.findFirst({
      where: { slug: input.slug, published: true },
      select: CHALLENGE_SHOWN_FIELDS,
    }),
    NO_SUCH_CHALLENGE,
  );
  const challenge = inLanguage("challenge", row, locale);
  return { ...challenge, window: windowState(challenge, now) };
}

/**
 * A user's participation: each challenge they take part in with status, progress and points (all
 * from the ledger), per area how far they got, their total and their rank.
 */
export async function myParticipation(db: Db, userId: string) {
  const facts = await loadAreaFacts(db);
  const participations = await db.participation.findMany({
    where: { userId },
    select: { challengeId: true, status: true, joinedAt: true, completedAt: true },
  });
  const progress = await challengeProgressFor(db, userId, facts);
  const published = await db.challenge.findMany({
    where: { published: true },
    select: { id: true, area: true },
  });
  const standing = await userStanding(db, userId);
  const byId = new Map(participations.map((row) => [row.challengeId, row]));
  const pointsByArea = await db.pointEntry.groupBy({
    by: ["area"],
    where: { userId },
    _sum: { amount: true },
  });
  return {
    ...standing,
    challenges: participations.map((participation) => ({
      ...participation,
      points: progress.get(participation.challengeId)?.points ?? 0,
      progress: progress.get(participation.challengeId)?.progress ?? null,
    })),
    areas: AREA_ORDER.map((area) => {
      const inArea = published.filter((challenge) => challenge.area === area);
      return {
        area,
        challenges: inArea.length,
        joined: inArea.filter((challenge) => byId.has(challenge.id)).length,
        completed: inArea.filter((challenge) => byId.get(challenge.id)?.status === "COMPLETED")
          .length,
        points: pointsByArea.find((row) => row.area === area)?._sum.amount ?? 0,
      };
    }),
  };
}

const ALREADY_JOINED = "You have already joined this challenge.";

/**
 * Joins a challenge. Unknown and unpublished challenges are NOT_FOUND, a closed window is
 * BAD_REQUEST with the dates, joining twice is CONFLICT; each refusal carries its key (README
 * "Languages"). Returns achievements it earned (named in `locale`).
 */
export async function joinChallenge(
  db: PrismaClient,
  userId: string,
  input: { challengeId: string },
  locale: Locale,
  now = new Date(),
) {
  try {
    return await db.$transaction(async (tx) => {
      const result = await award(
        tx,
        { type: "CHALLENGE_JOINED", userId, challengeId: input.challengeId },
        { now },
      );
      if (!result.joined)
        throw new AppError("CONFLICT", ALREADY_JOINED, {
          text: { key: "challenges.server.alreadyJoined" },
        });
      return {
        status: result.participation?.after ?? ("NOT_STARTED" as const),
        achievements: achievementsIn(result.achievements, locale),
      };
    });
  } catch (error) {
    throw await joinRefusal(db, input.challengeId, error, now);
  }
}

/**
 * A refused join with its key: the award's checks (the challenge exists and is published, its
 * window is open) keep their English words, and the key says them in the page's language, the
 * window's moment as an ISO instant the page words on the festival's clocks. Read only when a
 * join is refused; anything else passes as it came.
 */
async function joinRefusal(
  db: PrismaClient,
  challengeId: string,
  error: unknown,
  now: Date,
): Promise<unknown> {
  if (!isAppError(error) || error.text) return error;
  if (error.code === "NOT_FOUND")
    return new AppError("NOT_FOUND", error.message, {
      text: { key: "challenges.server.noSuchChallenge" },
    });
  if (error.code !== "BAD_REQUEST") return error;
  const window = await db.challenge.findUnique({
    where: { id: challengeId },
    select: { startsAt: true, endsAt: true },
  });
  const state = window ? windowState(window, now) : "open";
  const at = state === "upcoming" ? window?.startsAt : state === "closed" ? window?.endsAt : null;
  if (!at) return error;
  return new AppError("BAD_REQUEST", error.message, {
    text: {
      key: state === "upcoming" ? "challenges.server.notStarted" : "challenges.server.closed",
      values: { at: at.toISOString() },
    },
  });
}

/** The admins' catalogue: every challenge, drafts included, a page of it with the total. */
export async function listChallengesForAdmin(db: Db, query: ChallengeListQuery) {
  const where: Prisma.ChallengeWhereInput = searchIn(query.search, (text) => [
    { title: text },
    { slug: text },
  ]);
  const { rows, total } = await numberedPage(
    query,
    (window) =>
      db.challenge.findMany({
        where,
        orderBy: tableOrder(query),
        select: CHALLENGE_ADMIN_FIELDS,
        ...window,
      }),
    () => db.challenge.count({ where }),
  );
  const counts = await db.participation.groupBy({
    by: ["challengeId"],
    where: { challengeId: { in: rows.map((row) => row.id) } },
    _count: { _all: true },
  });
  const participants = new Map(counts.map((row) => [row.challengeId, row._count._all]));
  return {
    total,
    rows: rows.map((row) => ({ ...row, participants: participants.get(row.id) ?? 0 })),
  };
}

/** Creates a challenge (audited); a slug in use is a field error on `slug`. */
export function createChallenge(db: PrismaClient, actorId: string, input: ChallengeCreateInput) {
  return thenForgetCatalogue(
    uniqueField(
      "slug",
      "Another challenge already uses this slug.",
      () =>
        db.$transaction((tx) =>
          auditedCreate(tx, { actorId, action: "challenge.create", targetType: "Challenge" }, () =>
            tx.challenge.create({ data: input, select: CHALLENGE_ADMIN_FIELDS }),
          ),
        ),
      { key: "admin.server.slugTaken" },
    ),
  );
}

/** Saves an admin's edit of a challenge (the slug stays), audited with both versions. */
export function updateChallenge(db: PrismaClient, actorId: string, input: ChallengeUpdateInput) {
  const { id, ...data } = input;
  return thenForgetCatalogue(
    db.$transaction((tx) =>
      auditedUpdate(
        tx,
        { actorId, action: "challenge.update", target: { type: "Challenge", id } },
        {
          load: () => tx.challenge.findUnique({ where: { id }, select: CHALLENGE_ADMIN_FIELDS }),
          notFound: NO_SUCH_CHALLENGE,
          notFoundText: { key: "admin.server.noSuchChallenge" },
          update: () =>
            tx.challenge.update({ where: { id }, data, select: CHALLENGE_ADMIN_FIELDS }),
        },
      ),
    ),
  );
}

const PUBLICATION_FIELDS = { id: true, slug: true, published: true } as const;

/** Publishes or withdraws a challenge, audited as challenge.publish or challenge.unpublish. */
export function setChallengePublished(
  db: PrismaClient,
  actorId: string,
  input: { id: string; published: boolean },
) {
  const { id, published } = input;
  return thenForgetCatalogue(
    db.$transaction((tx) =>
      auditedUpdate(
        tx,
        {
          actorId,
          action: published ? "challenge.publish" : "challenge.unpublish",
          target: { type: "Challenge", id },
        },
        {
          load: () => tx.challenge.findUnique({ where: { id }, select: PUBLICATION_FIELDS }),
          notFound: NO_SUCH_CHALLENGE,
          notFoundText: { key: "admin.server.noSuchChallenge" },
          update: () =>
            tx.challenge.update({ where: { id }, data: { published }, select: PUBLICATION_FIELDS }),
        },
      ),
    ),
  );
}
