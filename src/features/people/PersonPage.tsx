import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { Stat } from "~/components/Stat";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { HuntProgress } from "~/features/stations/HuntProgress";
import { api } from "~/lib/trpc";
import { formatDate, formatNumber } from "~/shared/format";
import classes from "./PersonPage.module.css";

const DIFFICULTY_KEYS = {
  easy: "cards.easy",
  medium: "cards.medium",
  hard: "cards.hard",
} as const;

/**
 * /people/{userid}: a public person's points, badges, bingo cards and sustainability progress.
 * Words: namespace `people` (the hunt's progress `stations`', the badges' `achievements`'); the
 * name and the achievements' titles as written.
 */
export function PersonPage({ userId }: { userId: string }) {
  const t = useTranslations("people");
  const locale = useLocale();
  const { data } = api.people.person.useQuery({ userId });
  if (!data) return null;
  const { user, standing, achievements, sustainability } = data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{user.name}</Title>
        <Text>{t("intro", { name: user.name })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label={t("points")} value={formatNumber(standing.total, locale)} />
        <Stat
          label={t("rank")}
          value={standing.rank ? t("rankValue", { rank: standing.rank }) : "–"}
          hint={standing.rank ? t("rankOf", { ranked: standing.rankedUsers }) : t("notRanked")}
        />
        <Stat
          label={t("achievements")}
          value={t("achievementsValue", {
            earned: achievements.length,
            total: data.achievementCount,
          })}
        />
      </SimpleGrid>

      <SectionCard id="person-achievements" title={t("achievements")}>
        {achievements.length === 0 ? (
          <Text c="dimmed">{t("noAchievements")}</Text>
        ) : (
          <ul className={classes.badges}>
            {achievements.map((achievement) => (
              <li key={achievement.key} className={classes.badge}>
                <AchievementBadge
                  achievementKey={achievement.key}
                  title={achievement.title}
                  state="earned"
                  size={64}
                />
                <Text size="sm" fw={600} ta="center">
                  {achievement.title}
                </Text>
                <Text size="xs" c="dimmed" ta="center">
                  {formatDate(achievement.earnedAt, locale)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="person-bingo" title={t("bingo")}>
        <Text>{t("bingoCards", { name: user.name })}</Text>
        <Group gap="xs">
          {data.bingo.map((card) => (
            <Button key={card.difficulty} component={Link} href={card.href} variant="light">
              {t(DIFFICULTY_KEYS[card.difficulty])}
            </Button>
          ))}
        </Group>
      </SectionCard>

      <SectionCard id="person-sustainability" title={t("sustainability")}>
        <HuntProgress progress={sustainability.stations} label={t("huntOf", { name: user.name })} />
        <Text>{t("refilled", { count: sustainability.bottlesRefilled })}</Text>
        <Anchor component={Link} href={sustainability.href} underline="always">
          {t("sustainabilityOf", { name: user.name })}
        </Anchor>
      </SectionCard>
    </Stack>
  );
}
