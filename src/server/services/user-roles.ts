import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";
import type { ServerText } from "~/shared/i18n/server-text";
import { roleChangeRefusal } from "~/shared/roles";

/**
 * How many admins there are besides `userId`, with the admin rows locked until the transaction
 * ends: two admins demoting or deleting each other at once cannot leave the festival without one.
 */
export async function otherAdminsLocked(
  tx: Prisma.TransactionClient,
  userId: string,
): Promise<number> {
  const admins = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM "User" WHERE role = 'ADMIN' FOR UPDATE`;
  return admins.filter((admin) => admin.id !== userId).length;
}

export type RoleChangeResult =
  | { ok: true; previousRole: Role; role: Role }
  | {
      ok: false;
      reason: "unknown-user" | "last-admin";
      message: string;
      /** The refusal by key (README "Languages"), for the admin's screen. */
      text: ServerText;
    };

/**
 * Gives a user a role, keeping at least one admin (see `otherAdminsLocked`). `onChanged` runs in
 * the same transaction, so what it records (an audit row) exists exactly when the change does.
 */
export async function changeUserRole(
  prisma: PrismaClient,
  email: string,
  role: Role,
  onChanged?: (
    tx: Prisma.TransactionClient,
    change: { userId: string; previousRole: Role; role: Role },
  ) => Promise<void>,
): Promise<RoleChangeResult> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: email.trim().toLowerCase() } });
    if (!user) {
      return {
        ok: false,
        reason: "unknown-user",
        message: `No account has the email ${email}.`,
        text: { key: "admin.server.noAccount", values: { email } },
      };
    }
    const otherAdmins = await otherAdminsLocked(tx, user.id);
    const refusal = roleChangeRefusal({ currentRole: user.role, newRole: role, otherAdmins });
    if (refusal) {
      return {
        ok: false,
        reason: "last-admin",
        message: refusal,
        text: { key: "admin.server.lastAdmin" },
      };
    }
    await tx.user.update({ where: { id: user.id }, data: { role } });
    await onChanged?.(tx, { userId: user.id, previousRole: user.role, role });
    return { ok: true, previousRole: user.role, role };
  });
}
