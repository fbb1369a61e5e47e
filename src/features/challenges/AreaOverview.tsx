import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { AreaDot } from "~/components/shell/AreaDot";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import { AREA_BLURBS, areaOf } from "./areas";
import { ChallengeItem } from "./ChallengeItem";
import { formatPoints } from "~/shared/format";
import { useJoinChallenge } from "./useJoinChallenge";

/**
 * The home page's areas: the four areas as cards with their published challenges; signed in,
 * my progress per area (my total and rank are above, in MyFestivalProgress). Data: challenge.list (and challenge.mine when signed in),
 * prefetched by prefetchHome in getServerSideProps so the first HTML is complete.
 */
export function AreaOverview() {
  const { user } = useSession();
  const signedIn = user !== null;
  const list = api.challenge.list.useQuery();
  const mine = api.challenge.mine.useQuery(undefined, { enabled: signedIn });
  const { join, pendingId } = useJoinChallenge();
  const participations = new Map(
    (signedIn ? (mine.data?.challenges ?? []) : []).map((row) => [row.challengeId, row]),
  );
  const challenges = list.data ?? [];

  return (
    <Stack gap="lg" component="section" aria-labelledby="areas-heading">
      <Title order={2} size="h3" id="areas-heading">
        The four areas
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {AREA_ORDER.map((areaValue) => {
          const area = areaOf(areaValue);
          const inArea = challenges.filter((challenge) => challenge.area === areaValue);
          const progress = signedIn ? mine.data?.areas.find((a) => a.area === areaValue) : null;
          return (
            <Card
              key={area.id}
              id={area.id}
              withBorder
              padding="lg"
              component="section"
              aria-label={area.name}
              style={{
                borderTop: `4px solid var(--mantine-color-${area.color}-6)`,
                scrollMarginTop: 80,
              }}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="baseline" gap="xs">
                  <Group gap={8} wrap="nowrap">
                    <AreaDot area={area} size={12} />
                    <Title order={3} size="h4">
                      {area.name}
                    </Title>
                  </Group>
                  {progress && (
                    <Text size="sm" c="dimmed">
                      {progress.completed} of {progress.challenges} completed ·{" "}
                      {formatPoints(progress.points)}
                    </Text>
                  )}
                </Group>
                <Text size="sm">{AREA_BLURBS[area.id]}</Text>
                {inArea.length === 0 ? (
                  <Text c="dimmed">No challenges here yet: check back soon.</Text>
                ) : (
                  inArea.map((challenge) => (
                    <ChallengeItem
                      key={challenge.id}
                      challenge={challenge}
                      participation={participations.get(challenge.id) ?? null}
                      signedIn={signedIn}
                      headingOrder={4}
                      joining={pendingId === challenge.id}
                      onJoin={join}
                    />
                  ))
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text>
        Points and achievements come with every challenge:{" "}
        <Anchor component={Link} href="/achievements" underline="always">
          see all achievements
        </Anchor>{" "}
        or the{" "}
        <Anchor component={Link} href="/global-dashboard" underline="always">
          festival dashboard
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
