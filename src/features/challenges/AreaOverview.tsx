import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { AreaDot } from "~/components/shell/AreaDot";
import { AREA_WORDS, type AreaId } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import type { MessageKey } from "~/shared/i18n/server-text";
import { areaOf } from "./areas";
import { ChallengeItem } from "./ChallengeItem";
import { useJoinChallenge } from "./useJoinChallenge";

/** One line under each area's name (README "Languages": keys as literals). */
const BLURBS = {
  fitness: "home.blurbs.fitness",
  arts: "home.blurbs.arts",
  sustainability: "home.blurbs.sustainability",
  care: "home.blurbs.care",
} as const satisfies Record<AreaId, MessageKey>;

/**
 * The home page's areas: the four areas as cards with their published challenges; signed in,
 * my progress per area (my total and rank are above, in MyFestivalProgress). Data: challenge.list (and challenge.mine when signed in),
 * prefetched by prefetchHome in getServerSideProps so the first HTML is complete.
 */
export function AreaOverview() {
  const t = useTranslations();
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
        {t("home.areasHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {AREA_ORDER.map((areaValue) => {
          const area = areaOf(areaValue);
          const name = t(AREA_WORDS[area.id].name);
          const inArea = challenges.filter((challenge) => challenge.area === areaValue);
          const progress = signedIn ? mine.data?.areas.find((a) => a.area === areaValue) : null;
          return (
            <Card
              key={area.id}
              id={area.id}
              withBorder
              padding="lg"
              component="section"
              aria-label={name}
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
                      {name}
                    </Title>
                  </Group>
                  {progress && (
                    <Text size="sm" c="dimmed">
                      {t("home.areaProgress", {
                        completed: progress.completed,
                        challenges: progress.challenges,
                        points: progress.points,
                      })}
                    </Text>
                  )}
                </Group>
                <Text size="sm">{t(BLURBS[area.id])}</Text>
                {inArea.length === 0 ? (
                  <Text c="dimmed">{t("home.noChallenges")}</Text>
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
        {t("home.more")}{" "}
        <Anchor component={Link} href="/achievements" underline="always">
          {t("home.moreAchievements")}
        </Anchor>{" "}
        {t("home.moreOr")}{" "}
        <Anchor component={Link} href="/global-dashboard" underline="always">
          {t("home.moreDashboard")}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
