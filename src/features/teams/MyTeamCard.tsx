import "@mantine/core/styles/Paper.layer.css";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { teamPath } from "~/shared/teams/rules";

/**
 * My team in a card (/teams, /profile, /participation): its name, rank, average and total; or,
 * without a team, `empty` (the forms on /teams, a link elsewhere). The pages load "teams".
 */
export function MyTeamCard({ empty }: { empty?: ReactNode }) {
  const t = useTranslations("teams");
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const team = mine.data.team;
  if (!team && empty !== undefined) return <>{empty}</>;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-team-heading">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-team-heading">
          {t("mine.heading")}
        </Title>
        {team ? (
          <>
            <Anchor component={Link} href={teamPath(team.id)} fw={700} size="lg">
              {team.name}
            </Anchor>
            <Text size="sm">
              {t("mine.standing", {
                rank: team.rank === null ? "none" : String(team.rank),
                average: team.average,
                total: team.total,
                members: team.members,
                captain: team.isCaptain ? "yes" : "no",
              })}
            </Text>
          </>
        ) : (
          <Text size="sm">
            {t.rich("mine.none", {
              link: (chunks) => (
                <Anchor component={Link} href="/teams" underline="always">
                  {chunks}
                </Anchor>
              ),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
