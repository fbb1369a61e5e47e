import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";
import { AppError, found } from "~/server/errors";
import type { Logger } from "~/server/infra/logger";
import type { AuditListQuery, UserListQuery } from "~/shared/admin";
import { ACCOUNT_FIELDS } from "./account";
import { numberedPage, searchIn, tableOrder } from "./pagination";
import { writeAudit } from "./audit";
import { changeUserRole } from "./user-roles";

/** Running the festival: the admin home's figures, the users and their roles, the audit log. */

type Db = Prisma.TransactionClient;

/**
 * The admin home's figures: people by role, the catalogue, the festival's totals and the last
 * day's audit. Points, ledger rows, participants and achievements come from the rollups the
 * dashboards read (README "Rollups"), so the page costs the same at any ledger size.
 */
export async function adminOverview(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 86_400_000);
  const [roles, challenges, festival, ledger, faq, audit] = await Promise.all([
    db.user.groupBy({ by: ["role"], _count: { _all: true } }),
    db.challenge.groupBy({ by: ["published"], _count: { _all: true } }),
    db.festivalRollup.aggregate({ _sum: { participants: true, achievements: true } }),
    db.areaRollup.aggregate({ _sum: { points: true, awards: true, reversals: true } }),
    db.faqEntry.count(),
    db.auditLog.count({ where: { createdAt: { gte: since } } }),
  ]);
  const role = (name: Role) => roles.find((row) => row.role === name)?._count._all ?? 0;
  const published = (value: boolean) =>
    challenges.find((row) => row.published === value)?._count._all ?? 0;
  return {
    users: {
      PARTICIPANT: role("PARTICIPANT"),
      MODERATOR: role("MODERATOR"),
      ADMIN: role("ADMIN"),
    },
    challenges: { published: published(true), drafts: published(false) },
    participants: festival._sum.participants ?? 0,
    points: ledger._sum.points ?? 0,
    ledgerRows: (ledger._sum.awards ?? 0) + (ledger._sum.reversals ?? 0),
    achievementsEarned: festival._sum.achievements ?? 0,
    faqEntries: faq,
    auditLast24h: audit,
  };
}

/** A page of users (search by name or email, optionally one role) with their points (rollup). */
export async function listUsers(db: Db, query: UserListQuery) {
  const where: Prisma.UserWhereInput = {
    ...(query.role ? { role: query.role } : {}),
    ...searchIn(query.search, (text) => [{ name: text }, { email: text }]),
  };
  const { rows, total } = await numberedPage(
    query,
    (window) =>
      db.user.findMany({ where, orderBy: tableOrder(query), select: ACCOUNT_FIELDS, ...window }),
    () => db.user.count({ where }),
  );
  const points = await db.userRollup.findMany({
    where: { userId: { in: rows.map((row) => row.id) } },
    select: { userId: true, total: true },
  });
  const totals = new Map(points.map((row) => [row.userId, row.total]));
  return { total, rows: rows.map((row) => ({ ...row, points: totals.get(row.id) ?? 0 })) };
}

/**
 * Gives a user a role (audited as user.role). Not one's own; never the last admin away
 * (`changeUserRole` locks the admin rows). Asking for the role they have changes nothing.
 */
export async function setUserRole(
  db: PrismaClient,
  actorId: string,
  input: { userId: string; role: Role },
  log: Logger,
) {
  if (input.userId === actorId) {
    throw new AppError("BAD_REQUEST", "You cannot change your own role.", {
      text: { key: "admin.server.ownRole" },
    });
  }
  const user = found(
    await db.user.findUnique({
      where: { id: input.userId },
      select: { id: true, email: true, role: true },
    }),
    "There is no such user.",
    { key: "admin.server.noSuchUser" },
  );
  if (user.role === input.role) return { id: user.id, role: user.role, changed: false };
  const result = await changeUserRole(db, user.email, input.role, (tx, change) =>
    writeAudit(tx, {
      actorId,
      action: "user.changeRole",
      target: { type: "User", id: change.userId },
      before: { role: change.previousRole },
      after: { role: change.role },
    }),
  );
  if (!result.ok) {
    throw new AppError(
      result.reason === "unknown-user" ? "NOT_FOUND" : "CONFLICT",
      result.message,
      {
        text: result.text,
      },
    );
  }
  log.info({ actor: actorId, user: user.id, role: result.role }, "role changed");
  return { id: user.id, role: result.role, changed: true };
}

/** A page of the audit log, newest first unless asked otherwise; search by action, target, actor. */
export async function listAuditLog(db: Db, query: AuditListQuery) {
  const where: Prisma.AuditLogWhereInput = searchIn(query.search, (text) => [
    { action: text },
    { targetType: text },
    { targetId: { contains: text.contains } },
    { actor: { name: text } },
    { actor: { email: text } },
  ]);
  return numberedPage(
    query,
    (window) =>
      db.auditLog.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: "asc" }],
        select: {
          id: true,
          action: true,
          targetType: true,
          targetId: true,
          before: true,
          after: true,
          createdAt: true,
          actor: { select: { id: true, name: true, email: true } },
        },
        ...window,
      }),
    () => db.auditLog.count({ where }),
  );
}
