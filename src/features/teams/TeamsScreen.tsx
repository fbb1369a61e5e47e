import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { SignInButtons } from "~/components/SignInButtons";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { MyTeamCard } from "./MyTeamCard";
import { CreateTeamForm, JoinTeamForm } from "./TeamForms";
import { TeamLeaderboard } from "./TeamLeaderboard";

/** /teams: my team (or the forms to create or join one), then the team leaderboard. */
export function TeamsScreen() {
  const t = useTranslations("teams");
  const { loggedIn } = useSession();
  const board = api.teams.leaderboard.useQuery({ limit: 50 });
  return (
    <Stack gap="lg">
      <Title order={1}>{t("title")}</Title>
      <Text>
        {t("intro")} {board.data ? t("rankingRule", { min: board.data.minRankedMembers }) : null}
      </Text>
      {loggedIn ? (
        <MyTeam />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text>{t("signInPrompt")}</Text>
            <SignInButtons signInLabel={t("signIn")} registerLabel={t("register")} />
          </Stack>
        </Paper>
      )}
      <Stack gap="sm" component="section" aria-labelledby="team-leaderboard-heading">
        <Title order={2} size="h3" id="team-leaderboard-heading">
          {t("leaderboard.heading")}
        </Title>
        {board.data && (
          <TeamLeaderboard teams={board.data.teams} labelledBy="team-leaderboard-heading" />
        )}
      </Stack>
    </Stack>
  );
}

function MyTeam() {
  const t = useTranslations("teams");
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const forms = mine.data.joiningClosed ? (
    <Text>{t("closed")}</Text>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder p="md" radius="md">
        <CreateTeamForm />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <JoinTeamForm />
      </Paper>
    </SimpleGrid>
  );
  return <MyTeamCard empty={forms} />;
}
