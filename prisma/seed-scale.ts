import type { PrismaClient } from "~/generated/prisma/client";
import {
  createRng,
  generateUserActivity,
  type GeneratorChallenge,
} from "~/server/seed/activity-generator";
import { loadAreaFacts } from "~/server/services/area-facts";
import {
  bulkInsertParticipations,
  bulkInsertPointEntries,
  bulkInsertUsers,
  type BulkEntry,
  type BulkJoin,
  type BulkUser,
} from "~/server/seed/bulk";
import { recomputeProgress } from "~/server/services/progress";
import { seedFestivalCatalogue } from "./seed-festival";

/**
 * A large festival for benchmarks: `users` participants with a festival's worth of activity,
 * written with bulk inserts (INSERT … SELECT FROM unnest(arrays), 5000 rows a statement), then
 * participations, statuses and achievements derived from the ledger in batches by the same rules
 * `award` applies.
 *
 * The activity comes from KIND_GENERATORS (src/server/services/activity-generator.ts): that is
 * where an area adds its own bulk rows (scans, posts, submissions) once its tables exist.
 */
export type ScaleOptions = {
  users: number;
  /** PRNG seed: the same seed gives the same festival. */
  seed?: number;
  /** How far back the activity goes. */
  hours?: number;
  now?: Date;
  /** Users generated and written per round. */
  batchSize?: number;
  log?: (line: string) => void;
};

export type ScaleResult = {
  users: number;
  participations: number;
  ledgerRows: number;
  achievements: number;
  seconds: number;
};

const FIRST =
  "Ada Ben Cleo Dev Eli Fay Gil Hal Ida Jon Kai Liv Max Nia Oli Pia Ray Sol Tom Uli Val Wes Xan Yas Zia".split(
    " ",
  );
const LAST =
  "Ahn Brook Cruz Diaz Eng Ford Gray Hill Ito Jung Khan Lund Mora Ng Ortiz Park Quist Reyes Shah Tran".split(
    " ",
  );

function elapsed(started: number): string {
  return ((Date.now() - started) / 1000).toFixed(1);
}

export async function seedScale(prisma: PrismaClient, options: ScaleOptions): Promise<ScaleResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 2500;
  const window = {
    from: new Date(now.getTime() - (options.hours ?? 48) * 3_600_000),
    to: new Date(now.getTime() - 60_000),
  };
  const run = now.getTime().toString(36);
  const rng = createRng(options.seed ?? 1);

  await prisma.$transaction((tx) => seedFestivalCatalogue(tx));
  const challenges: GeneratorChallenge[] = await prisma.challenge.findMany({
    where: { published: true },
    orderBy: [{ area: "asc" }, { position: "asc" }],
    select: { id: true, slug: true, kind: true, area: true, title: true, points: true, goal: true },
  });

  const userIds: string[] = [];
  let participations = 0;
  let ledgerRows = 0;
  for (let offset = 0; offset < options.users; offset += batchSize) {
    const count = Math.min(batchSize, options.users - offset);
    const users: BulkUser[] = Array.from({ length: count }, (_, i) => {
      const n = offset + i + 1;
      return {
        email: `scale-${run}-${n}@scale.festival.test`,
        name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`,
        publicProfile: rng() < 0.4,
        createdAt: new Date(window.from.getTime() - Math.floor(rng() * 86_400_000)),
      };
    });
    const ids = await bulkInsertUsers(prisma, users);
    const joins: BulkJoin[] = [];
    const entries: BulkEntry[] = [];
    for (const id of ids) {
      userIds.push(id);
      const activity = generateUserActivity(rng, id, challenges, window);
      joins.push(...activity.joins);
      entries.push(...activity.entries);
    }
    participations += await bulkInsertParticipations(prisma, joins);
    ledgerRows += await bulkInsertPointEntries(prisma, entries);
    log(`${offset + count} users, ${ledgerRows} ledger rows (${elapsed(started)} s)`);
  }

  const progress = await recomputeProgress(prisma, {
    facts: await loadAreaFacts(prisma),
    userIds,
    batchSize: 2000,
  });
  log(`statuses and achievements derived (${elapsed(started)} s)`);
  return {
    users: userIds.length,
    participations: participations + progress.participations,
    ledgerRows,
    achievements: progress.achievements,
    seconds: (Date.now() - started) / 1000,
  };
}
