import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { AchievementTextInput } from "~/shared/achievements";
import type { Locale } from "~/shared/i18n/locales";
import { loadAreaFacts } from "./area-facts";
import { auditedUpdate } from "./audit";
import { thenForgetCatalogue } from "./catalogue";
import { inLanguage } from "./content";
import { holdersPerAchievement } from "./counts";
import { achievementProgressFor, loadDefinitions } from "./progress";

/** The achievements: everyone sees them all; a signed-in user what they earned and how far they are. */

type Db = Prisma.TransactionClient;

/**
 * Every achievement (its texts in `locale`) with how many hold it; for `userId` also when they
 * earned it and progress.
 */
export async function listAchievements(db: Db, userId: string | null, locale: Locale) {
  const definitions = await loadDefinitions(db);
  const holdersById = await holdersPerAchievement(db);
  const earned = userId
    ? await db.userAchievement.findMany({
        where: { userId },
        select: { achievementId: true, earnedAt: true },
      })
    : [];
  const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt]));
  const progress = userId
    ? await achievementProgressFor(db, userId, definitions, await loadAreaFacts(db))
    : null;
  return {
    signedIn: userId !== null,
    achievements: definitions.map((definition) => {
      const own = progress?.get(definition.key);
      const { title, description } = inLanguage("achievement", definition, locale);
      return {
        id: definition.id,
        key: definition.key,
        title,
        description,
        holders: holdersById.get(definition.id) ?? 0,
        earnedAt: earnedAt.get(definition.id) ?? null,
        progress: own ? { current: own.current, target: own.target } : null,
      };
    }),
  };
}

const TEXT_FIELDS = { id: true, key: true, title: true, description: true } as const;

/** The admin screen's list: the texts, in the page's order. */
export function listAchievementsForAdmin(db: Db) {
  return db.achievement.findMany({
    orderBy: [{ position: "asc" }, { key: "asc" }],
    select: TEXT_FIELDS,
    take: 200,
  });
}

/** Texts only: the rules are part of the festival's design and come with the seed (audited). */
export function updateAchievementText(
  db: PrismaClient,
  actorId: string,
  input: AchievementTextInput,
) {
  const { id, title, description } = input;
  // The texts are in the cached catalogue (a scan announces earned achievements by them).
  return thenForgetCatalogue(
    db.$transaction((tx) =>
      auditedUpdate(
        tx,
        { actorId, action: "achievement.update", target: { type: "Achievement", id } },
        {
          load: () => tx.achievement.findUnique({ where: { id }, select: TEXT_FIELDS }),
          notFound: "There is no such achievement.",
          notFoundText: { key: "admin.server.noSuchAchievement" },
          update: () =>
            tx.achievement.update({
              where: { id },
              data: { title, description },
              select: TEXT_FIELDS,
            }),
        },
      ),
    ),
  );
}
