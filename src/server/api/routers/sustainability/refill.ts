import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import {
  adminProcedure,
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
} from "~/server/api/trpc";
import {
  deleteReasonSchema,
  recordCollectionSchema,
  waterPointNameSchema,
} from "~/server/domain/refills";
import { award } from "~/server/services/award";
import { writeAudit } from "~/server/services/audit";
import { CSV_MAX_ROWS, toCsvFile } from "~/server/services/impact-csv";
import {
  bottleByCode,
  collectionWhere,
  COLLECTION_ROW_FIELDS,
  deleteCollection,
  getOrCreateBottle,
  listBottleUsers,
  recordCollection,
  refillChallengeId,
} from "~/server/services/refills";

const id = z.string().min(1).max(64);
const page = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

const collectionFilterSchema = z
  .object({
    from: z.date().nullable().default(null),
    to: z.date().nullable().default(null),
    waterPointId: id.nullable().default(null),
    userId: id.nullable().default(null),
    search: z.string().trim().max(100).default(""),
    includeDeleted: z.boolean().default(false),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
    path: ["to"],
    message: "The end must be after the start.",
  });

const waterPointSchema = z.object({
  name: waterPointNameSchema,
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
});

const WATER_POINT_FIELDS = { id: true, name: true, active: true, position: true } as const;

/** Joins the refill challenge (no points) and hands out the bottle, in one transaction. */
async function joinWithBottle(tx: Prisma.TransactionClient, userId: string) {
  const challengeId = await refillChallengeId(tx);
  const joined = await award(tx, { type: "CHALLENGE_JOINED", userId, challengeId });
  const { bottle, created } = await getOrCreateBottle(tx, userId);
  return { bottle, created, achievements: joined.achievements };
}

/** Water bottles and refill collections (DESIGN.md §6.4). */
export const refillRouter = createTRPCRouter({
  /** My bottle (null until I join), my refill total and my latest collections. */
  mine: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const [bottle, totals, collections] = await Promise.all([
      ctx.db.waterBottle.findUnique({ where: { userId }, select: { code: true, createdAt: true } }),
      ctx.db.bottleCollection.aggregate({
        where: { userId, deletedAt: null },
        _sum: { quantity: true },
        _count: { _all: true },
      }),
      ctx.db.bottleCollection.findMany({
        where: { userId, deletedAt: null },
        orderBy: { createdAt: "desc" },
        take: 20,
        select: {
          id: true,
          quantity: true,
          createdAt: true,
          waterPoint: { select: { name: true } },
        },
      }),
    ]);
    return {
      bottle,
      refills: totals._sum.quantity ?? 0,
      collectionCount: totals._count._all,
      collections: collections.map((row) => ({
        id: row.id,
        quantity: row.quantity,
        createdAt: row.createdAt,
        waterPoint: row.waterPoint.name,
      })),
    };
  }),

  /** Joining the refill challenge gives me my personal bottle code (the same one every time). */
  joinMine: participantProcedure.mutation(({ ctx }) =>
    ctx.db.$transaction((tx) => joinWithBottle(tx, ctx.session.user.id)),
  ),

  /** Open water points, for the desk's forms. */
  waterPoints: moderatorProcedure.query(({ ctx }) =>
    ctx.db.waterPoint.findMany({
      where: { active: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: WATER_POINT_FIELDS,
    }),
  ),

  /** The person a scanned or typed bottle code belongs to. */
  lookupCode: moderatorProcedure
    .input(z.object({ code: z.string().trim().min(1, "Enter a bottle code.").max(64) }))
    .query(async ({ ctx, input }) => {
      const bottle = await bottleByCode(ctx.db, input.code);
      return { code: bottle.code, user: bottle.user };
    }),

  /** People by name or email (at most 10), with their bottle code if they have one. */
  searchPeople: moderatorProcedure
    .input(z.object({ search: z.string().trim().min(2, "Type at least 2 characters.").max(100) }))
    .query(async ({ ctx, input }) => {
      const people = await ctx.db.user.findMany({
        where: {
          OR: [
            { name: { contains: input.search, mode: "insensitive" } },
            { email: { contains: input.search, mode: "insensitive" } },
            { waterBottle: { code: { contains: input.search.toUpperCase() } } },
          ],
        },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take: 10,
        select: { id: true, name: true, email: true, waterBottle: { select: { code: true } } },
      });
      return people.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        code: person.waterBottle?.code ?? null,
      }));
    }),

  /** Registers a bottle for a person at the desk: joins them to the refill challenge too. */
  registerBottle: moderatorProcedure
    .input(z.object({ userId: id }))
    .mutation(async ({ ctx, input }) => {
      return ctx.db.$transaction(async (tx) => {
        const person = await tx.user.findUnique({
          where: { id: input.userId },
          select: { id: true, name: true },
        });
        if (!person)
          throw new TRPCError({ code: "NOT_FOUND", message: "There is no such person." });
        const result = await joinWithBottle(tx, person.id);
        if (result.created)
          await writeAudit(tx, {
            actorId: ctx.session.user.id,
            action: "bottle.register",
            target: { type: "WaterBottle", id: result.bottle.id },
            after: { ...result.bottle, name: person.name },
          });
        return { code: result.bottle.code, created: result.created, name: person.name };
      });
    }),

  /**
   * Logs a collection at the desk. CONFLICT when the same person had one at the same water point
   * less than 5 minutes ago, unless `override` says staff confirmed it is a new refill.
   */
  record: moderatorProcedure.input(recordCollectionSchema).mutation(async ({ ctx, input }) => {
    const recorded = await ctx.db.$transaction(async (tx) => {
      const result = await recordCollection(tx, input, ctx.session.user.id);
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: input.override ? "collection.record-override" : "collection.record",
        target: { type: "BottleCollection", id: result.collection.id },
        after: result.collection,
      });
      return result;
    });
    return { collection: recorded.collection, achievements: recorded.award.achievements };
  }),

  /** Deletes a collection with a reason: its points are taken back, the row kept (audited). */
  remove: adminProcedure
    .input(z.object({ id, reason: deleteReasonSchema }))
    .mutation(({ ctx, input }) =>
      ctx.db.$transaction((tx) => deleteCollection(tx, input, ctx.session.user.id)),
    ),

  /** The collections log: filters, newest first, one page. */
  collections: adminProcedure
    .input(collectionFilterSchema.and(z.object(page)))
    .query(async ({ ctx, input }) => {
      const where = collectionWhere(input);
      const [rows, total, bottles] = await Promise.all([
        ctx.db.bottleCollection.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (input.page - 1) * input.pageSize,
          take: input.pageSize,
          select: COLLECTION_ROW_FIELDS,
        }),
        ctx.db.bottleCollection.count({ where }),
        ctx.db.bottleCollection.aggregate({
          where: { ...where, deletedAt: null },
          _sum: { quantity: true },
        }),
      ]);
      return { total, bottles: bottles._sum.quantity ?? 0, rows };
    }),

  /** The filtered log as CSV (formula-safe cells). */
  collectionsCsv: adminProcedure.input(collectionFilterSchema).query(async ({ ctx, input }) => {
    const rows = await ctx.db.bottleCollection.findMany({
      where: collectionWhere(input),
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: CSV_MAX_ROWS,
      select: COLLECTION_ROW_FIELDS,
    });
    return toCsvFile(
      "refill-collections",
      [
        "recordedAt",
        "name",
        "email",
        "bottleCode",
        "waterPoint",
        "quantity",
        "note",
        "recordedBy",
        "deletedAt",
        "deletedBy",
        "deleteReason",
      ],
      rows.map((row) => ({
        recordedAt: row.createdAt,
        name: row.user.name,
        email: row.user.email,
        bottleCode: row.user.waterBottle?.code ?? "",
        waterPoint: row.waterPoint.name,
        quantity: row.quantity,
        note: row.note,
        recordedBy: row.recordedBy?.name ?? "",
        deletedAt: row.deletedAt,
        deletedBy: row.deletedBy?.name ?? "",
        deleteReason: row.deleteReason,
      })),
    );
  }),

  /** Water-bottle users: search by name, email or code; refill totals and last refill. */
  bottleUsers: adminProcedure
    .input(
      z.object({
        ...page,
        search: z.string().trim().max(100).default(""),
        sortBy: z.enum(["createdAt", "name", "refills", "lastRefill"]).default("createdAt"),
        sortDirection: z.enum(["asc", "desc"]).default("desc"),
      }),
    )
    .query(({ ctx, input }) =>
      listBottleUsers(ctx.db, {
        search: input.search,
        sortBy: input.sortBy,
        sortDirection: input.sortDirection,
        skip: (input.page - 1) * input.pageSize,
        take: input.pageSize,
      }),
    ),

  /** Every water point, closed ones included, for the admin. */
  allWaterPoints: adminProcedure.query(({ ctx }) =>
    ctx.db.waterPoint.findMany({
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: WATER_POINT_FIELDS,
    }),
  ),

  createWaterPoint: adminProcedure.input(waterPointSchema).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.$transaction(async (tx) => {
        const created = await tx.waterPoint.create({ data: input, select: WATER_POINT_FIELDS });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: "waterpoint.create",
          target: { type: "WaterPoint", id: created.id },
          after: created,
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw fieldError("CONFLICT", "name", "Another water point already has this name.");
      throw error;
    }
  }),

  updateWaterPoint: adminProcedure
    .input(waterPointSchema.extend({ id }))
    .mutation(async ({ ctx, input }) => {
      const { id: waterPointId, ...data } = input;
      try {
        return await ctx.db.$transaction(async (tx) => {
          const before = await tx.waterPoint.findUnique({
            where: { id: waterPointId },
            select: WATER_POINT_FIELDS,
          });
          if (!before)
            throw new TRPCError({ code: "NOT_FOUND", message: "There is no such water point." });
          const after = await tx.waterPoint.update({
            where: { id: waterPointId },
            data,
            select: WATER_POINT_FIELDS,
          });
          await writeAudit(tx, {
            actorId: ctx.session.user.id,
            action: "waterpoint.update",
            target: { type: "WaterPoint", id: waterPointId },
            before,
            after,
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldError("CONFLICT", "name", "Another water point already has this name.");
        throw error;
      }
    }),
});
