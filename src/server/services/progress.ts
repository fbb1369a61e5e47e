import type { Prisma } from "~/generated/prisma/client";
import type {
  Area,
  ChallengeKind,
  ParticipationStatus,
  PointSourceType,
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
  challenges: Map<string, ChallengeInfo>,
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
  challenges: Map<string, ChallengeInfo>,
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
  const keys = newlyEarned(
    definitions,
    metrics,
    facts,
    new Set(earned.map((row) => row.achievement.key)),
  );
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
  return definitions
    .filter((definition) => insertedIds.has(definition.id))
    .map(({ key, title, description }) => ({ key, title, description }));
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
  const userIds =
    options.userIds ??
    (await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((u) => u.id);
  const batchSize = options.batchSize ?? 2000;
  let participationsWritten = 0;
  let achievementsWritten = 0;

  for (let offset = 0; offset < userIds.length; offset += batchSize) {
    const batch = userIds.slice(offset, offset + batchSize);
    const groups = await ledgerGroups(db, batch);
    const lastActivity = await db.pointEntry.groupBy({
      by: ["userId"],
      where: { userId: { in: batch } },
      _max: { createdAt: true },
      _min: { createdAt: true },
    });
    const activity = new Map(lastActivity.map((row) => [row.userId, row._max.createdAt]));
    const firstActivity = new Map(lastActivity.map((row) => [row.userId, row._min.createdAt]));

    // Anyone with ledger rows for a challenge takes part in it (joined by their first action).
    const active = new Map<string, Set<string>>();
    for (const group of groups) {
      if (!group.userId || !group.challengeId) continue;
      const set = active.get(group.userId) ?? new Set<string>();
      set.add(group.challengeId);
      active.set(group.userId, set);
    }
    const joins = [...active].flatMap(([userId, ids]) =>
      [...ids].map((challengeId) => ({
        userId,
        challengeId,
        joinedAt: firstActivity.get(userId) ?? new Date(),
      })),
    );
    if (joins.length) {
      const created = await db.participation.createMany({ data: joins, skipDuplicates: true });
      participationsWritten += created.count;
    }

    const participations = await db.participation.findMany({
      where: { userId: { in: batch } },
      select: { id: true, userId: true, challengeId: true, status: true, completedAt: true },
    });
    const groupsByUser = new Map<string, LedgerGroup[]>();
    for (const group of groups) {
      if (!group.userId) continue;
      const list = groupsByUser.get(group.userId) ?? [];
      list.push(group);
      groupsByUser.set(group.userId, list);
    }
    const participationsByUser = new Map<string, typeof participations>();
    const changesByStatus = new Map<
      ParticipationStatus,
      { id: string; completedAt: Date | null }[]
    >();
    for (const participation of participations) {
      const challenge = challenges.get(participation.challengeId);
      if (!challenge) continue;
      const list = participationsByUser.get(participation.userId) ?? [];
      const userGroups = groupsByUser.get(participation.userId) ?? [];
      const { status } = statusFor(challenge, userGroups, options.facts);
      list.push({ ...participation, status });
      participationsByUser.set(participation.userId, list);
      if (status !== participation.status) {
        const changes = changesByStatus.get(status) ?? [];
        changes.push({
          id: participation.id,
          completedAt:
            status === "COMPLETED"
              ? (participation.completedAt ?? activity.get(participation.userId) ?? new Date())
              : null,
        });
        changesByStatus.set(status, changes);
      }
    }
    for (const [status, changes] of changesByStatus) {
      if (status !== "COMPLETED") {
        await db.participation.updateMany({
          where: { id: { in: changes.map((change) => change.id) } },
          data: { status, completedAt: null },
        });
        continue;
      }
      // Completed ones keep a completion time each: group them by it.
      const byTime = new Map<number, string[]>();
      for (const change of changes) {
        const time = change.completedAt?.getTime() ?? Date.now();
        byTime.set(time, [...(byTime.get(time) ?? []), change.id]);
      }
      for (const [time, ids] of byTime) {
        await db.participation.updateMany({
          where: { id: { in: ids } },
          data: { status, completedAt: new Date(time) },
        });
      }
    }

    if (definitions.length === 0) continue;
    const earnedRows = await db.userAchievement.findMany({
      where: { userId: { in: batch } },
      select: { userId: true, achievementId: true },
    });
    const earnedByUser = new Map<string, Set<string>>();
    const keyById = new Map(definitions.map((definition) => [definition.id, definition.key]));
    for (const row of earnedRows) {
      const set = earnedByUser.get(row.userId) ?? new Set<string>();
      const key = keyById.get(row.achievementId);
      if (key) set.add(key);
      earnedByUser.set(row.userId, set);
    }
    const idByKey = new Map(definitions.map((definition) => [definition.key, definition.id]));
    const awards: { userId: string; achievementId: string; earnedAt: Date }[] = [];
    for (const userId of batch) {
      const metrics = metricsOf(
        groupsByUser.get(userId) ?? [],
        participationsByUser.get(userId) ?? [],
        challenges,
      );
      for (const key of newlyEarned(
        definitions,
        metrics,
        options.facts,
        earnedByUser.get(userId) ?? new Set(),
      )) {
        const achievementId = idByKey.get(key);
        if (achievementId)
          awards.push({ userId, achievementId, earnedAt: activity.get(userId) ?? new Date() });
      }
    }
    if (awards.length) {
      const created = await db.userAchievement.createMany({ data: awards, skipDuplicates: true });
      achievementsWritten += created.count;
    }
  }
  return {
    users: userIds.length,
    participations: participationsWritten,
    achievements: achievementsWritten,
  };
}
