import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { Role } from "~/generated/prisma/enums";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { adminProcedure, createTRPCRouter } from "~/server/api/trpc";
import {
  achievementTextSchema,
  challengeCreateSchema,
  challengeUpdateSchema,
  faqEntrySchema,
  tableQuerySchema,
} from "~/server/domain/challenge-input";
import { writeAudit } from "~/server/services/audit";
import { changeUserRole } from "~/server/services/user-roles";
import { CHALLENGE_ADMIN_FIELDS } from "~/server/services/challenge-fields";

const id = z.string().min(1).max(64);

function paging(input: { page: number; pageSize: number }) {
  return { skip: (input.page - 1) * input.pageSize, take: input.pageSize };
}

const CHALLENGE_COLUMNS = [
  "position",
  "title",
  "area",
  "kind",
  "points",
  "published",
  "updatedAt",
] as const;
const USER_COLUMNS = ["createdAt", "name", "email", "role"] as const;

const challengesRouter = createTRPCRouter({
  list: adminProcedure.input(tableQuerySchema(CHALLENGE_COLUMNS)).query(async ({ ctx, input }) => {
    const where: Prisma.ChallengeWhereInput = input.search
      ? {
          OR: [
            { title: { contains: input.search, mode: "insensitive" } },
            { slug: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {};
    const [rows, total] = await Promise.all([
      ctx.db.challenge.findMany({
        where,
        orderBy: [{ [input.sortBy]: input.sortDirection }, { id: "asc" }],
        select: CHALLENGE_ADMIN_FIELDS,
        ...paging(input),
      }),
      ctx.db.challenge.count({ where }),
    ]);
    const counts = await ctx.db.participation.groupBy({
      by: ["challengeId"],
      where: { challengeId: { in: rows.map((row) => row.id) } },
      _count: { _all: true },
    });
    const participants = new Map(counts.map((row) => [row.challengeId, row._count._all]));
    return {
      total,
      rows: rows.map((row) => ({ ...row, participants: participants.get(row.id) ?? 0 })),
    };
  }),

  create: adminProcedure.input(challengeCreateSchema).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.$transaction(async (tx) => {
        const created = await tx.challenge.create({ data: input, select: CHALLENGE_ADMIN_FIELDS });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: "challenge.create",
          target: { type: "Challenge", id: created.id },
          after: created,
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw fieldError("CONFLICT", "slug", "Another challenge already uses this slug.");
      throw error;
    }
  }),

  update: adminProcedure.input(challengeUpdateSchema).mutation(async ({ ctx, input }) => {
    const { id: challengeId, ...data } = input;
    return ctx.db.$transaction(async (tx) => {
      const before = await tx.challenge.findUnique({
        where: { id: challengeId },
        select: CHALLENGE_ADMIN_FIELDS,
      });
      if (!before)
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no such challenge." });
      const after = await tx.challenge.update({
        where: { id: challengeId },
        data,
        select: CHALLENGE_ADMIN_FIELDS,
      });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "challenge.update",
        target: { type: "Challenge", id: challengeId },
        before,
        after,
      });
      return after;
    });
  }),

  setPublished: adminProcedure
    .input(z.object({ id, published: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      return ctx.db.$transaction(async (tx) => {
        const before = await tx.challenge.findUnique({
          where: { id: input.id },
          select: { id: true, slug: true, published: true },
        });
        if (!before)
          throw new TRPCError({ code: "NOT_FOUND", message: "There is no such challenge." });
        const after = await tx.challenge.update({
          where: { id: input.id },
          data: { published: input.published },
          select: { id: true, slug: true, published: true },
        });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: input.published ? "challenge.publish" : "challenge.unpublish",
          target: { type: "Challenge", id: input.id },
          before,
          after,
        });
        return after;
      });
    }),
});

const usersRouter = createTRPCRouter({
  list: adminProcedure
    .input(
      tableQuerySchema(USER_COLUMNS).extend({
        sortDirection: z.enum(["asc", "desc"]).default("desc"),
        role: z.enum(Role).nullable().default(null),
      }),
    )
    .query(async ({ ctx, input }) => {
      const where: Prisma.UserWhereInput = {
        ...(input.role ? { role: input.role } : {}),
        ...(input.search
          ? {
              OR: [
                { name: { contains: input.search, mode: "insensitive" } },
                { email: { contains: input.search, mode: "insensitive" } },
              ],
            }
          : {}),
      };
      const [rows, total] = await Promise.all([
        ctx.db.user.findMany({
          where,
          orderBy: [{ [input.sortBy]: input.sortDirection }, { id: "asc" }],
          select: {
            id: true,
            name: true,
            email: true,
            role: true,
            publicProfile: true,
            createdAt: true,
          },
          ...paging(input),
        }),
        ctx.db.user.count({ where }),
      ]);
      const points = await ctx.db.pointEntry.groupBy({
        by: ["userId"],
        where: { userId: { in: rows.map((row) => row.id) } },
        _sum: { amount: true },
      });
      const totals = new Map(points.map((row) => [row.userId, row._sum.amount ?? 0]));
      return {
        total,
        rows: rows.map((row) => ({ ...row, points: totals.get(row.id) ?? 0 })),
      };
    }),

  /** Gives a user a role. Not one's own; never the last admin away (changeUserRole locks). */
  setRole: adminProcedure
    .input(z.object({ userId: id, role: z.enum(Role) }))
    .mutation(async ({ ctx, input }) => {
      if (input.userId === ctx.session.user.id)
        throw new TRPCError({ code: "BAD_REQUEST", message: "You cannot change your own role." });
      const user = await ctx.db.user.findUnique({
        where: { id: input.userId },
        select: { id: true, email: true, role: true },
      });
      if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such user." });
      if (user.role === input.role) return { id: user.id, role: user.role, changed: false };
      const result = await changeUserRole(ctx.db, user.email, input.role, (tx, change) =>
        writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: "user.role",
          target: { type: "User", id: change.userId },
          before: { role: change.previousRole },
          after: { role: change.role },
        }),
      );
      if (!result.ok) {
        throw new TRPCError({
          code: result.reason === "unknown-user" ? "NOT_FOUND" : "CONFLICT",
          message: result.message,
        });
      }
      ctx.log.info(
        { actor: ctx.session.user.id, user: user.id, role: result.role },
        "role changed",
      );
      return { id: user.id, role: result.role, changed: true };
    }),
});

const faqSelect = { id: true, question: true, answer: true, position: true } as const;

const faqRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) =>
    ctx.db.faqEntry.findMany({
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: faqSelect,
      take: 200,
    }),
  ),

  create: adminProcedure.input(faqEntrySchema).mutation(({ ctx, input }) =>
    ctx.db.$transaction(async (tx) => {
      const created = await tx.faqEntry.create({ data: input, select: faqSelect });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "faq.create",
        target: { type: "FaqEntry", id: created.id },
        after: created,
      });
      return created;
    }),
  ),

  update: adminProcedure.input(faqEntrySchema.extend({ id })).mutation(({ ctx, input }) =>
    ctx.db.$transaction(async (tx) => {
      const { id: entryId, ...data } = input;
      const before = await tx.faqEntry.findUnique({ where: { id: entryId }, select: faqSelect });
      if (!before)
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no such question." });
      const after = await tx.faqEntry.update({ where: { id: entryId }, data, select: faqSelect });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "faq.update",
        target: { type: "FaqEntry", id: entryId },
        before,
        after,
      });
      return after;
    }),
  ),

  delete: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) =>
    ctx.db.$transaction(async (tx) => {
      const before = await tx.faqEntry.findUnique({ where: { id: input.id }, select: faqSelect });
      if (!before)
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no such question." });
      await tx.faqEntry.delete({ where: { id: input.id } });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "faq.delete",
        target: { type: "FaqEntry", id: input.id },
        before,
      });
      return { id: input.id };
    }),
  ),
});

const achievementSelect = { id: true, key: true, title: true, description: true } as const;

const achievementsRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) =>
    ctx.db.achievement.findMany({
      orderBy: [{ position: "asc" }, { key: "asc" }],
      select: achievementSelect,
      take: 200,
    }),
  ),

  /** Texts only: the rules are part of the festival's design and come with the seed. */
  update: adminProcedure.input(achievementTextSchema).mutation(({ ctx, input }) =>
    ctx.db.$transaction(async (tx) => {
      const before = await tx.achievement.findUnique({
        where: { id: input.id },
        select: achievementSelect,
      });
      if (!before)
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no such achievement." });
      const after = await tx.achievement.update({
        where: { id: input.id },
        data: { title: input.title, description: input.description },
        select: achievementSelect,
      });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "achievement.update",
        target: { type: "Achievement", id: input.id },
        before,
        after,
      });
      return after;
    }),
  ),
});

const auditRouter = createTRPCRouter({
  list: adminProcedure
    .input(
      tableQuerySchema(["createdAt"] as const).extend({
        sortDirection: z.enum(["asc", "desc"]).default("desc"),
      }),
    )
    .query(async ({ ctx, input }) => {
      const where: Prisma.AuditLogWhereInput = input.search
        ? {
            OR: [
              { action: { contains: input.search, mode: "insensitive" } },
              { targetType: { contains: input.search, mode: "insensitive" } },
              { targetId: { contains: input.search } },
              { actor: { name: { contains: input.search, mode: "insensitive" } } },
              { actor: { email: { contains: input.search, mode: "insensitive" } } },
            ],
          }
        : {};
      const [rows, total] = await Promise.all([
        ctx.db.auditLog.findMany({
          where,
          orderBy: [{ createdAt: input.sortDirection }, { id: "asc" }],
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
          ...paging(input),
        }),
        ctx.db.auditLog.count({ where }),
      ]);
      return { total, rows };
    }),
});

/** Running the festival: the admin home's figures, the catalogue, users, FAQ, texts, audit log. */
export const adminRouter = createTRPCRouter({
  overview: adminProcedure.query(async ({ ctx }) => {
    const since = new Date(Date.now() - 86_400_000);
    const [roles, challenges, participants, ledger, achievements, faq, audit] = await Promise.all([
      ctx.db.user.groupBy({ by: ["role"], _count: { _all: true } }),
      ctx.db.challenge.groupBy({ by: ["published"], _count: { _all: true } }),
      ctx.db.$queryRaw<{ count: number }[]>`
        SELECT COUNT(DISTINCT "userId")::int AS count FROM "Participation"`.then(
        (rows) => rows[0]?.count ?? 0,
      ),
      ctx.db.pointEntry.aggregate({ _sum: { amount: true }, _count: { _all: true } }),
      ctx.db.userAchievement.count(),
      ctx.db.faqEntry.count(),
      ctx.db.auditLog.count({ where: { createdAt: { gte: since } } }),
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
      participants,
      points: ledger._sum.amount ?? 0,
      ledgerRows: ledger._count._all,
      achievementsEarned: achievements,
      faqEntries: faq,
      auditLast24h: audit,
    };
  }),
  challenges: challengesRouter,
  users: usersRouter,
  faq: faqRouter,
  achievements: achievementsRouter,
  audit: auditRouter,
});
