import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { SectionCard } from "~/components/SectionCard";
import { Stat } from "~/components/Stat";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { HuntProgress } from "~/features/stations/HuntProgress";
import { api } from "~/lib/trpc";
import { formatCount, formatDate, formatNumber } from "~/shared/format";
import classes from "./PersonPage.module.css";

const DIFFICULTY_LABELS = { easy: "Easy card", medium: "Medium card", hard: "Hard card" } as const;

/** /people/{userid}: a public person's points, badges, bingo cards and sustainability progress. */
export function PersonPage({ userId }: { userId: string }) {
  const { data } = api.people.person.useQuery({ userId });
  if (!data) return null;
  const { user, standing, achievements, sustainability } = data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{user.name}</Title>
        <Text>What {user.name} did at the festival.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label="Points" value={formatNumber(standing.total)} />
        <Stat
          label="Rank"
          value={standing.rank ? `#${standing.rank}` : "–"}
          hint={standing.rank ? `of ${formatNumber(standing.rankedUsers)}` : "not ranked yet"}
        />
        <Stat label="Achievements" value={`${achievements.length} / ${data.achievementCount}`} />
      </SimpleGrid>

      <SectionCard id="person-achievements" title="Achievements">
        {achievements.length === 0 ? (
          <Text c="dimmed">No achievements yet.</Text>
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
                  {formatDate(achievement.earnedAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="person-bingo" title="Fitness bingo">
        <Text>{user.name}’s three bingo cards, to look at:</Text>
        <Group gap="xs">
          {data.bingo.map((card) => (
            <Button key={card.difficulty} component={Link} href={card.href} variant="light">
              {DIFFICULTY_LABELS[card.difficulty]}
            </Button>
          ))}
        </Group>
      </SectionCard>

      <SectionCard id="person-sustainability" title="Sustainability">
        <HuntProgress progress={sustainability.stations} label={`Station hunt of ${user.name}`} />
        <Text>{formatCount(sustainability.bottlesRefilled, "bottle", "bottles")} refilled.</Text>
        <Anchor component={Link} href={sustainability.href} underline="always">
          {user.name}’s sustainability progress
        </Anchor>
      </SectionCard>
    </Stack>
  );
}
