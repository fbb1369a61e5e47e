import { randomUUID } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { utcTimestamp } from "~/server/database/timestamps";
import { found } from "~/server/errors";
import type { ServerText } from "~/shared/i18n/server-text";

/** A value an audit snapshot can hold: dates become ISO strings. */
type Snapshotable =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | readonly Snapshotable[]
  | { readonly [key: string]: Snapshotable };

/** Turns a row (dates and all) into JSON for an audit snapshot. */
export function snapshot(value: Snapshotable): Prisma.InputJsonValue | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item: Snapshotable) => snapshot(item));
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return Object.fromEntries(entries.map(([key, item]) => [key, snapshot(item)]));
  }
  return value;
}

/**
 * Every action the audit log knows, as `<model>.<verb>`: the Prisma model in camelCase (the
 * glossary's name, README) and what a person did, in camelCase. Admin screens and tests use these
 * strings as they are; migration `audit_action_names` renamed the older rows to this style.
 */
export type AuditAction =
  | "achievement.translate"
  | "achievement.update"
  | "announcement.publish"
  | "announcement.update"
  | "announcement.withdraw"
  | "bingoCard.update"
  | "bingoTask.translate"
  | "bottleCollection.delete"
  | "bottleCollection.record"
  | "bottleCollection.recordOverride"
  | "carePost.approve"
  | "carePost.reject"
  | "carePost.unpublish"
  | "certificate.issue"
  | "certificate.reissue"
  | "certificate.revoke"
  | "challenge.create"
  | "challenge.publish"
  | "challenge.translate"
  | "challenge.unpublish"
  | "challenge.update"
  | "faqEntry.create"
  | "faqEntry.delete"
  | "faqEntry.translate"
  | "faqEntry.update"
  | "station.changeCodeMode"
  | "station.create"
  | "station.deactivate"
  | "station.reactivate"
  | "station.regenerate"
  | "station.translate"
  | "station.update"
  | "submission.approve"
  | "submission.reject"
  | "team.create"
  | "team.delete"
  | "team.disband"
  | "team.handOver"
  | "team.join"
  | "team.leave"
  | "team.merge"
  | "team.removeMember"
  | "team.rotateCode"
  | "team.update"
  | "teamSettings.update"
  | "user.changeRole"
  | "user.sendSignInLink"
  | "waterBottle.register"
  | "waterPoint.create"
  | "waterPoint.update";

/** The kind of row an audit entry is about: the Prisma model's name. */
export type AuditTargetType =
  | "Achievement"
  | "Announcement"
  | "BingoCard"
  | "BingoTask"
  | "BottleCollection"
  | "CarePost"
  | "Certificate"
  | "Challenge"
  | "FaqEntry"
  | "Station"
  | "Submission"
  | "Team"
  | "TeamSettings"
  | "User"
  | "WaterBottle"
  | "WaterPoint";

export type AuditEntry = {
  /** Who acted (the session's user). */
  actorId: string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  before?: Snapshotable;
  after?: Snapshotable;
};

/**
 * Writes the audit row of a moderator or admin action (DESIGN.md §6.5a). Call it with the
 * transaction of the change itself, so a change is never without its audit row, nor the reverse.
 */
export async function writeAudit(tx: Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  const before = snapshot(entry.before);
  const after = snapshot(entry.after);
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      ...(before === null ? {} : { before }),
      ...(after === null ? {} : { after }),
    },
  });
}

/**
 * `writeAudit`'s insert as SQL, for a caller that runs it as a CTE of a statement of its own (the
 * moderation decision's, issue R6): the same row, in the same transaction as the change.
 */
export function auditInsert(entry: AuditEntry, at: Date): Prisma.Sql {
  const json = (value: Snapshotable) => {
    const snap = snapshot(value);
    return snap === null ? Prisma.sql`NULL` : Prisma.sql`CAST(${JSON.stringify(snap)} AS jsonb)`;
  };
  return Prisma.sql`INSERT INTO "AuditLog"
      ("id", "actorId", "action", "targetType", "targetId", "before", "after", "createdAt")
    VALUES (${randomUUID()}, ${entry.actorId}, ${entry.action}, ${entry.target.type},
      ${entry.target.id}, ${json(entry.before)}, ${json(entry.after)}, ${utcTimestamp(at)})`;
}

/** What the audit row keeps of a row: the row itself unless `view` leaves something out. */
type AuditView<Row> = { view?: (row: Row) => Snapshotable };

/**
 * The common shape of an admin edit: load the row (NOT_FOUND with `notFound` if it is gone),
 * change it, and write the audit row with both versions, all in the caller's transaction.
 */
export async function auditedUpdate<Row extends Snapshotable>(
  tx: Prisma.TransactionClient,
  entry: Omit<AuditEntry, "before" | "after">,
  steps: AuditView<Row> & {
    load(): Promise<Row | null>;
    notFound: string;
    /** The NOT_FOUND refusal by key (README "Languages"), for the pages that word it. */
    notFoundText?: ServerText;
    update(before: Row): Promise<Row>;
  },
): Promise<Row> {
  const view = steps.view ?? ((row: Row) => row);
  const before = found(await steps.load(), steps.notFound, steps.notFoundText);
  const after = await steps.update(before);
  await writeAudit(tx, { ...entry, before: view(before), after: view(after) });
  return after;
}

/**
 * The common shape of an admin creation: create the row, then write the audit row with the new
 * version under the row's own id, in the caller's transaction.
 */
export async function auditedCreate<Row extends Snapshotable & { id: string }>(
  tx: Prisma.TransactionClient,
  entry: Omit<AuditEntry, "target" | "before" | "after"> & { targetType: AuditTargetType },
  create: () => Promise<Row>,
  { view = (row) => row }: AuditView<Row> = {},
): Promise<Row> {
  const after = await create();
  const { targetType, ...rest } = entry;
  await writeAudit(tx, { ...rest, target: { type: targetType, id: after.id }, after: view(after) });
  return after;
}

/**
 * The common shape of an admin deletion: load the row (NOT_FOUND with `notFound` if it is gone),
 * delete it, and write the audit row with the version that was deleted.
 */
export async function auditedDelete<Row extends Snapshotable>(
  tx: Prisma.TransactionClient,
  entry: Omit<AuditEntry, "before" | "after">,
  steps: {
    load(): Promise<Row | null>;
    notFound: string;
    notFoundText?: ServerText;
    remove(): Promise<unknown>;
  },
): Promise<Row> {
  const before = found(await steps.load(), steps.notFound, steps.notFoundText);
  await steps.remove();
  await writeAudit(tx, { ...entry, before });
  return before;
}
