import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { nextAchievement } from "~/features/achievements/next-achievement";
import { areaOf } from "~/features/challenges/areas";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AREA_WORDS } from "~/lib/navigation";
import classes from "./Home.module.css";

type AreaProgress = RouterOutputs["challenge"]["mine"]["areas"][number];

/** An area as a ring (completed share of its challenges) that opens the area. */
function AreaRing({ progress }: { progress: AreaProgress }) {
  const t = useTranslations();
  const area = areaOf(progress.area);
  const share = progress.challenges ? progress.completed / progress.challenges : 0;
  const color = `var(--mantine-color-${area.color}-6)`;
  return (
    <Link href={area.href} className={classes.areaLink} style={{ borderTopColor: color }}>
      <span
        className={classes.ring}
        style={{
          background: `conic-gradient(${color} ${share}turn, var(--mantine-color-default-border) 0)`,
        }}
        aria-hidden="true"
      >
        <span className={classes.ringFigure}>
          {progress.completed}/{progress.challenges}
        </span>
      </span>
      <Stack gap={0}>
        <Text fw={700}>{t(AREA_WORDS[area.id].name)}</Text>
        <Text size="sm">
          {t("home.mine.completed", {
            completed: progress.completed,
            challenges: progress.challenges,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("home.mine.joined", { joined: progress.joined, points: progress.points })}
        </Text>
      </Stack>
    </Link>
  );
}

/** Signed in, the home page's second part: my points and rank, a ring per area, my next badge. */
export function MyFestivalProgress() {
  const t = useTranslations("home.mine");
  const mine = api.challenge.mine.useQuery();
  const achievements = api.achievement.list.useQuery();
  if (!mine.data) return null;
  const next = achievements.data ? nextAchievement(achievements.data.achievements) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-progress-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="my-progress-heading">
          {t("heading")}
        </Title>
        <Anchor component={Link} href="/participation" fw={600}>
          {t("all")}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("points")}
          </Text>
          <Text fz={{ base: 20, sm: 28 }} fw={800} lh={1.2}>
            {t("total", { points: mine.data.total })}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("rank")}
          </Text>
          <Text fz={{ base: 20, sm: 28 }} fw={800} lh={1.2}>
            {mine.data.rank === null
              ? t("notRanked")
              : t("rankOf", { rank: mine.data.rank, ranked: mine.data.rankedUsers })}
          </Text>
        </Paper>
        {next?.progress?.target && (
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={t("next")}
            style={{ gridColumn: "span 2" }}
          >
            <Group gap="sm" wrap="nowrap">
              <AchievementBadge achievementKey={next.key} title={next.title} state="locked" />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t("nextLabel")}
                </Text>
                <Anchor component={Link} href="/achievements" fw={700}>
                  {next.title}
                </Anchor>
                <Progress
                  value={
                    (100 * Math.min(next.progress.current, next.progress.target)) /
                    next.progress.target
                  }
                  aria-label={t("progressToward", { title: next.title })}
                />
                <Text size="xs" c="dimmed">
                  {t("progressOf", {
                    current: Math.min(next.progress.current, next.progress.target),
                    target: next.progress.target,
                    description: next.description,
                  })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="nav" aria-label={t("areas")}>
        {mine.data.areas.map((progress) => (
          <AreaRing key={progress.area} progress={progress} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
