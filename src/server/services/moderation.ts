import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { isUniqueViolation } from "~/server/database/errors";
import { decisionEffect } from "~/server/domain/moderation";
import { AppError } from "~/server/errors";
import type { ServerText } from "~/shared/i18n/server-text";
import { type moderationDecideInput } from "~/shared/moderation/inputs";
import { ownItemRefusal, type ModeratedNoun } from "~/shared/moderation/rules";
import type { z } from "~/shared/zod";
import { auditInsert, writeAudit, type AuditAction, type AuditEntry } from "./audit";
import { notify, notifyInsert, type NotificationDraft } from "./inbox";
import type { Tx } from "./progress";

/**
 * The one moderation decision (DESIGN.md §6.3, §6.5): approve items of a queue, or reject them
 * with a reason their authors read; rejecting an approved item takes it off the wall or out of
 * the gallery and reverses its points. The same rules for every queue, in one transaction:
 *
 * 1. the selected rows are locked (`SELECT … FOR UPDATE`, in id order so two moderators' bulk
 *    steps cannot deadlock), then read: an unknown id is NOT_FOUND;
 * 2. nobody decides on their own item: FORBIDDEN, also when it is one of a selection;
 * 3. a decision that changes nothing (the item is already there: another moderator decided it
 *    meanwhile) is a CONFLICT, and so is the whole selection: all or nothing;
 * 4. per item: the new status, the points through `award` (approval pays, withdrawing an
 *    approval reverses), one audit row with the item before and after, and one entry in the
 *    author's inbox (README "Notification inbox"); a unique key of the table that refuses the
 *    change is the area's CONFLICT (`uniqueConflict`).
 *
 * What differs between queues comes from the area's `ModerationArea`.
 */

export type DecideInput = z.output<typeof moderationDecideInput>;

/** What the core needs of a row: the rest of it is the area's (and the audit's "before"). */
export type Moderated = { id: string; userId: string; status: ModerationStatus };

export type StatusChange = {
  to: ModerationStatus;
  /** The reason of a rejection (null when approving: an old reason goes). */
  reason: string | null;
  moderatorId: string;
  now: Date;
};

type Snapshot = AuditEntry["before"];

/** One queue's part of the decision. */
export type ModerationArea<Row extends Moderated & Snapshot> = {
  /** The table (locked by name; also the audit row's target type). */
  table: "CarePost" | "Submission";
  noun: ModeratedNoun;
  /** Reads the (locked) rows, `ids` in id order: what the audit row records as "before". */
  load(tx: Tx, ids: readonly string[]): Promise<Row[]>;
  /**
   * `load` locks the rows itself, in the statement that reads them (`SELECT … ORDER BY id FOR
   * UPDATE`); without it the core locks them first (one statement more).
   */
  loadLocks?: true;
  audit(from: ModerationStatus, to: ModerationStatus): AuditAction;
  /** The author's inbox entry about the decision (written in the same transaction). */
  notice(tx: Tx, row: Row, change: StatusChange): Promise<NotificationDraft>;
  /** The refusal of a decision on one item that is already where it would lead. */
  already: Record<"APPROVED" | "REJECTED", string>;
  /**
   * The refusal when a unique key of the table refuses the change (a submission approved again
   * while a newer one of its author holds its place), with its message key.
   */
  uniqueConflict?: { message: string; text: ServerText };
} & AreaWrites<Row>;

/** How an area writes a decision: step by step, or in as few statements as it can. */
type AreaWrites<Row> =
  | {
      /** Writes the new status; answers what the audit row records as "after". */
      write(tx: Tx, row: Row, change: StatusChange): Promise<Snapshot>;
      /** Pays an approval, or (reverse) takes it back, through `award`. */
      pay(tx: Tx, row: Row, reverse: boolean, now: Date): Promise<unknown>;
      decideInOne?: undefined;
    }
  | {
      write?: undefined;
      pay?: undefined;
      /**
       * Instead of `write`, `pay` and the core's inserts of the audit row and the notice: writes
       * the status change, its points and `records` (those inserts, as SQL to run as CTEs of one
       * of its statements) in as few statements as it can (issue R6). `after` is the row as the
       * audit row records it after the change.
       */
      decideInOne: {
        after(row: Row, change: StatusChange): Snapshot;
        apply(
          tx: Tx,
          row: Row,
          change: StatusChange,
          points: "award" | "reverse" | null,
          records: readonly Prisma.Sql[],
        ): Promise<void>;
      };
    };

/**
 * The refusals of a decision by message key (README "Languages"; namespace "moderation", which
 * the queues and the help desk load): the English `message` stays the area's own words.
 */
const ALREADY_KEYS = {
  APPROVED: "moderation.server.alreadyApproved",
  REJECTED: "moderation.server.alreadyRejected",
} as const satisfies Record<"APPROVED" | "REJECTED", ServerText["key"]>;

/** Every item's points and audit row: give a full page's decision time beyond the default 5 s. */
const BATCH_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

/** The answer of a decision: how many items it decided (all of them, or it was refused). */
export type DecideResult = { decided: number };

export async function decide<Row extends Moderated & Snapshot>(
  db: PrismaClient,
  area: ModerationArea<Row>,
  moderatorId: string,
  input: DecideInput,
  now = new Date(),
): Promise<DecideResult> {
  try {
    return await db.$transaction(async (tx) => {
      const rows = await lockRows(tx, area, input.ids);
      if (rows.some((row) => row.userId === moderatorId))
        throw new AppError("FORBIDDEN", ownItemRefusal(area.noun, rows.length), {
          text: {
            key: "moderation.server.ownItem",
            values: { noun: area.noun, count: rows.length },
          },
        });
      const steps = rows.map((row) => ({
        row,
        effect: decisionEffect(row.status, input.decision),
      }));
      const unchanged = steps.filter((step) => step.effect === null);
      const [only] = rows;
      if (unchanged.length > 0)
        throw rows.length === 1 && only && only.status !== "PENDING"
          ? new AppError("CONFLICT", area.already[only.status], {
              text: { key: ALREADY_KEYS[only.status], values: { noun: area.noun } },
            })
          : new AppError(
              "CONFLICT",
              `${unchanged.length} of the selected ${area.noun}s were already decided: reload the queue.`,
              {
                text: {
                  key: "moderation.server.alreadyDecided",
                  values: { noun: area.noun, count: unchanged.length },
                },
              },
            );
      const reason = input.decision === "reject" ? input.reason : null;
      for (const { row, effect } of steps) {
        if (!effect) continue;
        const change = { to: effect.to, reason, moderatorId, now };
        const audit = {
          actorId: moderatorId,
          action: area.audit(row.status, effect.to),
          target: { type: area.table, id: row.id },
          before: row,
        };
        if (area.decideInOne) {
          const after = area.decideInOne.after(row, change);
          const notice = await area.notice(tx, row, change);
          await area.decideInOne.apply(tx, row, change, effect.points, [
            auditInsert({ ...audit, after }, now),
            notifyInsert([notice], now),
          ]);
          continue;
        }
        const after = await area.write(tx, row, change);
        if (effect.points) await area.pay(tx, row, effect.points === "reverse", now);
        await writeAudit(tx, { ...audit, after });
        await notify(tx, [await area.notice(tx, row, change)], now);
      }
      return { decided: rows.length };
    }, BATCH_TRANSACTION);
  } catch (error) {
    if (area.uniqueConflict && isUniqueViolation(error))
      throw new AppError("CONFLICT", area.uniqueConflict.message, {
        text: area.uniqueConflict.text,
      });
    throw error;
  }
}

/**
 * A decision's writes without points (the item's UPDATE, its audit row, the author's notice) as
 * the data-modifying CTEs of one statement (`decideInOne`; with points they go `alongside` the
 * award's).
 */
export async function writeTogether(tx: Tx, writes: readonly Prisma.Sql[]): Promise<void> {
  const ctes = writes.map((write, index) => Prisma.sql`${Prisma.raw(`w${index}`)} AS (${write})`);
  await tx.$queryRaw`WITH ${Prisma.join(ctes)} SELECT 1`;
}

/** Locks the rows in id order and reads them, in the order they were selected. */
async function lockRows<Row extends Moderated & Snapshot>(
  tx: Tx,
  area: ModerationArea<Row>,
  ids: readonly string[],
): Promise<Row[]> {
  const sorted = [...ids].sort();
  // The table name is one of two constants, never input.
  const table = Prisma.raw(`"${area.table}"`);
  if (!area.loadLocks)
    await tx.$queryRaw(
      Prisma.sql`SELECT id FROM ${table} WHERE id = ANY(${sorted}::text[]) ORDER BY id FOR UPDATE`,
    );
  const rows = await area.load(tx, sorted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const selected: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row)
      throw ids.length === 1
        ? new AppError("NOT_FOUND", `There is no such ${area.noun}.`, {
            text: { key: "moderation.server.notFound", values: { noun: area.noun } },
          })
        : new AppError("NOT_FOUND", `Some of these ${area.noun}s no longer exist.`, {
            text: { key: "moderation.server.someGone", values: { noun: area.noun } },
          });
    selected.push(row);
  }
  return selected;
}
