import type { Prisma } from "~/generated/prisma/client";
import type { Area, ChallengeKind } from "~/generated/prisma/enums";
import { ACHIEVEMENT_CATALOG } from "~/server/domain/achievements";
import { BINGO_CHALLENGE_SLUGS } from "~/shared/points";
import { createRng, generateUserActivity } from "~/server/seed/activity-generator";
import { loadAreaFacts } from "~/server/services/area-facts";
import {
  bulkInsertParticipations,
  bulkInsertPointEntries,
  type BulkEntry,
  type BulkJoin,
} from "~/server/seed/bulk";
import { recomputeProgress } from "~/server/services/progress";
import { seedAreaCatalogues, seedAreaDemoContent } from "./seed-areas";

/** The demo festival of DESIGN.md §6: its challenges, in the order the home page shows them. */
export const FESTIVAL_CHALLENGES: ReadonlyArray<{
  slug: string;
  area: Area;
  kind: ChallengeKind;
  title: string;
  summary: string;
  description: string;
  points: number;
  goal: number | null;
  published: boolean;
}> = [
  {
    slug: BINGO_CHALLENGE_SLUGS.easy,
    area: "FITNESS",
    kind: "BINGO",
    title: "Fitness bingo: easy",
    summary: "A 3×3 card of small moves for everyone: stretch, walk, dance.",
    description:
      "Mark a cell whenever you have done its activity.\n\n- **1 point** per cell\n- **5 points** per completed row, column or diagonal\n- **20 points** for the full card",
    points: 0,
    goal: null,
    published: true,
  },
  {
    slug: BINGO_CHALLENGE_SLUGS.medium,
    area: "FITNESS",
    kind: "BINGO",
    title: "Fitness bingo: medium",
    summary: "A 4×4 card for a sporty festival day.",
    description:
      "Sixteen activities, from a lap around the grounds to a game of frisbee.\n\n- **2 points** per cell\n- **10 points** per line\n- **40 points** for the full card",
    points: 0,
    goal: null,
    published: true,
  },
  {
    slug: BINGO_CHALLENGE_SLUGS.hard,
    area: "FITNESS",
    kind: "BINGO",
    title: "Fitness bingo: hard",
    summary: "A 5×5 card for the ones who came to sweat.",
    description:
      "Twenty-five activities; the centre cell is free.\n\n- **3 points** per cell\n- **15 points** per line\n- **60 points** for the full card",
    points: 0,
    goal: null,
    published: true,
  },
  {
    slug: "festival-sketch",
    area: "ARTS",
    kind: "SUBMISSION",
    title: "Festival sketch",
    summary: "Draw a scene of the festival and share a photo of it.",
    description:
      "Pencil, ink, paint or pixels: capture a moment of the festival.\n\nA moderator looks at every submission; approved ones join the **gallery** and earn the points.",
    points: 15,
    goal: null,
    published: true,
  },
  {
    slug: "poem-of-the-day",
    area: "ARTS",
    kind: "SUBMISSION",
    title: "Poem of the day",
    summary: "Write a short poem about what you saw, heard or felt today.",
    description: "Up to 2000 characters. Rhymes optional, honesty required.",
    points: 10,
    goal: null,
    published: true,
  },
  {
    slug: "photo-story",
    area: "ARTS",
    kind: "SUBMISSION",
    title: "Photo story",
    summary: "One photo, one sentence: tell a story of the festival.",
    description: "Pick the photo that says the most, add one sentence, and submit it.",
    points: 10,
    goal: null,
    published: true,
  },
  {
    slug: "station-hunt",
    area: "SUSTAINABILITY",
    kind: "STATION_HUNT",
    title: "Station hunt",
    summary: "Find the sustainability stations and scan their QR codes.",
    description:
      "Each station tells you something about the festival's footprint. Scan its code with your phone's camera: **10 points** per station, once per station.\n\nScan 8 stations to complete the hunt.",
    points: 0,
    goal: 8,
    published: true,
  },
  {
    slug: "refill",
    area: "SUSTAINABILITY",
    kind: "WATER_BOTTLE",
    title: "Refill challenge",
    summary: "Bring a reusable bottle and get it refilled at the water points.",
    description:
      "Join to get your personal bottle code. Show it at a water point: every bottle refilled earns **2 points** and saves a single-use bottle.\n\nTen refills complete the challenge.",
    points: 0,
    goal: 10,
    published: true,
  },
  {
    slug: "gratitude",
    area: "CARE",
    kind: "GRATITUDE",
    title: "Gratitude notes",
    summary: "Thank someone: a volunteer, a friend, a stranger who made your day.",
    description:
      "Write a short note. After a moderator has read it, it appears on the big screen. Every approved note earns **3 points**; three complete the challenge.",
    points: 0,
    goal: 3,
    published: true,
  },
  {
    slug: "joy-of-giving",
    area: "CARE",
    kind: "JOY_OF_GIVING",
    title: "Joy of giving",
    summary: "Log an act of kindness: shared food, a helping hand, a lent umbrella.",
    description:
      "Tell the festival what you gave. Approved acts earn **3 points** each and appear on the big screen; three complete the challenge.",
    points: 0,
    goal: 3,
    published: true,
  },
  {
    slug: "sunrise-yoga",
    area: "FITNESS",
    kind: "SUBMISSION",
    title: "Sunrise yoga",
    summary: "Join the sunrise yoga session and share a photo as proof.",
    description: "A draft: the organisers publish it once the session's time is fixed.",
    points: 10,
    goal: null,
    published: false,
  },
];

const FIRST_NAMES =
  "Alex Bea Carlos Dana Emil Farah Gus Hana Ines Jonas Kemal Lena Mats Nora Omar Priya Quinn Rosa Sami Tara Uma Viktor Wen Ximena Yusuf Zoe Aiko Bruno Chloe Dmitri Elif Finn Greta Hugo Ivy Jasper".split(
    " ",
  );
const LAST_NAMES =
  "Berg Costa Dahl Ekström Fischer García Haddad Ivanova Jensen Kowalski Lindqvist Moreau Nakamura Okafor Petrov Rossi Schmidt Tanaka Usman Varga".split(
    " ",
  );

/** The demo festival's participants (no password: they cannot sign in; they make it look alive). */
export const DEMO_PEOPLE = FIRST_NAMES.map((first, index) => {
  const last = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? "Doe";
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${index + 1}@people.festival.test`,
    publicProfile: index % 3 !== 2,
  };
});

/** Adds the challenges and achievement definitions that are missing (by slug and by key). */
export async function seedFestivalCatalogue(tx: Prisma.TransactionClient): Promise<number> {
  const challenges = await tx.challenge.createMany({
    data: FESTIVAL_CHALLENGES.map((challenge, index) => ({ ...challenge, position: index * 10 })),
    skipDuplicates: true,
  });
  const achievements = await tx.achievement.createMany({
    data: ACHIEVEMENT_CATALOG.map((definition, index) => ({ ...definition, position: index * 10 })),
    skipDuplicates: true,
  });
  return challenges.count + achievements.count;
}

/**
 * The demo festival (DESIGN.md §6): the catalogue, the achievements, and (with `demoPeople`, not
 * in production) participants with a day and a half of activity so the dashboards and
 * leaderboards look alive. Idempotent: the
 * catalogue is keyed by slug and key, the participants by email, and activity is only generated
 * for participants created now, so running it again adds nothing and keeps what admins changed.
 */
export async function seedFestival(
  tx: Prisma.TransactionClient,
  options: { demoPeople: boolean; now?: Date },
): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  let created = await seedFestivalCatalogue(tx);
  created += await seedAreaCatalogues(tx);
  if (!options.demoPeople) return { created };

  const existing = new Set(
    (
      await tx.user.findMany({
        where: { email: { in: DEMO_PEOPLE.map((person) => person.email) } },
        select: { email: true },
      })
    ).map((user) => user.email),
  );
  const newPeople = DEMO_PEOPLE.filter((person) => !existing.has(person.email));
  if (newPeople.length === 0) return { created };
  const people = await tx.user.createManyAndReturn({
    data: newPeople.map((person, index) => {
      const createdAt = new Date(now.getTime() - (40 - index) * 3_600_000);
      return { ...person, createdAt, emailVerifiedAt: createdAt };
    }),
    select: { id: true, email: true },
  });
  created += people.length;

  const challenges = await tx.challenge.findMany({
    where: { published: true },
    orderBy: [{ area: "asc" }, { position: "asc" }],
    select: { id: true, slug: true, kind: true, area: true, title: true, points: true, goal: true },
  });
  // One scan per person and station: nobody is credited more stations than there are.
  const places = { stations: await tx.station.count({ where: { active: true } }) };
  const rng = createRng(20_261_121);
  const window = {
    from: new Date(now.getTime() - 36 * 3_600_000),
    to: new Date(now.getTime() - 60_000),
  };
  const joins: BulkJoin[] = [];
  const entries: BulkEntry[] = [];
  for (const person of [...people].sort((a, b) => a.email.localeCompare(b.email))) {
    const activity = generateUserActivity(rng, person.id, challenges, window, places);
    joins.push(...activity.joins);
    entries.push(...activity.entries);
  }
  await bulkInsertParticipations(tx, joins);
  await bulkInsertPointEntries(tx, entries);
  await recomputeProgress(tx, {
    facts: await loadAreaFacts(tx),
    userIds: people.map((person) => person.id),
  });
  created += await seedAreaDemoContent(tx, { people, now });
  return { created: created + joins.length + entries.length };
}
