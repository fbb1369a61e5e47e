import type { Prisma } from "~/generated/prisma/client";
import { cellKey } from "~/server/domain/bingo";
import { BINGO_SIZES, centrePosition } from "~/shared/bingo";
import { BINGO_CHALLENGE_SLUGS, DIFFICULTIES, type Difficulty } from "~/shared/points";
import type { AreaSeed } from "./seed-areas";

/** The free centre's text on the odd cards. */
export const FREE_TASK = "Free space: you showed up!";

/**
 * The three cards' tasks, row by row (DESIGN.md §6.2): small moves for everyone on the easy card,
 * a sporty day on the medium one, a proper workout on the hard one. `null` is the free centre.
 */
export const BINGO_TASKS: Record<Difficulty, ReadonlyArray<string | null>> = {
  easy: [
    "Stretch for 5 minutes",
    "Walk 2,000 steps",
    "Dance to a whole song",
    "Take the stairs, not the lift",
    null,
    "Do 10 squats",
    "Balance on one leg for 30 seconds",
    "Play catch with a friend",
    "Do 20 arm circles",
  ],
  medium: [
    "Walk a lap of the festival grounds",
    "Play a game of frisbee",
    "Do 20 squats",
    "Hold a plank for 45 seconds",
    "Join a group warm-up",
    "Skip rope for 2 minutes",
    "Do 15 push-ups (knees are fine)",
    "Dance for 10 minutes non-stop",
    "Follow a 15-minute yoga flow",
    "Climb 5 flights of stairs",
    "Do 20 walking lunges",
    "Play a round of volleyball",
    "Jog for 10 minutes",
    "Do 30 jumping jacks",
    "Hula hoop for 1 minute",
    "Cool down with a 10-minute stretch",
  ],
  hard: [
    "Run 5 km",
    "Do 50 squats",
    "Hold a plank for 2 minutes",
    "Do 30 push-ups",
    "Cycle 10 km",
    "Do 20 burpees",
    "Walk 15,000 steps in a day",
    "Climb 20 flights of stairs",
    "Do 100 jumping jacks",
    "Play a full football match",
    "Finish a bootcamp class",
    "Do 10 pull-ups",
    null,
    "Hold a wall sit for 90 seconds",
    "Skip rope for 10 minutes",
    "Do 60 walking lunges",
    "Run 10 sprints of 50 m",
    "Take a 45-minute yoga class",
    "Hike to the highest point of the grounds",
    "Do 40 sit-ups",
    "Play a set of beach volleyball",
    "Carry a friend piggyback for 50 m",
    "Reach the top of the climbing wall",
    "Do 3 sets of 20 mountain climbers",
    "Dance for 30 minutes non-stop",
  ],
};

/**
 * Creates each difficulty's card with its tasks when its challenge exists and it has no card yet.
 * An existing card is left as it is, so what admins edited is never overwritten.
 */
async function catalogue(tx: Prisma.TransactionClient): Promise<number> {
  let created = 0;
  for (const difficulty of DIFFICULTIES) {
    const existing = await tx.bingoCard.findUnique({ where: { difficulty }, select: { id: true } });
    if (existing) continue;
    const challenge = await tx.challenge.findUnique({
      where: { slug: BINGO_CHALLENGE_SLUGS[difficulty] },
      select: { id: true, bingoCard: { select: { id: true } } },
    });
    if (!challenge || challenge.bingoCard) continue;
    const size = BINGO_SIZES[difficulty];
    const tasks = BINGO_TASKS[difficulty];
    if (tasks.length !== size * size)
      throw new Error(`The ${difficulty} card needs ${size * size} tasks, not ${tasks.length}.`);
    const centre = centrePosition(size);
    await tx.bingoCard.create({
      data: {
        difficulty,
        size,
        challengeId: challenge.id,
        tasks: {
          create: tasks.map((text, position) => ({
            position,
            text: text ?? FREE_TASK,
            free: text === null && position === centre,
          })),
        },
      },
    });
    created += 1 + tasks.length;
  }
  return created;
}

/**
 * The demo people's marks, from the bingo cells the festival seed wrote to their ledger
 * (`cell-N` sources are positions), so their public cards show what their points say.
 */
async function demoContent(
  tx: Prisma.TransactionClient,
  { people }: { people: ReadonlyArray<{ id: string }> },
): Promise<number> {
  if (people.length === 0) return 0;
  const cards = await tx.bingoCard.findMany({
    select: {
      challengeId: true,
      tasks: { select: { id: true, position: true, free: true } },
    },
  });
  const groups = await tx.pointEntry.groupBy({
    by: ["userId", "challengeId", "sourceId"],
    where: {
      sourceType: "BINGO_CELL",
      userId: { in: people.map((person) => person.id) },
      challengeId: { in: cards.map((card) => card.challengeId) },
    },
    _sum: { quantity: true },
  });
  const marks: Prisma.BingoMarkCreateManyInput[] = [];
  for (const group of groups) {
    const card = cards.find((candidate) => candidate.challengeId === group.challengeId);
    if (!card || !group.userId || (group._sum.quantity ?? 0) <= 0) continue;
    const task = card.tasks.find(
      (candidate) =>
        !candidate.free &&
        group.sourceId === `${card.challengeId}:${group.userId}:${cellKey(candidate.position)}`,
    );
    if (task) marks.push({ userId: group.userId, taskId: task.id });
  }
  const written = await tx.bingoMark.createMany({ data: marks, skipDuplicates: true });
  return written.count;
}

export const bingoSeed: AreaSeed = { catalogue, demoContent };
