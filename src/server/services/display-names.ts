import type { PrismaClient } from "~/generated/prisma/client";
import { fieldError } from "~/server/errors";
import { displayNameKey } from "~/shared/display-names";

export const STAFF_NAME_MESSAGE =
  "This is the name of a festival staff member: choose another so nobody mistakes you for them";

/**
 * Refuses (as a field error on `field`, by key `auth.server.staffName`: the registration and the
 * personal data forms word it, README "Languages") a name that copies a moderator's or admin's, compared by
 * `displayNameKey`; `userId`'s own name is allowed. Staff are a handful of rows.
 */
export async function refuseStaffName(
  db: Pick<PrismaClient, "user">,
  name: string,
  userId: string | null,
  field = "name",
): Promise<void> {
  const staff = await db.user.findMany({
    where: {
      role: { in: ["MODERATOR", "ADMIN"] },
      ...(userId ? { id: { not: userId } } : {}),
    },
    select: { name: true },
  });
  const key = displayNameKey(name);
  if (staff.some((member) => displayNameKey(member.name) === key)) {
    throw fieldError("BAD_REQUEST", field, STAFF_NAME_MESSAGE, { key: "auth.server.staffName" });
  }
}
