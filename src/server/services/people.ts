import type { PrismaClient } from "~/generated/prisma/client";
import { huntProgress } from "~/server/domain/stations";
import { notFound } from "~/server/errors";
import type { Locale } from "~/shared/i18n/locales";
import { DIFFICULTIES } from "~/shared/points";
import { countsOf } from "./certificates";
import { inLanguage } from "./content";
import { loadDefinitions } from "./progress";
import { userStanding } from "./standings";
import { findStationHunt } from "./stations";

/**
 * The person page (/people/{userid}): what someone with a public profile did at the festival, for
 * everyone. A private profile is NOT_FOUND with the same words as an unknown id, to anyone, so the
 * page never tells whether a private person exists. Achievement titles are in `locale`.
 */
export async function publicPerson(db: PrismaClient, input: { userId: string }, locale: Locale) {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: { id: true, name: true, publicProfile: true },
  });
  if (!user?.publicProfile) throw notFound("There is no such person.");
  const [standing, definitions, earned, hunt, activeStations, counts] = await Promise.all([
    userStanding(db, user.id),
    loadDefinitions(db),
    db.userAchievement.findMany({
      where: { userId: user.id },
      select: { achievementId: true, earnedAt: true },
    }),
    findStationHunt(db),
    db.station.count({ where: { active: true } }),
    countsOf(db, [user.id]),
  ]);
  const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt]));
  const mine = counts.get(user.id) ?? { stations: 0, refills: 0 };
  return {
    user: { id: user.id, name: user.name },
    standing,
    achievementCount: definitions.length,
    achievements: definitions.flatMap((definition) => {
      const at = earnedAt.get(definition.id);
      if (!at) return [];
      const { title } = inLanguage("achievement", definition, locale);
      return [{ key: definition.key, title, earnedAt: at }];
    }),
    bingo: DIFFICULTIES.map((difficulty) => ({
      difficulty,
      href: `/challenge/fitness/bingo/${difficulty}/${user.id}`,
    })),
    sustainability: {
      href: `/challenge/sustainability/${user.id}`,
      stations: huntProgress(mine.stations, activeStations, hunt?.goal ?? null),
      bottlesRefilled: mine.refills,
    },
  };
}
