import { z } from "zod";
import { Prisma } from "~/generated/prisma/client";
import {
  Area,
  ParticipationStatus,
  PointSourceType,
  type ChallengeKind,
} from "~/generated/prisma/enums";
import {
  achievementProgress,
  isTeamRule,
  newlyEarned,
  parseAchievementRule,
  type AchievementProgress,
  type AchievementRule,
  type ActionCount,
  type TeamMetrics,
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
import { utcTimestamp } from "~/server/database/timestamps";
import { INBOX_LINKS, type InboxText } from "~/shared/inbox/rules";
import { englishOf } from "./inbox";
import { loadAreaFacts } from "./area-facts";

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

/** The counts every achievement rule reads, for one user, and their team's facts. */
export async function loadUserMetrics(
  tx: Tx,
  userId: string,
): Promise<{ metrics: UserMetrics; team: TeamFacts }> {
  const challenges = await challengeIndex(tx);
  const groups = await ledgerGroups(tx, [userId]);
  const participations = await tx.participation.findMany({
    where: { userId },
    select: { challengeId: true, status: true },
  });
  const [team] = await loadTeamFacts(tx, [userId]);
  const facts = team ?? noTeam(userId);
  return { metrics: metricsOf(groups, participations, challenges, facts), team: facts };
}

function metricsOf(
  groups: readonly LedgerGroup[],
  participations: ReadonlyArray<{ challengeId: string; status: ParticipationStatus }>,
  challenges: ReadonlyMap<string, ChallengeInfo>,
  team: TeamFacts,
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
    teamsJoined: team.teamsJoined,
    team: teamMetricsOf(team, completedAreas),
  };
}

const teamFactsSchema = z.object({
  userId: z.string(),
  teamsJoined: z.number().int(),
  teamId: z.string().nullable(),
  members: z.number().int(),
  /** Per area, the other active members who completed a challenge there. */
  others: z.array(z.object({ area: z.enum(Area), members: z.number().int() })),
  /** Achievements every active member of the team holds. */
  teamEarnedIds: z.array(z.string()),
});

/** What the team rules read of one user (README "Teams"), the user's own progress left out. */
export type TeamFacts = z.infer<typeof teamFactsSchema>;

function noTeam(userId: string): TeamFacts {
  return { userId, teamsJoined: 0, teamId: null, members: 0, others: [], teamEarnedIds: [] };
}

/**
 * SQL for a JSON array of each user's TeamFacts. The user's own completed areas are left out on
 * purpose: `award` adds them from the statuses it has just decided (this read may come first).
 */
function teamFactsJson(userIds: readonly string[]): Prisma.Sql {
  const ids = Prisma.join(userIds.map((id) => Prisma.sql`(${id})`));
  return Prisma.sql`(SELECT COALESCE(json_agg(t), '[]') FROM (
    SELECT u."id" AS "userId",
      (SELECT CAST(COUNT(*) AS integer) FROM "TeamMembership" x
        WHERE x."userId" = u."id") AS "teamsJoined",
      m."teamId",
      (SELECT CAST(COUNT(*) AS integer) FROM "TeamMembership" y
        WHERE y."teamId" = m."teamId" AND y."leftAt" IS NULL) AS "members",
      (SELECT COALESCE(json_agg(a), '[]') FROM (
        SELECT c."area"::text AS "area", CAST(COUNT(DISTINCT p."userId") AS integer) AS "members"
        FROM "TeamMembership" o
        JOIN "Participation" p ON p."userId" = o."userId" AND p."status" = 'COMPLETED'
        JOIN "Challenge" c ON c."id" = p."challengeId"
        WHERE o."teamId" = m."teamId" AND o."leftAt" IS NULL AND o."userId" <> u."id"
        GROUP BY c."area") a) AS "others",
      (SELECT COALESCE(json_agg(e."achievementId"), '[]') FROM (
        SELECT ua."achievementId" FROM "TeamMembership" z
        JOIN "UserAchievement" ua ON ua."userId" = z."userId"
        WHERE z."teamId" = m."teamId" AND z."leftAt" IS NULL
        GROUP BY ua."achievementId"
        HAVING COUNT(*) = (SELECT COUNT(*) FROM "TeamMembership" w
          WHERE w."teamId" = m."teamId" AND w."leftAt" IS NULL)) e) AS "teamEarnedIds"
    FROM (VALUES ${ids}) AS u("id")
    LEFT JOIN "TeamMembership" m ON m."userId" = u."id" AND m."leftAt" IS NULL) t)`;
}

async function loadTeamFacts(tx: Tx, userIds: readonly string[]): Promise<TeamFacts[]> {
  if (userIds.length === 0) return [];
  const [row] = await tx.$queryRaw<
    { teams: unknown }[]
  >`SELECT ${teamFactsJson(userIds)} AS "teams"`;
  return z.array(teamFactsSchema).parse(row?.teams);
}

/** The user's team as the rules see it: the others' completed areas plus the user's own. */
function teamMetricsOf(team: TeamFacts, completedAreas: ReadonlySet<Area>): TeamMetrics | null {
  if (team.teamId === null) return null;
  const completedByArea: Partial<Record<Area, number>> = {};
  for (const other of team.others) completedByArea[other.area] = other.members;
  for (const area of completedAreas) completedByArea[area] = (completedByArea[area] ?? 0) + 1;
  return { members: team.members, completedByArea };
}

/**
 * The achievement keys counted as earned: a team rule when every member of the user's team holds
 * it (so a newcomer's team still earns it when the newcomer brought theirs), the others by the
 * user's own rows.
 */
function earnedKeys(
  definitions: readonly Definition[],
  ownIds: ReadonlySet<string>,
  team: TeamFacts,
): Set<string> {
  const teamIds = new Set(team.teamEarnedIds);
  return new Set(
    definitions
      .filter((definition) =>
        isTeamRule(definition.rule) && team.teamId !== null
          ? teamIds.has(definition.id)
          : ownIds.has(definition.id),
      )
      .map((definition) => definition.key),
  );
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

const participationRowSchema = z.object({
  id: z.string(),
  challengeId: z.string(),
  status: z.enum(ParticipationStatus),
  completedAt: z.coerce.date().nullable(),
});

/**
 * A participation as the rules read it; SQL that selects one gives `status` as text and
 * `completedAt` as timestamptz (`"completedAt" AT TIME ZONE 'UTC'`), so its JSON is exact.
 */
export type ParticipationRow = z.infer<typeof participationRowSchema>;

/** Parses a participation row of that JSON. */
export function parseParticipationRow(json: unknown): ParticipationRow {
  return participationRowSchema.parse(json);
}

/** A participation's new status (and when it was completed, null unless completed). */
type StatusChange = { id: string; status: ParticipationStatus; completedAt: Date | null };

/** SQL that writes a status change (the UPDATE alone, or a CTE of a larger statement). */
function statusUpdateSql(change: StatusChange, now: Date): Prisma.Sql {
  const completedAt = change.completedAt ? utcTimestamp(change.completedAt) : Prisma.sql`NULL`;
  return Prisma.sql`UPDATE "Participation"
    SET "status" = CAST(${change.status} AS "ParticipationStatus"), "completedAt" = ${completedAt},
        "updatedAt" = ${utcTimestamp(now)}
    WHERE "id" = ${change.id}`;
}

const userProgressSchema = z.object({
  groups: z.array(
    z.object({
      challengeId: z.string().nullable(),
      sourceType: z.enum(PointSourceType),
      area: z.enum(Area),
      quantity: z.number().int(),
      rows: z.number().int(),
    }),
  ),
  participations: z.array(participationRowSchema),
  earnedIds: z.array(z.string()),
  teams: z.array(teamFactsSchema),
});

/**
 * What the rules read of one user: their ledger groups (as `ledgerGroups`), participations,
 * earned achievements' ids and team facts.
 */
export type UserProgress = {
  groups: LedgerGroup[];
  participations: ParticipationRow[];
  earnedIds: string[];
  team: TeamFacts;
};

/**
 * SQL for one JSON object holding what the rules read of one user (`UserProgress`, parsed by
 * `parseUserProgress`). `award` puts it in the statement that writes the ledger row, so it reads
 * that statement's snapshot: the rows the statement itself inserts are not in it (see
 * `withOwnWrites`).
 */
export function userProgressJson(userId: string): Prisma.Sql {
  return Prisma.sql`json_build_object(
    'groups', COALESCE((SELECT json_agg(g) FROM (
        SELECT "challengeId", "sourceType"::text AS "sourceType", "area"::text AS "area",
               CAST(SUM("quantity") AS integer) AS "quantity", CAST(COUNT(*) AS integer) AS "rows"
        FROM "PointEntry" WHERE "userId" = ${userId}
        GROUP BY "challengeId", "sourceType", "area") g), '[]'),
    'participations', COALESCE((SELECT json_agg(p) FROM (
        SELECT "id", "challengeId", "status"::text AS "status",
               "completedAt" AT TIME ZONE 'UTC' AS "completedAt"
        FROM "Participation" WHERE "userId" = ${userId}) p), '[]'),
    'earnedIds', COALESCE((SELECT json_agg("achievementId") FROM "UserAchievement"
        WHERE "userId" = ${userId}), '[]'),
    'teams', ${teamFactsJson([userId])})`;
}

/** The JSON of `userProgressJson`, validated. */
export function parseUserProgress(userId: string, json: unknown): UserProgress {
  const parsed = userProgressSchema.parse(json);
  return {
    groups: parsed.groups.map((group): LedgerGroup => ({ userId, ...group })),
    participations: parsed.participations,
    earnedIds: parsed.earnedIds,
    team: parsed.teams[0] ?? noTeam(userId),
  };
}

/** What the rules read of one user (`UserProgress`), in a statement of its own. */
export async function loadUserProgress(tx: Tx, userId: string): Promise<UserProgress> {
  const [row] = await tx.$queryRaw<{ progress: unknown }[]>`
    SELECT ${userProgressJson(userId)} AS "progress"`;
  return parseUserProgress(userId, row?.progress);
}

/** A ledger row as the rules count it (what `award` wrote). */
export type CountedEntry = {
  challengeId: string | null;
  sourceType: PointSourceType;
  area: Area;
  quantity: number;
};

/**
 * The user's progress with the rows that the reading statement wrote itself (a participation
 * joined, a ledger row): one statement reads its own snapshot, which holds neither.
 */
export function withOwnWrites(
  progress: UserProgress,
  writes: { joined: ParticipationRow | null; entry: CountedEntry | null },
): UserProgress {
  const { joined, entry } = writes;
  const participations =
    joined && !progress.participations.some((row) => row.id === joined.id)
      ? [...progress.participations, joined]
      : progress.participations;
  if (!entry) return { ...progress, participations };
  const sameGroup = (group: LedgerGroup) =>
    group.challengeId === entry.challengeId &&
    group.sourceType === entry.sourceType &&
    group.area === entry.area;
  const counted = { quantity: entry.quantity, rows: 1 };
  const groups = progress.groups.some(sameGroup)
    ? progress.groups.map((group) =>
        sameGroup(group)
          ? {
              ...group,
              quantity: group.quantity + counted.quantity,
              rows: group.rows + counted.rows,
            }
          : group,
      )
    : [...progress.groups, { userId: null, ...entry, ...counted }];
  return { ...progress, groups, participations };
}

/**
 * After a ledger write: brings the user's participation in `challengeId` in line with the ledger
 * and awards the achievements their counts now reach. Same rules as `refreshParticipation` and
 * `evaluateAchievements`, from `progress` (the user's ledger groups, participations and earned
 * achievements as `award` read them, its own writes included) and the near-static rows of
 * `catalogue`. Writes in one statement: the status change and the achievements with their inbox
 * entries (a team rule's holders are read first).
 */
export async function progressAfterAward(
  tx: Tx,
  userId: string,
  challengeId: string | null,
  catalogue: RulesCatalogue,
  progress: UserProgress,
  now: Date,
): Promise<{
  participation: { before: ParticipationStatus; after: ParticipationStatus } | null;
  achievements: EarnedAchievement[];
}> {
  const { challenges, definitions, facts } = catalogue;
  const { groups, earnedIds, team } = progress;
  const participations = progress.participations.map((row) => ({ ...row }));
  let participation: { before: ParticipationStatus; after: ParticipationStatus } | null = null;
  let statusChange: StatusChange | null = null;
  const challenge = challengeId ? challenges.get(challengeId) : undefined;
  const current = participations.find((row) => row.challengeId === challengeId);
  if (challenge && current) {
    const { status } = statusFor(challenge, groups, facts);
    if (status !== current.status)
      statusChange = {
        id: current.id,
        status,
        completedAt: status === "COMPLETED" ? (current.completedAt ?? now) : null,
      };
    participation = { before: current.status, after: status };
    current.status = status;
  }
  const achievements = await insertEarned(
    tx,
    userId,
    definitions,
    metricsOf(groups, participations, challenges, team),
    facts,
    earnedKeys(definitions, new Set(earnedIds), team),
    now,
    { teamId: team.teamId, statusChange },
  );
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
  /** The texts in other languages (`inLanguage`, services/content.ts). */
  translations: unknown;
  rule: AchievementRule;
};

/** The stored achievement definitions whose rules this code understands, in display order. */
export async function loadDefinitions(tx: Tx): Promise<Definition[]> {
  const rows = await tx.achievement.findMany({
    orderBy: [{ position: "asc" }, { key: "asc" }],
    select: {
      id: true,
      key: true,
      title: true,
      description: true,
      translations: true,
      rule: true,
    },
  });
  return rows.flatMap((row) => {
    const rule = parseAchievementRule(row.rule);
    return rule ? [{ ...row, rule }] : [];
  });
}

/** An achievement an action earned, with its texts in every language (see `achievementsIn`). */
export type EarnedAchievement = {
  key: string;
  title: string;
  description: string;
  translations: unknown;
};

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
  const { metrics, team } = await loadUserMetrics(tx, userId);
  const own = await tx.userAchievement.findMany({
    where: { userId },
    select: { achievementId: true },
  });
  const earned = earnedKeys(definitions, new Set(own.map((row) => row.achievementId)), team);
  return insertEarned(tx, userId, definitions, metrics, facts, earned, now, {
    teamId: team.teamId,
  });
}

/**
 * Inserts the achievements `metrics` reach that are not `earned` yet; returns what this call
 * inserted for the user. A team rule goes to every active member of `teamId` at once.
 */
async function insertEarned(
  tx: Tx,
  userId: string,
  definitions: readonly Definition[],
  metrics: UserMetrics,
  facts: AreaFacts,
  earned: ReadonlySet<string>,
  now: Date,
  options: { teamId: string | null; statusChange?: StatusChange | null },
): Promise<EarnedAchievement[]> {
  const keys = new Set(newlyEarned(definitions, metrics, facts, earned));
  const { statusChange } = options;
  if (keys.size === 0) {
    if (statusChange) await tx.$executeRaw(statusUpdateSql(statusChange, now));
    return [];
  }
  const reached = definitions.filter((definition) => keys.has(definition.key));
  const teamWide = reached.some((definition) => isTeamRule(definition.rule));
  const members =
    teamWide && options.teamId
      ? (
          await tx.teamMembership.findMany({
            where: { teamId: options.teamId, leftAt: null },
            select: { userId: true },
          })
        ).map((member) => member.userId)
      : [];
  const wanted = reached.flatMap((definition) => {
    // The entry's words by key (README "Languages"); the achievement's title as written.
    const text: InboxText = {
      key: "inbox.entries.achievementEarned",
      values: { title: definition.title, achievement: definition.key },
    };
    const { title } = englishOf({ text });
    return (isTeamRule(definition.rule) ? [...new Set([userId, ...members])] : [userId]).map(
      (holder) =>
        Prisma.sql`(${holder}, ${definition.id}, ${title}, ${definition.description},
                    CAST(${JSON.stringify(text)} AS jsonb))`,
    );
  });
  // One statement: the achievements and, for each one inserted, its inbox entry for its holder
  // (README "Notification inbox"), and the participation's status change when there is one; the
  // award path sends no extra statement for the inbox or the status.
  const at = utcTimestamp(now);
  const status = statusChange
    ? Prisma.sql`changed_status AS (${statusUpdateSql(statusChange, now)}),`
    : Prisma.empty;
  const inserted = await tx.$queryRaw<{ userId: string; achievementId: string }[]>`
    WITH ${status} wanted ("userId", "achievementId", "title", "detail", "text") AS (
      VALUES ${Prisma.join(wanted)}),
    earned AS (
      INSERT INTO "UserAchievement" ("userId", "achievementId", "earnedAt")
      SELECT "userId", "achievementId", ${at} FROM wanted
      ON CONFLICT DO NOTHING
      RETURNING "userId", "achievementId"),
    noted AS (
      INSERT INTO "Notification"
        ("id", "userId", "kind", "title", "text", "detail", "link", "createdAt")
      SELECT gen_random_uuid()::text, w."userId", 'ACHIEVEMENT_EARNED'::"NotificationKind",
             w."title", w."text", w."detail", ${INBOX_LINKS.achievements}, ${at}
      FROM earned e JOIN wanted w USING ("userId", "achievementId"))
    SELECT "userId", "achievementId" FROM earned`;
  const insertedIds = new Set(
    inserted.filter((row) => row.userId === userId).map((row) => row.achievementId),
  );
  return definitions
    .filter((definition) => insertedIds.has(definition.id))
    .map(({ key, title, description, translations }) => ({
      key,
      title,
      description,
      translations,
    }));
}

/** Every definition with the user's progress toward it. */
export async function achievementProgressFor(
  tx: Tx,
  userId: string,
  definitions: readonly Definition[],
  facts: AreaFacts,
): Promise<Map<string, AchievementProgress>> {
  const { metrics } = await loadUserMetrics(tx, userId);
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
    // Read after the statuses above are written: the team rules count the others' completions.
    // Each member is evaluated on their own here, so a team rule goes to each by their own row.
    const teams = new Map((await loadTeamFacts(db, batch)).map((team) => [team.userId, team]));
    const awards: BulkEarned[] = [];
    for (const userId of batch) {
      const metrics = metricsOf(
        groupsByUser.get(userId) ?? [],
        statusesByUser.get(userId) ?? [],
        challenges,
        teams.get(userId) ?? noTeam(userId),
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
