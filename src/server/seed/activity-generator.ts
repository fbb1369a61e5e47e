import type { Area, ChallengeKind } from "~/generated/prisma/enums";
import { ledgerIntentFor, type AwardEvent } from "~/server/domain/award-events";
import type { BulkEntry, BulkJoin } from "./bulk";
import { BINGO_CHALLENGE_SLUGS, DIFFICULTIES, utcDayStart, type Difficulty } from "~/shared/points";

/**
 * Synthetic festival activity for the demo and scale seeds: per user, the events their actions
 * would have sent to `award`, turned into ledger rows by the same pure rules (ledgerIntentFor).
 * Participations, statuses and achievements are then derived from the ledger by
 * recomputeProgress, exactly as award derives them.
 *
 * Extension point: one generator per kind of challenge (KIND_GENERATORS). The events carry
 * source ids of their own ("seed:…"); in the demo festival each area's `demoContent`
 * (prisma/seed-areas.ts) then writes its rows under those ids (scans, refills, certificates,
 * posts, submissions), so the area's pages, the dashboards and a reversal find the same
 * activity the ledger counts. The scale seed writes the ledger only.
 */

export type Rng = () => number;

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same festival. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export type GeneratorChallenge = {
  id: string;
  slug: string;
  kind: ChallengeKind;
  area: Area;
  title: string;
  points: number;
  goal: number | null;
};

type KindContext = {
  rng: Rng;
  userId: string;
  challenge: GeneratorChallenge;
  /** 0 (barely there) … 1 (does everything). */
  keenness: number;
  /** A time within the activity window. */
  randomTime(): Date;
  /** How many stations the festival has: nobody is credited more (one scan per station). */
  stations: number;
};

const BINGO_SIZE: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };

function difficultyOf(slug: string): Difficulty | null {
  return DIFFICULTIES.find((difficulty) => BINGO_CHALLENGE_SLUGS[difficulty] === slug) ?? null;
}

/**
 * Bingo: the first `marked` cells in reading order, so the completed lines are the full rows
 * (and every line once the card is full).
 */
function bingoEvents({ rng, userId, challenge, keenness, randomTime }: KindContext): AwardEvent[] {
  const difficulty = difficultyOf(challenge.slug);
  if (!difficulty) return [];
  const size = BINGO_SIZE[difficulty];
  const cells = size * size;
  // The keenest often finish the card; everyone else marks some of it.
  const marked =
    keenness > 0.6 && rng() < 0.5
      ? cells
      : Math.min(cells, Math.round(cells * Math.min(1, keenness * 1.3) * rng()));
  const base = { userId, challengeId: challenge.id, difficulty } as const;
  const events: AwardEvent[] = [];
  for (let cell = 0; cell < marked; cell++)
    events.push({ ...base, type: "BINGO_CELL", cell: `cell-${cell}`, at: randomTime() });
  const full = marked === cells;
  const lines = full
    ? [
        ...Array.from({ length: size }, (_, i) => `row-${i}`),
        ...Array.from({ length: size }, (_, i) => `column-${i}`),
        "diagonal-0",
        "diagonal-1",
      ]
    : Array.from({ length: Math.floor(marked / size) }, (_, i) => `row-${i}`);
  for (const line of lines) events.push({ ...base, type: "BINGO_LINE", line, at: randomTime() });
  if (full) events.push({ ...base, type: "BINGO_CARD", at: randomTime() });
  return events;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What one event of a challenge says beyond whose it is, which challenge and when. */
type EventDetails = DistributiveOmit<
  Extract<AwardEvent, { challengeId: string }>,
  "userId" | "challengeId" | "at"
>;

/**
 * Up to `most` events of a kind for the keenest (fewer for everyone else), numbered from 1, each
 * of this user and challenge at a random time.
 */
function repeated(
  { rng, userId, challenge, keenness, randomTime }: KindContext,
  most: number,
  details: (number: number) => EventDetails,
): AwardEvent[] {
  const count = randomInt(rng, 0, Math.round(most * keenness));
  return Array.from({ length: count }, (_, index) => ({
    userId,
    challengeId: challenge.id,
    ...details(index + 1),
    at: randomTime(),
  }));
}

/** One generator per kind; an area replaces its synthetic ids with rows of its own tables. */
export const KIND_GENERATORS: Record<ChallengeKind, (context: KindContext) => AwardEvent[]> = {
  BINGO: bingoEvents,
  STATION_HUNT: (context) =>
    repeated(context, Math.min(12, context.stations), (n) => ({
      type: "STATION_SCAN",
      scanId: `seed:${context.userId}:station-${n}`,
      points: 10,
    })),
  WATER_BOTTLE: (context) =>
    repeated(context, 7, (n) => ({
      type: "REFILL",
      collectionId: `seed:${context.userId}:refill-${n}`,
      quantity: randomInt(context.rng, 1, 3),
    })),
  GRATITUDE: (context) =>
    repeated(context, 5, (n) => ({
      type: "CARE_POST",
      postId: `seed:${context.userId}:gratitude-${n}`,
    })),
  JOY_OF_GIVING: (context) =>
    repeated(context, 5, (n) => ({
      type: "CARE_POST",
      postId: `seed:${context.userId}:giving-${n}`,
    })),
  SUBMISSION: ({ rng, userId, challenge, keenness, randomTime }) =>
    rng() < 0.35 + 0.5 * keenness
      ? [
          {
            type: "SUBMISSION",
            userId,
            challengeId: challenge.id,
            submissionId: `seed:${userId}:${challenge.slug}`,
            at: randomTime(),
          },
        ]
      : [],
};

export type GeneratedActivity = { joins: BulkJoin[]; entries: BulkEntry[] };

/** What the festival offers beyond its challenges (the scale seed has no stations: 12 stand-ins). */
export type GeneratorPlaces = { stations: number };

/**
 * One user's activity between `from` and `to`: which challenges they join and the ledger rows
 * their actions earn. Deterministic for a given rng state.
 */
export function generateUserActivity(
  rng: Rng,
  userId: string,
  challenges: readonly GeneratorChallenge[],
  window: { from: Date; to: Date },
  places: GeneratorPlaces = { stations: 12 },
): GeneratedActivity {
  const keenness = rng() ** 1.4;
  const span = window.to.getTime() - window.from.getTime();
  const randomTime = () => new Date(window.from.getTime() + Math.floor(rng() * span));
  const joins: BulkJoin[] = [];
  const events: AwardEvent[] = [];
  for (const challenge of challenges) {
    if (rng() > 0.25 + 0.65 * keenness) continue;
    // In the order a person would do them: cells before the line they complete, and so on.
    const generated = KIND_GENERATORS[challenge.kind]({
      rng,
      userId,
      challenge,
      keenness,
      randomTime,
      stations: places.stations,
    });
    const times = generated.map(() => randomTime().getTime()).sort((a, b) => a - b);
    const own = generated.map((event, index): AwardEvent => ({
      ...event,
      at: new Date(times[index] ?? window.to.getTime()),
    }));
    const joinedAt = new Date(Math.min(randomTime().getTime(), ...times));
    joins.push({ userId, challengeId: challenge.id, joinedAt });
    events.push(...own);
  }
  const byId = new Map(challenges.map((challenge) => [challenge.id, challenge]));
  const scans = events.filter((event) => event.type === "STATION_SCAN").length;
  const refills = events.reduce(
    (sum, event) => sum + (event.type === "REFILL" ? event.quantity : 0),
    0,
  );
  // DESIGN §6.4 defaults: 5 stations and 3 refills make someone eligible; about half get issued.
  if (scans >= 5 && refills >= 3 && rng() < 0.5)
    events.push({
      type: "CERTIFICATE",
      userId,
      certificateId: `seed:${userId}:certificate`,
      at: window.to,
    });

  events.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
  const paidCarePosts = new Map<number, number>();
  const entries: BulkEntry[] = [];
  for (const event of events) {
    const at = event.at ?? window.to;
    const day = utcDayStart(at).getTime();
    const challenge = event.type === "CERTIFICATE" ? null : (byId.get(event.challengeId) ?? null);
    const intent = ledgerIntentFor(event, challenge, {
      carePostsWithPointsToday: paidCarePosts.get(day) ?? 0,
    });
    if (!intent) continue;
    if (intent.sourceType === "CARE_POST" && intent.amount > 0)
      paidCarePosts.set(day, (paidCarePosts.get(day) ?? 0) + 1);
    entries.push({
      userId,
      area: intent.area,
      challengeId: challenge?.id ?? null,
      amount: intent.amount,
      quantity: intent.quantity,
      reason: intent.reason,
      sourceType: intent.sourceType,
      sourceId: intent.sourceId,
      seq: 0,
      createdAt: at,
    });
  }
  return { joins, entries };
}
