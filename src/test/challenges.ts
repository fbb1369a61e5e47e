import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { forgetCatalogue } from "~/server/services/catalogue";

/** What a test changes of a seeded challenge for a while: its window, publication, points, goal. */
type ChallengeChange = Pick<
  Prisma.ChallengeUpdateInput,
  "startsAt" | "endsAt" | "published" | "points" | "goal"
>;

/**
 * Runs `check` while a challenge is changed, then puts back what the challenge was, whatever
 * `check` did: the other tests of the file share the seeded catalogue. The writes go around the
 * admin services, so they drop the cached catalogue as those do.
 */
export async function whileChallenge(
  prisma: PrismaClient,
  where: Prisma.ChallengeWhereUniqueInput,
  change: ChallengeChange,
  check: () => Promise<void>,
): Promise<void> {
  const before = await prisma.challenge.findUniqueOrThrow({
    where,
    select: { startsAt: true, endsAt: true, published: true, points: true, goal: true },
  });
  await prisma.challenge.update({ where, data: change });
  forgetCatalogue();
  try {
    await check();
  } finally {
    await prisma.challenge.update({ where, data: before });
    forgetCatalogue();
  }
}
