import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import {
  Area,
  ParticipationStatus,
  PointSourceType,
  type ChallengeKind,
} from "~/generated/prisma/enums";
import {
  achievementProgress,
  newlyEarned,
  parseAchievementRule,
  type AchievementProgress,
  type AchievementRule,
  type ActionCount,
  type UserMetrics,
} from "~/server/domain/achievements";
import {
  completionProgress,
  participationStatus,
  type AreaFacts,
  type Progress,
  type SourceCounts,
} from "~/server/domain/completion";
import {
  bulkInsertParticipations,
  bulkInsertUserAchievements,
  bulkUpdateParticipationStatuses,
  type BulkEarned,
  type BulkStatus,
} from "~/server/seed/bulk";
import { INBOX_LINKS } from "~/shared/inbox/rules";
import { loadAreaFacts } from "./area-facts";
import { notify } from "./inbox";

/**
 * Progress derived from the ledger: participation statuses (completion rules) and achievements.
 * Everything here reads aggregates (GROUP BY in the database) and applies the pure rules of
 * src/server/domain; `award` calls it for one user, the seeds for many at once.
 */

export type Tx = Prisma.TransactionClient;

type ChallengeInfo = {
  id: string;
  slug: string;
  kind: ChallengeKind;
  area: Area;
  goal: number | null;
};

async function challengeIndex(tx: Tx): Promise<Map<string, ChallengeInfo>> {
  const rows = await tx.challenge.findMany({
    select: { id: true, slug: true, kind: true, area: true, goal: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/** What `award` checks of a challenge and the rules read of it: the catalogue's columns. */
export const CATALOGUE_CHALLENGE_FIELDS = {
  id: true,
  slug: true,
  kind: true,
  area: true,
  goal: true,
  title: true,
  points: true,
  published: true,
  startsAt: true,
  endsAt: true,
} as const satisfies Prisma.ChallengeSelect;

export type CatalogueChallenge = Prisma.ChallengeGetPayload<{
  select: typeof CATALOGUE_CHALLENGE_FIELDS;
}>;

/**
 * The near-static rows the rules read, in one piece: every challenge by id, the achievement
 * definitions and the area facts. `award` loads it in its transaction unless the caller hands it
 * a cached one (see catalogue.ts).
 */
export type RulesCatalogue = {
  challenges: ReadonlyMap<string, CatalogueChallenge>;
  definitions: readonly Definition[];
  facts: AreaFacts;
};

/** The rules' catalogue as the database holds it now (three reads). */
export async function loadRulesCatalogue(tx: Tx): Promise<RulesCatalogue> {
  const rows = await tx.challenge.findMany({ select: CATALOGUE_CHALLENGE_FIELDS });
  const definitions = await loadDefinitions(tx);
  const facts = await loadAreaFacts(tx);
  return { challenges: new Map(rows.map((row) => [row.id, row])), definitions, facts };
}

type LedgerGroup = {
  userId: string | null;
  challengeId: string | null;
  sourceType: PointSourceType;
  area: Area;
  quantity: number;
  rows: number;
};

function actionsOf(
  groups: readonly LedgerGroup[],
  challenges: ReadonlyMap<string, ChallengeInfo>,
): ActionCount[] {
  return groups.map((group) => {
    const challenge = group.challengeId ? challenges.get(group.challengeId) : undefined;
    return {
      source: group.sourceType,
      challengeSlug: challenge?.slug ?? null,
      challengeKind: challenge?.kind ?? null,
      area: group.area,
      count: group.quantity,
    };
  });
}

async function ledgerGroups(tx: Tx, userIds: readonly string[]): Promise<LedgerGroup[]> {
  const groups = await tx.pointEntry.groupBy({
    by: ["userId", "challengeId", "sourceType", "area"],
    where: { userId: { in: [...userIds] } },
    _sum: { quantity: true },
    _count: { _all: true },
  });
  return groups.map((group) => ({
    userId: group.userId,
    challengeId: group.challengeId,
    sourceType: group.sourceType,
    area: group.area,
    quantity: group._sum.quantity ?? 0,
    rows: group._count._all,
  }));
}

/** The counts every achievement rule reads, for one user. */
export async function loadUserMetrics(tx: Tx, userId: string): Promise<UserMetrics> {
  const challenges = await challengeIndex(tx);
  const groups = await ledgerGroups(tx, [userId]);
  const participations = await tx.participation.findMany({
    where: { userId },
    select: { challengeId: true, status: true },
  });
  return metricsOf(groups, participations, challenges);
}

function metricsOf(
  groups: readonly LedgerGroup[],
  participations: ReadonlyArray<{ challengeId: string; status: ParticipationStatus }>,
  challenges: ReadonlyMap<string, ChallengeInfo>,
): UserMetrics {
  const completedAreas = new Set<Area>();
  for (const participation of participations) {
    const challenge = challenges.get(participation.challengeId);
    if (challenge && participation.status === "COMPLETED") completedAreas.add(challenge.area);
  }
  return {
    challengesJoined: participations.length,
    completedAreas: [...completedAreas],
    actions: actionsOf(groups, challenges),
  };
}

function countsFor(groups: readonly LedgerGroup[], challengeId: string) {
  const counts: SourceCounts = {};
  let rows = 0;
  for (const group of groups) {
    if (group.challengeId !== challengeId) continue;
    counts[group.sourceType] = (counts[group.sourceType] ?? 0) + group.quantity;
    rows += group.rows;
  }
  return { counts, hasActivity: rows > 0 };
}

/** A challenge's completion progress and status for one user, from their ledger groups. */
function statusFor(
  challenge: ChallengeInfo,
  groups: readonly LedgerGroup[],
  facts: AreaFacts,
): { progress: Progress; status: ParticipationStatus } {
  const { counts, hasActivity } = countsFor(groups, challenge.id);
  const progress = completionProgress(challenge, counts, facts);
  return { progress, status: participationStatus(progress, hasActivity) };
}

const userProgressRowsSchema = z.object({
  groups: z.array(
    z.object({
      challengeId: z.string().nullable(),
      sourceType: z.enum(PointSourceType),
      area: z.enum(Area),
      quantity: z.number().int(),
      rows: z.number().int(),
    }),
  ),
  participations: z.array(
    z.object({
      id: z.string(),
      challengeId: z.string(),
      status: z.enum(ParticipationStatus),
      completedAt: z.coerce.date().nullable(),
    }),
  ),
  earnedIds: z.array(z.string()),
});

/**
 * What the rules read of one user, in one statement: their ledger groups (as `ledgerGroups`),
 * participations and earned achievements' ids, as JSON (validated here).
 */
async function userProgressRows(tx: Tx, userId: string) {
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT
      COALESCE((SELECT json_agg(g) FROM (
        SELECT "challengeId", "sourceType"::text AS "sourceType", "area"::text AS "area",
               CAST(SUM("quantity") AS integer) AS "quantity", CAST(COUNT(*) AS integer) AS "rows"
        FROM "PointEntry" WHERE "userId" = ${userId}
        GROUP BY "challengeId", "sourceType", "area") g), '[]') AS "groups",
      COALESCE((SELECT json_agg(p) FROM (
        SELECT "id", "challengeId", "status"::text AS "status",
               "completedAt" AT TIME ZONE 'UTC' AS "completedAt"
        FROM "Participation" WHERE "userId" = ${userId}) p), '[]') AS "participations",
      COALESCE((SELECT json_agg("achievementId") FROM "UserAchievement"
        WHERE "userId" = ${userId}), '[]') AS "earnedIds"`;
  const parsed = userProgressRowsSchema.parse(row);
  return {
    groups: parsed.groups.map((group): LedgerGroup => ({ userId, ...group })),
    participations: parsed.participations,
    earnedIds: parsed.earnedIds,
  };
}

/**
 * After a ledger write: brings the user's participation in `challengeId` in line with the ledger
 * and awards the achievements their counts now reach. Same rules as `refreshParticipation` and
 * `evaluateAchievements`, from one read of the user's ledger groups, participations and earned
 * achievements (the near-static rows come from `catalogue`).
 */
export async function progressAfterAward(
  tx: Tx,
  userId: string,
  challengeId: string | null,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<{
  participation: { before: ParticipationStatus; after: ParticipationStatus } | null;
  achievements: EarnedAchievement[];
}> {
  const { challenges, definitions, facts } = catalogue;
  const { groups, participations, earnedIds } = await userProgressRows(tx, userId);
  let participation: { before: ParticipationStatus; after: ParticipationStatus } | null = null;
  const challenge = challengeId ? challenges.get(challengeId) : undefined;
  const current = participations.find((row) => row.challengeId === challengeId);
  if (challenge && current) {
    const { status } = statusFor(challenge, groups, facts);
    if (status !== current.status) {
      await tx.participation.update({
        where: { id: current.id },
        data: {
          status,
          completedAt: status === "COMPLETED" ? (current.completedAt ?? now) : null,
        },
      });
    }
    participation = { before: current.status, after: status };
    current.status = status;
  }
  if (definitions.length === 0) return { participation, achievements: [] };
  const keyById = new Map(definitions.map((definition) => [definition.id, definition.key]));
  const earned = new Set(earnedIds.flatMap((id) => keyById.get(id) ?? []));
  const metrics = metricsOf(groups, participations, challenges);
  const achievements = await insertEarned(tx, userId, definitions, metrics, facts, earned, now);
  return { participation, achievements };
}

/**
 * Brings one participation's status in line with the ledger. Returns the status before and after
 * (null when the user does not take part).
 */
export async function refreshParticipation(
  tx: Tx,
  userId: string,
  challengeId: string,
  facts: AreaFacts,
  now: Date,
): Promise<{ before: ParticipationStatus; after: ParticipationStatus } | null> {
  const participation = await tx.participation.findUnique({
    where: { userId_challengeId: { userId, challengeId } },
    select: { id: true, status: true, completedAt: true },
  });
  const challenge = await tx.challenge.findUnique({
    where: { id: challengeId },
    select: { id: true, slug: true, kind: true, area: true, goal: true },
  });
  if (!participation || !challenge) return null;
  const groups = await tx.pointEntry.groupBy({
    by: ["sourceType"],
    where: { userId, challengeId },
    _sum: { quantity: true },
    _count: { _all: true },
  });
  const { status } = statusFor(
    challenge,
    groups.map((group) => ({
      userId,
      challengeId,
      sourceType: group.sourceType,
      area: challenge.area,
      quantity: group._sum.quantity ?? 0,
      rows: group._count._all,
    })),
    facts,
  );
  if (status !== participation.status) {
    await tx.participation.update({
      where: { id: participation.id },
      data: {
        status,
        completedAt: status === "COMPLETED" ? (participation.completedAt ?? now) : null,
      },
    });
  }
  return { before: participation.status, after: status };
}

export type Definition = {
  id: string;
  key: string;
  title: string;
  description: string;
  rule: AchievementRule;
};

/** The stored achievement definitions whose rules this code understands, in display order. */
export async function loadDefinitions(tx: Tx): Promise<Definition[]> {
  const rows = await tx.achievement.findMany({
    orderBy: [{ position: "asc" }, { key: "asc" }],
    select: { id: true, key: true, title: true, description: true, rule: true },
  });
  return rows.flatMap((row) => {
    const rule = parseAchievementRule(row.rule);
    return rule ? [{ ...row, rule }] : [];
  });
}

export type EarnedAchievement = { key: string; title: string; description: string };

/**
 * Awards the achievements the user's counts now reach. Each is inserted at most once (primary key
 * on user and achievement, conflicts skipped), so concurrent evaluations cannot earn one twice;
 * the returned list holds only what this call inserted.
 */
export async function evaluateAchievements(
  tx: Tx,
  userId: string,
  facts: AreaFacts,
  now: Date,
): Promise<EarnedAchievement[]> {
  const definitions = await loadDefinitions(tx);
  if (definitions.length === 0) return [];
  const metrics = await loadUserMetrics(tx, userId);
  const earned = await tx.userAchievement.findMany({
    where: { userId },
    select: { achievement: { select: { key: true } } },
  });
  return insertEarned(
    tx,
    userId,
    definitions,
    metrics,
    facts,
    new Set(earned.map((row) => row.achievement.key)),
    now,
  );
}

/** Inserts the achievements `metrics` reach that are not `earned` yet; returns what it inserted. */
async function insertEarned(
  tx: Tx,
  userId: string,
  definitions: readonly Definition[],
  metrics: UserMetrics,
  facts: AreaFacts,
  earned: ReadonlySet<string>,
  now: Date,
): Promise<EarnedAchievement[]> {
  const keys = newlyEarned(definitions, metrics, facts, earned);
  if (keys.length === 0) return [];
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const inserted = await tx.userAchievement.createManyAndReturn({
    data: keys.flatMap((key) => {
      const definition = byKey.get(key);
      return definition ? [{ userId, achievementId: definition.id, earnedAt: now }] : [];
    }),
    skipDuplicates: true,
    select: { achievementId: true },
  });
  const insertedIds = new Set(inserted.map((row) => row.achievementId));
  const earnedNow = definitions.filter((definition) => insertedIds.has(definition.id));
  // The inbox hears of each achievement in the transaction that earned it.
  await notify(
    tx,
    earnedNow.map((definition) => ({
      userId,
      kind: "ACHIEVEMENT_EARNED",
      title: `Achievement earned: ${definition.title}`,
      detail: definition.description,
      link: INBOX_LINKS.achievements,
    })),
    now,
  );
  return earnedNow.map(({ key, title, description }) => ({ key, title, description }));
}

/** Every definition with the user's progress toward it. */
export async function achievementProgressFor(
  tx: Tx,
  userId: string,
  definitions: readonly Definition[],
  facts: AreaFacts,
): Promise<Map<string, AchievementProgress>> {
  const metrics = await loadUserMetrics(tx, userId);
  return new Map(
    definitions.map((definition) => [
      definition.key,
      achievementProgress(definition.rule, metrics, facts),
    ]),
  );
}

/** Each challenge's completion progress for one user (for the participation hub). */
export async function challengeProgressFor(
  tx: Tx,
  userId: string,
  facts: AreaFacts,
): Promise<Map<string, { progress: Progress; points: number }>> {
  const challenges = await challengeIndex(tx);
  const groups = await ledgerGroups(tx, [userId]);
  const points = await tx.pointEntry.groupBy({
    by: ["challengeId"],
    where: { userId },
    _sum: { amount: true },
  });
  const pointsByChallenge = new Map(points.map((row) => [row.challengeId, row._sum.amount ?? 0]));
  const result = new Map<string, { progress: Progress; points: number }>();
  for (const challenge of challenges.values()) {
    result.set(challenge.id, {
      progress: statusFor(challenge, groups, facts).progress,
      points: pointsByChallenge.get(challenge.id) ?? 0,
    });
  }
  return result;
}

/**
 * Derives participations, their statuses and achievements from the ledger for many users at once
 * (the seeds write ledger rows in bulk, then call this). Users who have ledger rows for a
 * challenge they have not joined join it. Same rules as `award`, a batch of users at a time.
 */
export async function recomputeProgress(
  db: Tx,
  options: { facts: AreaFacts; batchSize?: number; userIds?: readonly string[] },
): Promise<{ users: number; participations: number; achievements: number }> {
  const challenges = await challengeIndex(db);
  const definitions = await loadDefinitions(db);
  const idByKey = new Map(definitions.map((definition) => [definition.key, definition.id]));
  const keyById = new Map(definitions.map((definition) => [definition.id, definition.key]));
  const userIds =
    options.userIds ??
    (await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((u) => u.id);
  const batchSize = options.batchSize ?? 2000;
  let participationsWritten = 0;
  let achievementsWritten = 0;

  for (let offset = 0; offset < userIds.length; offset += batchSize) {
    const batch = userIds.slice(offset, offset + batchSize);
    const groups = await ledgerGroups(db, batch);
    const times = await db.pointEntry.groupBy({
      by: ["userId"],
      where: { userId: { in: batch } },
      _max: { createdAt: true },
      _min: { createdAt: true },
    });
    const lastActivity = new Map(times.map((row) => [row.userId, row._max.createdAt]));
    const firstActivity = new Map(times.map((row) => [row.userId, row._min.createdAt]));
    const groupsByUser = new Map<string, LedgerGroup[]>();
    for (const group of groups) {
      if (!group.userId) continue;
      groupsByUser.set(group.userId, [...(groupsByUser.get(group.userId) ?? []), group]);
    }

    // Anyone with ledger rows for a challenge takes part in it (joined by their first action).
    const joins = groups.flatMap((group) =>
      group.userId && group.challengeId
        ? [
            {
              userId: group.userId,
              challengeId: group.challengeId,
              joinedAt: firstActivity.get(group.userId) ?? new Date(),
            },
          ]
        : [],
    );
    participationsWritten += await bulkInsertParticipations(db, joins);

    const participations = await db.participation.findMany({
      where: { userId: { in: batch } },
      select: { id: true, userId: true, challengeId: true, status: true, completedAt: true },
    });
    const statusesByUser = new Map<
      string,
      { challengeId: string; status: ParticipationStatus }[]
    >();
    const changes: BulkStatus[] = [];
    for (const participation of participations) {
      const challenge = challenges.get(participation.challengeId);
      if (!challenge) continue;
      const { status } = statusFor(
        challenge,
        groupsByUser.get(participation.userId) ?? [],
        options.facts,
      );
      statusesByUser.set(participation.userId, [
        ...(statusesByUser.get(participation.userId) ?? []),
        { challengeId: participation.challengeId, status },
      ]);
      if (status !== participation.status)
        changes.push({
          id: participation.id,
          status,
          completedAt:
            status === "COMPLETED"
              ? (participation.completedAt ?? lastActivity.get(participation.userId) ?? new Date())
              : null,
        });
    }
    await bulkUpdateParticipationStatuses(db, changes);

    if (definitions.length === 0) continue;
    const earnedRows = await db.userAchievement.findMany({
      where: { userId: { in: batch } },
      select: { userId: true, achievementId: true },
    });
    const earnedByUser = new Map<string, Set<string>>();
    for (const row of earnedRows) {
      const key = keyById.get(row.achievementId);
      if (!key) continue;
      earnedByUser.set(row.userId, (earnedByUser.get(row.userId) ?? new Set()).add(key));
    }
    const awards: BulkEarned[] = [];
    for (const userId of batch) {
      const metrics = metricsOf(
        groupsByUser.get(userId) ?? [],
        statusesByUser.get(userId) ?? [],
        challenges,
      );
      const earned = earnedByUser.get(userId) ?? new Set<string>();
      for (const key of newlyEarned(definitions, metrics, options.facts, earned)) {
        const achievementId = idByKey.get(key);
        if (achievementId)
          awards.push({ userId, achievementId, earnedAt: lastActivity.get(userId) ?? new Date() });
      }
    }
    achievementsWritten += await bulkInsertUserAchievements(db, awards);
  }
  return {
    users: userIds.length,
    participations: participationsWritten,
    achievements: achievementsWritten,
  };
}
