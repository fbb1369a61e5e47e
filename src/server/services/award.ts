import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { PointSourceType, type ParticipationStatus } from "~/generated/prisma/enums";
import { utcTimestamp } from "~/server/database/timestamps";
import { badRequest, conflict, notFound } from "~/server/errors";
import {
  challengeIdOf,
  eventFitsChallenge,
  isReversal,
  ledgerIntentFor,
  nextLedgerRow,
  type AwardEvent,
  type LedgerIntent,
  type SourceRow,
} from "~/server/domain/award-events";
import { windowRefusal } from "~/shared/challenges";
import { utcDayStart } from "~/shared/points";
import { publishLive } from "./live-updates";
import {
  CATALOGUE_CHALLENGE_FIELDS,
  loadRulesCatalogue,
  loadUserProgress,
  parseParticipationRow,
  parseUserProgress,
  progressAfterAward,
  userProgressJson,
  withOwnWrites,
  type CatalogueChallenge,
  type EarnedAchievement,
  type RulesCatalogue,
  type Tx,
} from "./progress";

export type { AwardEvent } from "~/server/domain/award-events";
export type { EarnedAchievement } from "./progress";

export type AwardResult = {
  /** This call made the user join the challenge. */
  joined: boolean;
  /** The ledger row this call wrote; null when the ledger already said so (a repeat). */
  entry: {
    id: string;
    sourceType: PointSourceType;
    amount: number;
    quantity: number;
    reason: string;
    seq: number;
  } | null;
  /** The participation's status before and after; null when nothing changed or no challenge. */
  participation: { before: ParticipationStatus; after: ParticipationStatus } | null;
  /** Achievements this call earned, for the UI to announce. */
  achievements: EarnedAchievement[];
};

export type AwardOptions = {
  /** The time of the award (default: now). */
  now?: Date;
  /**
   * The challenges, achievement definitions and area facts as a cache holds them (see
   * catalogue.ts), so that the award does not read them again; without it they are read here.
   */
  catalogue?: RulesCatalogue;
  /**
   * The ledger rows of an event's source, oldest first, when the caller read them in this
   * transaction under a lock that keeps them current (the bingo card's, see bingo.ts); without it
   * the award reads them.
   */
  history?: (source: { sourceType: PointSourceType; sourceId: string }) => readonly HistoryRow[];
  /**
   * The user's care posts with points today (the daily allowance), when the caller read it in
   * this transaction (`readSourceLedger`); without it a care post's award reads it.
   */
  carePostsWithPointsToday?: number;
};

/** A ledger row of a source as the award reads its history. */
export type HistoryRow = SourceRow & { userId: string | null };

const NOTHING: Omit<AwardResult, "joined" | "entry"> = { participation: null, achievements: [] };

/**
 * How many care posts of the user hold points awarded today (UTC): the daily allowance, as a
 * scalar subquery.
 */
function carePostsWithPointsTodaySql(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT CAST(COUNT(*) AS integer) FROM (
      SELECT "sourceId" FROM "PointEntry"
      WHERE "userId" = ${userId} AND "sourceType" = 'CARE_POST'
        AND "createdAt" >= ${utcTimestamp(utcDayStart(now))}
      GROUP BY "sourceId" HAVING SUM("amount") > 0) paid)`;
}

const countSchema = z.object({ count: z.number().int() });

async function carePostsWithPointsToday(tx: Tx, userId: string, now: Date): Promise<number> {
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT ${carePostsWithPointsTodaySql(userId, now)} AS "count"`;
  return countSchema.parse(row).count;
}

const historyRowSchema = z.object({
  seq: z.number().int(),
  amount: z.number().int(),
  quantity: z.number().int(),
  reason: z.string(),
  userId: z.string().nullable(),
});

const sourceLedgerSchema = z.object({
  history: z.array(historyRowSchema),
  carePostsWithPointsToday: z.number().int().nullable(),
});

/**
 * A source's ledger rows (oldest first) and, for a care post's approval (`carePostOf`), the
 * author's daily allowance: the `history` and `carePostsWithPointsToday` an award reads, in one
 * statement. For a caller that holds a lock on the source (taken by an earlier statement, so this
 * one's snapshot sees every committed row of it).
 */
export async function readSourceLedger(
  tx: Tx,
  source: { sourceType: PointSourceType; sourceId: string },
  carePostOf?: { userId: string; now: Date },
): Promise<z.infer<typeof sourceLedgerSchema>> {
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT
      (SELECT COALESCE(json_agg(h ORDER BY h."seq"), '[]') FROM (
        SELECT "seq", "amount", "quantity", "reason", "userId" FROM "PointEntry"
        WHERE "sourceType" = CAST(${source.sourceType} AS "PointSourceType")
          AND "sourceId" = ${source.sourceId}) h) AS "history",
      ${
        carePostOf
          ? carePostsWithPointsTodaySql(carePostOf.userId, carePostOf.now)
          : Prisma.sql`CAST(NULL AS integer)`
      } AS "carePostsWithPointsToday"`;
  return sourceLedgerSchema.parse(row);
}

/**
 * The one way points, participation and achievements change. Areas call it inside their own
 * transaction, with the event their action caused:
 *
 *     await ctx.db.$transaction(async (tx) => {
 *       const collection = await tx.bottleCollection.create({ … });
 *       return award(tx, { type: "REFILL", userId, challengeId, collectionId: collection.id, … });
 *     });
 *
 * An area whose action's row can be an `INSERT … ON CONFLICT DO NOTHING` hands it to
 * `awardWithSource` instead, which writes it in the award's own statement (the station scan).
 *
 * It checks the challenge (exists, published, `event.at` inside its window, kind fits the event;
 * reversals skip the last three so moderation can always undo), joins the user to it, writes the
 * ledger row the event asks for unless the ledger already holds it, updates the participation's
 * status by the kind's completion rule and awards achievements whose rules are now reached.
 *
 * Idempotent: the same event again writes nothing and returns no achievements. Concurrent calls
 * for one event write one row: the ledger's unique (sourceType, sourceId, seq) key and
 * INSERT … ON CONFLICT DO NOTHING decide, not a read before the write.
 *
 * Refusals are AppErrors: NOT_FOUND (unknown or unpublished challenge), BAD_REQUEST (closed
 * window, event of another kind of challenge), CONFLICT (the source belongs to another user).
 */
export async function award(
  tx: Tx,
  event: AwardEvent,
  options: AwardOptions = {},
): Promise<AwardResult> {
  const checked = await checkEvent(tx, event, options);
  const planned = await plannedRow(tx, event, checked, { freshSource: false, ...options });
  const written = await writeAward(tx, event.userId, checked, listOf(planned), null);
  return written.created ? awardOf(written.award) : { joined: false, entry: null, ...NOTHING };
}

/** What `awardAll` did: as `AwardResult`, with every ledger row the call wrote. */
export type AwardsResult = Omit<AwardResult, "entry"> & {
  entries: NonNullable<AwardResult["entry"]>[];
};

/**
 * Several events of one user and one challenge (a bingo tap's cell, lines and full card) awarded
 * as one: the same checks, refusals and idempotency as `award` for each, but their ledger rows go
 * in ONE insert (the statement that joins and reads the user's progress), and the status and
 * achievements follow once, from the progress with all of them. An achievement the events reach
 * only together is earned all the same (the rules read counts, not steps).
 */
export async function awardAll(
  tx: Tx,
  events: readonly AwardEvent[],
  options: AwardOptions & {
    /**
     * Data-modifying statements of the caller's action (`INSERT`/`UPDATE`/`DELETE`: a bingo
     * tap's mark; a moderated post's status, its audit row and its author's notice), each run as
     * a CTE of the award's statement, whatever the award writes. Only with at least one event:
     * without, the caller writes them on its own.
     */
    alongside?: Prisma.Sql | readonly Prisma.Sql[];
  } = {},
): Promise<AwardsResult> {
  const [first] = events;
  if (!first) return { joined: false, entries: [], ...NOTHING };
  const challengeId = challengeIdOf(first);
  if (events.some((event) => event.userId !== first.userId || challengeIdOf(event) !== challengeId))
    throw new Error("awardAll takes the events of one user and one challenge.");
  const checks = [];
  for (const event of events) checks.push(await checkEvent(tx, event, options));
  const planned: PlannedRow[] = [];
  for (const [index, event] of events.entries()) {
    const row = await plannedRow(tx, event, checks[index]!, { freshSource: false, ...options });
    if (row) planned.push(row);
  }
  // Joins unless every event is a reversal (a reversal never joins: see `writeAward`).
  const joining = checks.find((check) => !check.reversal) ?? checks[0]!;
  const written = await writeAward(tx, first.userId, joining, planned, null, options.alongside);
  return written.created ? written.award : { joined: false, entries: [], ...NOTHING };
}

const listOf = <T>(value: T | null): T[] => (value === null ? [] : [value]);

/** The one-event result of a write of at most one row. */
function awardOf({ entries, ...rest }: AwardsResult): AwardResult {
  return { ...rest, entry: entries[0] ?? null };
}

/**
 * The row an area's action creates and an award is for (a station scan, say), written in the
 * award's own statement: the row, the participation, the ledger row and the read of the user's
 * progress are one SQL statement (issue R6).
 */
export type AwardSource<Row> = {
  /**
   * `INSERT … ON CONFLICT DO NOTHING RETURNING …` of the row, whose id is the event's source id
   * (so the ledger holds nothing for it yet). No row returned: it exists already, and nothing is
   * joined or awarded. Return JSON-exact columns (timestamps `AT TIME ZONE 'UTC'`).
   */
  insert: Prisma.Sql;
  /** A `SELECT` of the same columns of the row that exists, read when the insert wrote none. */
  existing: Prisma.Sql;
  /** Validates a row of either (its JSON). */
  parse: (json: unknown) => Row;
};

/**
 * What `awardWithSource` did: created the row and awarded the event, or found the row there
 * already (`row` null only when a concurrent transaction committed it while this one waited:
 * this statement's snapshot predates that commit; read it again).
 */
export type SourcedAward<Row> =
  { created: true; row: Row; award: AwardResult } | { created: false; row: Row | null };

/**
 * `award` for an event whose source the area creates now: the source row is inserted in the same
 * statement as the award and gates it (ON CONFLICT DO NOTHING: the first of concurrent calls
 * creates it and is awarded; the others find it and write nothing). Same checks, refusals and
 * results as `award`.
 */
export async function awardWithSource<Row>(
  tx: Tx,
  event: AwardEvent,
  source: AwardSource<Row>,
  options: AwardOptions = {},
): Promise<SourcedAward<Row>> {
  const checked = await checkEvent(tx, event, options);
  // The source is created by this very statement: the ledger holds no row for it yet.
  const planned = await plannedRow(tx, event, checked, { freshSource: true });
  const written = await writeAward(tx, event.userId, checked, listOf(planned), source);
  if (written.created)
    return { created: true, row: source.parse(written.row), award: awardOf(written.award) };
  return { created: false, row: written.row === null ? null : source.parse(written.row) };
}

type CheckedEvent = {
  now: Date;
  reversal: boolean;
  challenge: CatalogueChallenge | null;
  /** The caller's catalogue, when it serves this event. */
  cached: RulesCatalogue | undefined;
};

/** The challenge's checks (exists, published, `event.at` inside its window, kind fits). */
async function checkEvent(tx: Tx, event: AwardEvent, options: AwardOptions): Promise<CheckedEvent> {
  const now = options.now ?? new Date();
  const reversal = isReversal(event);
  const challengeId = challengeIdOf(event);
  // A handed-in catalogue serves only if it knows the challenge (one created since is read).
  const handed = options.catalogue;
  const cached =
    handed && (!challengeId || handed.challenges.has(challengeId)) ? handed : undefined;
  const challenge = challengeId
    ? (cached?.challenges.get(challengeId) ??
      (await tx.challenge.findUnique({
        where: { id: challengeId },
        select: CATALOGUE_CHALLENGE_FIELDS,
      })))
    : null;

  if (challengeId) {
    if (!challenge || (!challenge.published && !reversal))
      throw notFound("There is no such challenge.");
    if (!eventFitsChallenge(event, challenge.kind))
      throw badRequest("That action does not belong to this challenge.");
    if (!reversal) {
      const refusal = windowRefusal(challenge, event.at ?? now);
      if (refusal) throw badRequest(refusal);
    }
  }
  return { now, reversal, challenge: challenge ?? null, cached };
}

type PlannedRow = { intent: LedgerIntent; row: SourceRow };

/**
 * The ledger row the event asks for, given the source's history (read unless the source is
 * fresh); null when the ledger already says so. CONFLICT when the source is someone else's.
 */
async function plannedRow(
  tx: Tx,
  event: AwardEvent,
  { now, reversal, challenge }: CheckedEvent,
  {
    freshSource,
    history: known,
    carePostsWithPointsToday: paidToday,
  }: Pick<AwardOptions, "history" | "carePostsWithPointsToday"> & { freshSource: boolean },
): Promise<PlannedRow | null> {
  const intent = ledgerIntentFor(event, challenge, {
    carePostsWithPointsToday:
      event.type === "CARE_POST" && !reversal
        ? (paidToday ?? (await carePostsWithPointsToday(tx, event.userId, now)))
        : 0,
  });
  if (!intent) return null;
  const history = freshSource
    ? []
    : (known?.(intent) ??
      (await tx.pointEntry.findMany({
        where: { sourceType: intent.sourceType, sourceId: intent.sourceId },
        orderBy: { seq: "asc" },
        select: { seq: true, amount: true, quantity: true, reason: true, userId: true },
      })));
  if (history.some((row) => row.userId !== null && row.userId !== event.userId))
    throw conflict("This was credited to someone else.");
  const row = nextLedgerRow(intent, history);
  return row ? { intent, row } : null;
}

/** What `writeAward` did; `row` is the source row's JSON (null without a source). */
type WrittenAward =
  { created: true; row: unknown; award: AwardsResult } | { created: false; row: unknown };

const entrySchema = z.object({
  id: z.string(),
  sourceType: z.enum(PointSourceType),
  amount: z.number().int(),
  quantity: z.number().int(),
  reason: z.string(),
  seq: z.number().int(),
});

const writtenSchema = z.object({
  created: z.unknown(),
  existing: z.unknown(),
  joined: z.unknown(),
  entries: z.array(entrySchema).nullable(),
  progress: z.unknown(),
});

/**
 * The award's writes and the user's progress read in ONE statement, then the progress rules and
 * their writes (one more statement when a status changes or an achievement is earned):
 *
 *     WITH source AS (INSERT … ON CONFLICT DO NOTHING RETURNING …),        -- awardWithSource
 *       joined AS (INSERT INTO "Participation" … [gated on source] ON CONFLICT DO NOTHING),
 *       entry AS (INSERT INTO "PointEntry" … [gated on source] ON CONFLICT DO NOTHING)
 *     SELECT source's row (or the existing one), joined, entry,
 *       the user's progress (only when something was joined or written)
 *
 * All parts of a statement read one snapshot: the progress read does not see the participation
 * and ledger rows the statement inserts, so they are added to it from their RETURNING rows
 * (`withOwnWrites`) before the rules run. The ledger's unique (sourceType, sourceId, seq) key
 * and ON CONFLICT DO NOTHING keep concurrent awards of one event to one row; the rollup triggers
 * fire at the end of the statement, as for any ledger insert.
 */
async function writeAward(
  tx: Tx,
  userId: string,
  checked: CheckedEvent,
  planned: readonly PlannedRow[],
  source: Omit<AwardSource<unknown>, "parse"> | null,
  alongside?: Prisma.Sql | readonly Prisma.Sql[],
): Promise<WrittenAward> {
  const { now, reversal, challenge } = checked;
  const joining = reversal ? null : challenge;
  const nothing = { joined: false, entries: [], ...NOTHING };
  if (!source && alongside === undefined && !joining && planned.length === 0)
    return { created: true, row: null, award: nothing };

  const at = utcTimestamp(now);
  const gate = source ? Prisma.sql`WHERE EXISTS (SELECT 1 FROM source)` : Prisma.empty;
  const steps: Prisma.Sql[] = [];
  const changed: Prisma.Sql[] = [];
  if (source) steps.push(Prisma.sql`source AS (${source.insert})`);
  const alongsides: readonly Prisma.Sql[] =
    alongside instanceof Prisma.Sql ? [alongside] : (alongside ?? []);
  for (const [index, statement] of alongsides.entries())
    steps.push(Prisma.sql`${Prisma.raw(`alongside_${index}`)} AS (${statement})`);
  if (joining) {
    steps.push(Prisma.sql`joined AS (
      INSERT INTO "Participation" ("id", "userId", "challengeId", "joinedAt", "updatedAt")
      SELECT ${randomUUID()}, ${userId}, ${joining.id}, ${at}, ${at} ${gate}
      ON CONFLICT DO NOTHING
      RETURNING "id", "challengeId", "status"::text AS "status",
        "completedAt" AT TIME ZONE 'UTC' AS "completedAt")`);
    changed.push(Prisma.sql`EXISTS (SELECT 1 FROM joined)`);
  }
  // Each planned row with the id it is inserted under, to match the rows the insert returns.
  const rows = planned.map((plan) => ({ ...plan, id: randomUUID() }));
  if (rows.length > 0) {
    const selects = rows.map(
      ({ id, intent, row }) => Prisma.sql`
      SELECT ${id}, ${userId}, CAST(${intent.area} AS "Area"), ${challenge?.id ?? null},
        CAST(${intent.sourceType} AS "PointSourceType"), ${intent.sourceId},
        CAST(${row.seq} AS integer), CAST(${row.amount} AS integer),
        CAST(${row.quantity} AS integer), ${row.reason}, ${at} ${gate}`,
    );
    steps.push(Prisma.sql`entry AS (
      INSERT INTO "PointEntry" ("id", "userId", "area", "challengeId", "sourceType", "sourceId",
        "seq", "amount", "quantity", "reason", "createdAt")
      ${Prisma.join(selects, " UNION ALL ")}
      ON CONFLICT DO NOTHING
      RETURNING "id", "sourceType"::text AS "sourceType", "amount", "quantity", "reason", "seq")`);
    changed.push(Prisma.sql`EXISTS (SELECT 1 FROM entry)`);
  }
  const anyChange = changed.length > 0 ? Prisma.join(changed, " OR ") : Prisma.sql`FALSE`;
  const [written] = await tx.$queryRaw<unknown[]>`
    WITH ${Prisma.join(steps, ", ")}
    SELECT
      ${source ? Prisma.sql`(SELECT row_to_json(s) FROM source s LIMIT 1)` : Prisma.sql`NULL`}
        AS "created",
      ${
        source
          ? Prisma.sql`(SELECT row_to_json(e) FROM (${source.existing}) e
              WHERE NOT EXISTS (SELECT 1 FROM source) LIMIT 1)`
          : Prisma.sql`NULL`
      } AS "existing",
      ${joining ? Prisma.sql`(SELECT row_to_json(j) FROM joined j)` : Prisma.sql`NULL`} AS "joined",
      ${rows.length > 0 ? Prisma.sql`(SELECT json_agg(e) FROM entry e)` : Prisma.sql`NULL`}
        AS "entries",
      (SELECT ${userProgressJson(userId)} WHERE ${anyChange}) AS "progress"`;
  const result = writtenSchema.parse(written);

  if (source && result.created === null) return { created: false, row: result.existing };
  const row = result.created;
  const joined = result.joined === null ? null : parseParticipationRow(result.joined);
  // In the order planned (json_agg's order is the insert's, which SQL does not promise).
  const returned = new Map((result.entries ?? []).map((entry) => [entry.id, entry]));
  const entries = rows.flatMap((plan) => {
    const entry = returned.get(plan.id);
    return entry ? [{ entry, area: plan.intent.area }] : [];
  });
  if (!joined && entries.length === 0) return { created: true, row, award: nothing };
  // The leaderboard's push: gathered for a second, so it goes out after this transaction commits.
  if (entries.length > 0) publishLive("leaderboard");

  const rules = checked.cached ?? (await loadRulesCatalogue(tx));
  let progress = parseUserProgress(userId, result.progress);
  if (entries.length === 0) progress = withOwnWrites(progress, { joined, entry: null });
  for (const [index, { entry, area }] of entries.entries()) {
    progress = withOwnWrites(progress, {
      joined: index === 0 ? joined : null,
      entry: {
        challengeId: challenge?.id ?? null,
        sourceType: entry.sourceType,
        area,
        quantity: entry.quantity,
      },
    });
  }
  if (joining && !progress.participations.some((p) => p.challengeId === joining.id)) {
    // A concurrent first action of the user joined while this statement waited for it: its
    // snapshot predates that commit and holds neither that participation nor its ledger row.
    // Read again (a later statement sees them and this statement's own rows too).
    progress = await loadUserProgress(tx, userId);
  }
  const after = await progressAfterAward(tx, userId, challenge?.id ?? null, rules, progress, now);
  return {
    created: true,
    row,
    award: { joined: joined !== null, entries: entries.map(({ entry }) => entry), ...after },
  };
}

/** `award` in a transaction of its own, for callers that have none (seeds, scripts, tests). */
export function awardNow(
  db: PrismaClient,
  event: AwardEvent,
  options: AwardOptions = {},
): Promise<AwardResult> {
  return db.$transaction((tx) => award(tx, event, options));
}
