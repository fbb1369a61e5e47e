/**
 * The accounts and things bench/api-load.mts acts on, fresh for each run (the app's, then the
 * floor's): every request of the scan and write scenarios is a new action (a station the person
 * has not scanned, a cell not marked yet, a new post, a post still pending), so this module
 * prepares enough of them, and counts what a run wrote, so the bench can show that the answers
 * it timed were real writes.
 *
 * Fresh accounts rather than wiping a run's rows: the ledger is append-only (R6 rollups, a
 * trigger refuses DELETE). Deleting the previous run's bench accounts leaves their ledger rows in
 * the totals, anonymous, as a deleted account's rows stay; everything else of theirs goes.
 */
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../src/generated/prisma/client";
import type { PointSourceType } from "../src/generated/prisma/enums";
import { bingoSeed } from "../prisma/seed-bingo";
import { LIMITS } from "../src/server/infra/rate-limit";
import { DIFFICULTIES, type Difficulty } from "../src/shared/points";

/** Every bench account's e-mail ends with this. */
const BENCH_DOMAIN = "@bench.festival.test";
/** A bench post's message starts with this, so a run's new posts can be told from the rest. */
export const BENCH_NOTE = "Bench note";
const PENDING_NOTE = "Bench pending note";

export type Fixtures = {
  /** Participants with sessions: the scans' and the bingo taps' people. */
  sessionIds: string[];
  userIds: string[];
  /** The bench stations' tokens. */
  tokens: string[];
  /**
   * Every markable cell of the three cards in the order a player taps them: the easy card row by
   * row, then the medium, then the hard one (so lines and full cards complete along the way).
   */
  bingoCells: Array<{ difficulty: Difficulty; cellId: string }>;
  /** Care authors (participants with sessions): the new posts' and the pending posts' authors. */
  writerIds: string[];
  writerSessionIds: string[];
  moderatorId: string;
  moderatorSessionId: string;
  /** Posts waiting for a decision, one per moderation request, in request order. */
  pendingPostIds: string[];
};

/** How many care posts one author may send in a run before the app refuses (5 a minute). */
export const CARE_POSTS_PER_WRITER = LIMITS.carePostByUser.points;

/** Rows per createMany: far below PostgreSQL's 32,767 bind parameters. */
const CHUNK = 5_000;

async function benchUsers(
  prisma: PrismaClient,
  prefix: string,
  count: number,
  role: "PARTICIPANT" | "MODERATOR",
): Promise<{ ids: string[]; sessionIds: string[] }> {
  for (let start = 0; start < count; start += CHUNK) {
    await prisma.user.createMany({
      data: Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) => ({
        email: `${prefix}-${start + offset}@bench.festival.test`,
        name: `${prefix} ${start + offset}`,
        role,
      })),
      skipDuplicates: true,
    });
  }
  const users = await prisma.user.findMany({
    where: { email: { startsWith: `${prefix}-` } },
    select: { id: true },
    orderBy: { email: "asc" },
    take: count,
  });
  const ids = users.map((user) => user.id);
  await prisma.session.deleteMany({ where: { user: { email: { startsWith: `${prefix}-` } } } });
  const sessionIds = ids.map(() => randomBytes(20).toString("hex"));
  for (let start = 0; start < ids.length; start += CHUNK) {
    await prisma.session.createMany({
      data: ids.slice(start, start + CHUNK).map((userId, offset) => ({
        id: sessionIds[start + offset] ?? "",
        userId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    });
  }
  return { ids, sessionIds };
}

/** The care authors, by their e-mail (their ids are too many for one `IN` list). */
const WRITERS = { user: { email: { startsWith: "bench-writer-" } } };

/**
 * Deletes the previous run's bench accounts and every rate-limit counter, then creates `people`
 * participants, `writers` care authors and a moderator, all with fresh sessions, the bingo cards
 * (once) and `pending` posts in the queue (written yesterday, so that they do not count against
 * their authors' daily allowance today).
 */
export async function benchFixtures(
  prisma: PrismaClient,
  options: { people: number; writers: number; pending: number; tokens: string[] },
): Promise<Fixtures> {
  await prisma.user.deleteMany({ where: { email: { endsWith: BENCH_DOMAIN } } });
  await prisma.rateLimiterFlexible.deleteMany({});
  await prisma.$transaction(async (tx) => {
    await bingoSeed.catalogue?.(tx);
  });
  const cards = await prisma.bingoCard.findMany({
    select: {
      difficulty: true,
      tasks: { where: { free: false }, orderBy: { position: "asc" }, select: { id: true } },
    },
  });
  const bingoCells = DIFFICULTIES.flatMap((difficulty) =>
    (cards.find((card) => card.difficulty === difficulty)?.tasks ?? []).map((task) => ({
      difficulty,
      cellId: task.id,
    })),
  );

  const people = await benchUsers(prisma, "bench-person", options.people, "PARTICIPANT");
  const writers = await benchUsers(prisma, "bench-writer", options.writers, "PARTICIPANT");
  const moderator = await benchUsers(prisma, "bench-moderator", 1, "MODERATOR");
  const yesterday = new Date(Date.now() - 86_400_000);
  const pendingPostIds = Array.from({ length: options.pending }, () =>
    randomBytes(12).toString("hex"),
  );
  for (let start = 0; start < pendingPostIds.length; start += CHUNK) {
    await prisma.carePost.createMany({
      data: pendingPostIds.slice(start, start + CHUNK).map((id, offset) => ({
        id,
        userId: writers.ids[(start + offset) % writers.ids.length] ?? "",
        kind: "GRATITUDE" as const,
        message: `${PENDING_NOTE} ${start + offset}: thank you for the water point.`,
        anonymous: false,
        createdAt: yesterday,
      })),
    });
  }
  return {
    sessionIds: people.sessionIds,
    userIds: people.ids,
    tokens: options.tokens,
    bingoCells,
    writerIds: writers.ids,
    writerSessionIds: writers.sessionIds,
    moderatorId: moderator.ids[0] ?? "",
    moderatorSessionId: moderator.sessionIds[0] ?? "",
    pendingPostIds,
  };
}

/** What one run of the write scenarios left in the database. */
export type WriteCounts = {
  bingoMarks: number;
  /** Ledger rows of marked cells, completed lines and full cards. */
  bingoCells: number;
  bingoLines: number;
  bingoCards: number;
  newPosts: number;
  approved: number;
  /** The approvals' ledger rows, audit rows and inbox entries. */
  careLedger: number;
  approvalAudits: number;
  approvalNotices: number;
};

export async function countWrites(prisma: PrismaClient, fixtures: Fixtures): Promise<WriteCounts> {
  const benchPeopleIds = fixtures.userIds;
  const bingoRows = (sourceType: PointSourceType) =>
    prisma.pointEntry.count({ where: { userId: { in: [...benchPeopleIds] }, sourceType } });
  return {
    bingoMarks: await prisma.bingoMark.count({ where: { userId: { in: [...benchPeopleIds] } } }),
    bingoCells: await bingoRows("BINGO_CELL"),
    bingoLines: await bingoRows("BINGO_LINE"),
    bingoCards: await bingoRows("BINGO_CARD"),
    newPosts: await prisma.carePost.count({
      where: { ...WRITERS, message: { startsWith: BENCH_NOTE } },
    }),
    approved: await prisma.carePost.count({
      where: { ...WRITERS, message: { startsWith: PENDING_NOTE }, status: "APPROVED" },
    }),
    careLedger: await prisma.pointEntry.count({ where: { ...WRITERS, sourceType: "CARE_POST" } }),
    approvalAudits: await prisma.auditLog.count({
      where: { actorId: fixtures.moderatorId, action: "carePost.approve" },
    }),
    approvalNotices: await prisma.notification.count({
      where: { ...WRITERS, kind: "CARE_POST_APPROVED" },
    }),
  };
}
