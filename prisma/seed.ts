import type { PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";

/** The demo accounts DESIGN.md §11 promises (passwords arrive with the accounts issue). */
export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: "admin@festival.test", name: "Ada Admin", role: "ADMIN" },
  { email: "moderator@festival.test", name: "Mo Moderator", role: "MODERATOR" },
  { email: "participant@festival.test", name: "Pat Participant", role: "PARTICIPANT" },
];

/**
 * Demo data for `npm run demo`. Idempotent: every row is keyed by something stable (an email),
 * so running it again changes nothing, and it never overwrites what people changed since.
 */
export async function seedDemoData(prisma: PrismaClient): Promise<{ created: number }> {
  return prisma.$transaction(async (tx) => {
    let created = 0;
    for (const user of DEMO_USERS) {
      const existing = await tx.user.findUnique({ where: { email: user.email } });
      if (existing) continue;
      await tx.user.create({ data: user });
      created++;
    }
    return { created };
  });
}
