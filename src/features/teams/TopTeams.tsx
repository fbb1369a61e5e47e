import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { TeamLeaderboard } from "./TeamLeaderboard";

/** How many teams the global dashboard shows. */
export const TOP_TEAMS_SHOWN = 5;

/**
 * The top teams, for the global dashboard: the team leaderboard's first rows and a link to all.
 * The dashboard's page loads "teams".
 */
export function TopTeams() {
  const t = useTranslations("teams");
  const board = api.teams.leaderboard.useQuery({ limit: TOP_TEAMS_SHOWN });
  if (!board.data) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="top-teams-heading">
      <Title order={2} size="h3" id="top-teams-heading">
        {t("top.heading")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("top.intro")}{" "}
        <Anchor component={Link} href="/teams" underline="always">
          {t("top.all")}
        </Anchor>
      </Text>
      <TeamLeaderboard teams={board.data.teams} labelledBy="top-teams-heading" />
    </Stack>
  );
}
