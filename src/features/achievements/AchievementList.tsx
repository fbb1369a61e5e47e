import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDate } from "~/shared/format";
import { AchievementBadge } from "./AchievementBadge";

type Achievement = RouterOutputs["achievement"]["list"]["achievements"][number];

/**
 * One achievement: its badge, title and description (the festival's content, as written), and
 * its state, date, progress and holders in the page's language (namespace `achievements`).
 */
function AchievementCard({ achievement }: { achievement: Achievement }) {
  const t = useTranslations("achievements");
  const locale = useLocale();
  const earned = achievement.earnedAt !== null;
  const progress = achievement.progress;
  // A visitor sees what there is to earn; a signed-in user sees what is still locked.
  const locked = !earned && progress !== null;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={achievement.title}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <AchievementBadge
          achievementKey={achievement.key}
          title={achievement.title}
          state={earned ? "earned" : locked ? "locked" : "shown"}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Title order={3} size="h5">
              {achievement.title}
            </Title>
            {progress && (
              <Badge color={earned ? "grape" : "gray"} variant="light" style={{ flexShrink: 0 }}>
                {earned ? t("earned") : t("locked")}
              </Badge>
            )}
          </Group>
          <Text size="sm">{achievement.description}</Text>
          {achievement.earnedAt && (
            <Text size="sm" fw={600} c="grape.9">
              {t("earnedOn", { date: formatDate(achievement.earnedAt, locale) })}
            </Text>
          )}
          {!earned && progress && (
            <Stack gap={2}>
              <Progress
                value={
                  progress.target
                    ? (100 * Math.min(progress.current, progress.target)) / progress.target
                    : 0
                }
                aria-label={t("progressToward", { title: achievement.title })}
              />
              <Text size="xs" c="dimmed">
                {progress.target === null
                  ? t("notAvailable")
                  : t("progress", {
                      current: Math.min(progress.current, progress.target),
                      target: progress.target,
                    })}
              </Text>
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {t("holders", { count: achievement.holders })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** /achievements: every achievement; signed in, earned ones with their date, locked ones with progress. */
export function AchievementList() {
  const t = useTranslations("achievements");
  const { data } = api.achievement.list.useQuery();
  if (!data) return null;
  const earned = data.achievements.filter((a) => a.earnedAt !== null);
  const locked = data.achievements.filter((a) => a.earnedAt === null);

  return (
    <Stack gap="lg">
      <Title order={1}>{t("title")}</Title>
      {data.signedIn ? (
        <Text size="lg">
          {t("earnedCount", { earned: earned.length, total: data.achievements.length })}
        </Text>
      ) : (
        <Text size="lg">
          {t.rich("visitor", {
            link: (chunks) => (
              <Anchor component={Link} href="/auth/login" underline="always">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {data.signedIn && earned.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="earned-heading">
          <Title order={2} size="h3" id="earned-heading">
            {t("earnedHeading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {earned.map((achievement) => (
              <AchievementCard key={achievement.key} achievement={achievement} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="locked-heading">
        <Title order={2} size="h3" id="locked-heading">
          {data.signedIn ? t("lockedHeading") : t("allHeading")}
        </Title>
        {locked.length === 0 ? (
          <Text>{t("allEarned")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {locked.map((achievement) => (
              <AchievementCard key={achievement.key} achievement={achievement} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
