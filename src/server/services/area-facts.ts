import type { Prisma } from "~/generated/prisma/client";
import type { AreaFacts } from "~/server/domain/completion";

/**
 * Numbers the completion and achievement rules need that only an area's own tables hold: the
 * active QR stations, the target of a station hunt without a configured goal.
 */
export async function loadAreaFacts(tx: Prisma.TransactionClient): Promise<AreaFacts> {
  return { activeStations: await tx.station.count({ where: { active: true } }) };
}
