import type { PrismaClient } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/server/database/errors";
import { AppError, fieldError } from "~/server/errors";
import { auditedCreate, auditedUpdate } from "./audit";

/** The water points where the refill desk records collections (DESIGN.md §6.4). */

const WATER_POINT_FIELDS = { id: true, name: true, active: true, position: true } as const;
const ORDER = [{ position: "asc" as const }, { name: "asc" as const }];

type WaterPointInput = { name: string; active: boolean; position: number };

/** Open water points, for the desk's forms. */
export function openWaterPoints(db: PrismaClient) {
  return db.waterPoint.findMany({
    where: { active: true },
    orderBy: ORDER,
    select: WATER_POINT_FIELDS,
  });
}

/** Every water point, closed ones included, for the admin. */
export function allWaterPoints(db: PrismaClient) {
  return db.waterPoint.findMany({ orderBy: ORDER, select: WATER_POINT_FIELDS });
}

const NO_WATER_POINT = "There is no such water point.";

/**
 * A taken name is refused next to the name field, with its message key (README "Languages"), as
 * `uniqueField` does.
 */
async function namedUniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError("CONFLICT", "name", "Another water point already has this name.", {
        key: "refills.server.pointNameTaken",
      });
    throw error;
  }
}

export function createWaterPoint(db: PrismaClient, actorId: string, input: WaterPointInput) {
  return namedUniquely(() =>
    db.$transaction((tx) =>
      auditedCreate(tx, { actorId, action: "waterPoint.create", targetType: "WaterPoint" }, () =>
        tx.waterPoint.create({ data: input, select: WATER_POINT_FIELDS }),
      ),
    ),
  );
}

/** Renames, reorders, opens or closes a water point (closed ones keep their collections). */
export function updateWaterPoint(
  db: PrismaClient,
  actorId: string,
  input: WaterPointInput & { id: string },
) {
  const { id, ...data } = input;
  return namedUniquely(() =>
    db.$transaction((tx) =>
      auditedUpdate(
        tx,
        { actorId, action: "waterPoint.update", target: { type: "WaterPoint", id } },
        {
          load: async () => {
            const point = await tx.waterPoint.findUnique({
              where: { id },
              select: WATER_POINT_FIELDS,
            });
            if (!point)
              throw new AppError("NOT_FOUND", NO_WATER_POINT, {
                text: { key: "refills.server.noWaterPoint" },
              });
            return point;
          },
          notFound: NO_WATER_POINT,
          update: () => tx.waterPoint.update({ where: { id }, data, select: WATER_POINT_FIELDS }),
        },
      ),
    ),
  );
}
