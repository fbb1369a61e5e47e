import "@mantine/core/styles/SimpleGrid.layer.css";
import dynamic from "next/dynamic";
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { AreaDot } from "~/components/shell/AreaDot";
import { areaOf } from "~/features/challenges/areas";
import { ChallengeItem } from "~/features/challenges/ChallengeItem";
import { formatPoints } from "~/shared/format";
import { MyProgressSummary } from "~/features/challenges/MyProgressSummary";
import { useJoinChallenge } from "~/features/challenges/useJoinChallenge";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";

// The team card is a chunk of its own (still server-rendered), outside the page's first load.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

/**
 * My participation hub: total and rank, then every published challenge by area with my status,
 * progress and points; the ones I have not joined yet can be joined from here.
 */
export function ParticipationHub() {
  const list = api.challenge.list.useQuery();
  const mine = api.challenge.mine.useQuery();
  const { join, pendingId } = useJoinChallenge();
  if (!list.data || !mine.data) return null;
  const participations = new Map(mine.data.challenges.map((row) => [row.challengeId, row]));

  return (
    <Stack gap="lg">
      <Title order={1}>My challenges</Title>
      <MyProgressSummary mine={mine.data} link={false} />
      <MyTeamCard />
      <Text>
        Every challenge of the festival, by area. Points and progress come from what you did; see
        what they unlock on the{" "}
        <Anchor component={Link} href="/achievements" underline="always">
          achievements page
        </Anchor>
        .
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
                  {area.name}
                </Title>
              </Group>
              {summary && (
                <Text size="sm" c="dimmed">
                  {summary.joined} joined · {summary.completed} completed ·{" "}
                  {formatPoints(summary.points)}
                </Text>
              )}
            </Group>
            {challenges.length === 0 ? (
              <Text c="dimmed">No challenges in this area yet.</Text>
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
