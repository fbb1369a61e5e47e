import type { Prisma } from "~/generated/prisma/client";
import type { AreaFacts } from "~/server/domain/completion";

/**
 * Numbers the completion and achievement rules need that only an area's own tables hold.
 *
 * Extension point: the sustainability area owns the QR stations. When its `QrCode` table exists,
 * count the active ones here (`tx.qrCode.count({ where: { active: true } })`). Until then the
 * festival has no stations, so "every active station" cannot be reached and a station hunt without
 * a configured goal cannot be completed (its progress shows no target).
 */
export async function loadAreaFacts(_tx: Prisma.TransactionClient): Promise<AreaFacts> {
  return { activeStations: 0 };
}
