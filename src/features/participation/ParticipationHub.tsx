import "@mantine/core/styles/SimpleGrid.layer.css";
import dynamic from "next/dynamic";
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { AreaDot } from "~/components/shell/AreaDot";
import { areaOf } from "~/features/challenges/areas";
import { ChallengeItem } from "~/features/challenges/ChallengeItem";
import { MyProgressSummary } from "~/features/challenges/MyProgressSummary";
import { useJoinChallenge } from "~/features/challenges/useJoinChallenge";
import { AREA_WORDS } from "~/lib/navigation";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";

// The team card is a chunk of its own (still server-rendered), outside the page's first load.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

/**
 * My participation hub: total and rank, then every published challenge by area with my status,
 * progress and points; the ones I have not joined yet can be joined from here. Words: namespace
 * `participation`, the areas' names the shell's; the challenges' rows are the challenges area's.
 */
export function ParticipationHub() {
  const t = useTranslations();
  const list = api.challenge.list.useQuery();
  const mine = api.challenge.mine.useQuery();
  const { join, pendingId } = useJoinChallenge();
  if (!list.data || !mine.data) return null;
  const participations = new Map(mine.data.challenges.map((row) => [row.challengeId, row]));

  return (
    <Stack gap="lg">
      <Title order={1}>{t("participation.title")}</Title>
      <MyProgressSummary mine={mine.data} link={false} />
      <MyTeamCard />
      <Text>
        {t.rich("participation.intro", {
          link: (chunks) => (
            <Anchor component={Link} href="/achievements" underline="always">
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
      {AREA_ORDER.map((areaValue) => {
        const area = areaOf(areaValue);
        const summary = mine.data.areas.find((row) => row.area === areaValue);
        const challenges = list.data.filter((challenge) => challenge.area === areaValue);
        return (
          <Stack key={area.id} gap="sm" component="section" aria-labelledby={`area-${area.id}`}>
            <Group justify="space-between" align="baseline" gap="xs">
              <Group gap={8} wrap="nowrap">
                <AreaDot area={area} size={12} />
                <Title order={2} size="h3" id={`area-${area.id}`}>
                  {t(AREA_WORDS[area.id].name)}
                </Title>
              </Group>
              {summary && (
                <Text size="sm" c="dimmed">
                  {t("participation.summary", {
                    joined: summary.joined,
                    completed: summary.completed,
                    points: summary.points,
                  })}
                </Text>
              )}
            </Group>
            {challenges.length === 0 ? (
              <Text c="dimmed">{t("participation.empty")}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {challenges.map((challenge) => (
                  <ChallengeItem
                    key={challenge.id}
                    challenge={challenge}
                    participation={participations.get(challenge.id) ?? null}
                    signedIn
                    joining={pendingId === challenge.id}
                    onJoin={join}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
