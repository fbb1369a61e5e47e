import type { PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";
import { hashPassword } from "~/server/auth/password";
import { seedDemoPictures } from "./seed-arts";
import { seedFaqEntries } from "./seed-faq";
import { seedFestival } from "./seed-festival";
import { seedGermanContent } from "./seed-translations";

/** The demo accounts of DESIGN.md §11, for development and the demo only. */
export const DEMO_PASSWORD = "festival-demo-1";
export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: "admin@festival.test", name: "Ada Admin", role: "ADMIN" },
  { email: "moderator@festival.test", name: "Mo Moderator", role: "MODERATOR" },
  { email: "participant@festival.test", name: "Pat Participant", role: "PARTICIPANT" },
];

/** Demo accounts have a published password: never in production unless asked for by name. */
export function demoAccountsAllowed(
  nodeEnv: string | undefined,
  explicitlyAsked: boolean,
): boolean {
  return nodeEnv !== "production" || explicitlyAsked;
}

/**
 * Demo data for `npm run demo`. Idempotent: every row is keyed by something stable (an email),
 * so running it again changes nothing, and it never overwrites what people changed since (a
 * demo account that lost its password gets it back, nothing else).
 */
export async function seedDemoData(
  prisma: PrismaClient,
  options: { demoAccounts: boolean },
): Promise<{ created: number }> {
  // Hashed only when an account needs it: argon2id costs a noticeable part of a demo's start.
  let passwordHash: Promise<string> | null = null;
  const demoPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));
  const seeded = await prisma.$transaction(async (tx) => {
    let created = 0;
    if (options.demoAccounts) {
      for (const user of DEMO_USERS) {
        const existing = await tx.user.findUnique({ where: { email: user.email } });
        if (!existing) {
          const passwordHash = await demoPasswordHash();
          await tx.user.create({ data: { ...user, passwordHash, emailVerifiedAt: new Date() } });
          created++;
        } else if (!existing.passwordHash) {
          const data = { passwordHash: await demoPasswordHash() };
          await tx.user.update({ where: { id: existing.id }, data });
        }
      }
    }
    await seedFaqEntries(tx);
    created += (await seedFestival(tx, { demoPeople: options.demoAccounts })).created;
    // The content in German beside the English (README "Languages"): rows, not new ones.
    await seedGermanContent(tx);
    return { created };
  });
  // The gallery's pictures take a while to draw: after the transaction, each in its own.
  if (options.demoAccounts) seeded.created += await seedDemoPictures(prisma);
  return seeded;
}
