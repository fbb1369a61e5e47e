import type { Prisma } from "~/generated/prisma/client";

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

export type AuditEntry = {
  /** Who acted (the session's user). */
  actorId: string;
  /** What happened, as `<thing>.<verb>`: "challenge.update", "user.role", "faq.delete", … */
  action: string;
  target: { type: string; id: string };
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
