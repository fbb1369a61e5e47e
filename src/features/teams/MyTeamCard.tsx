import "@mantine/core/styles/Paper.layer.css";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";
import { api } from "~/lib/trpc";
import { formatCount, formatDecimal, formatPoints } from "~/shared/format";
import { teamPath } from "~/shared/teams/rules";

/**
 * My team in a card (/teams, /profile, /participation): its name, rank, average and total; or,
 * without a team, `empty` (the forms on /teams, a link elsewhere).
 */
export function MyTeamCard({ empty }: { empty?: ReactNode }) {
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const team = mine.data.team;
  if (!team && empty !== undefined) return <>{empty}</>;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-team-heading">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-team-heading">
          My team
        </Title>
        {team ? (
          <>
            <Anchor component={Link} href={teamPath(team.id)} fw={700} size="lg">
              {team.name}
            </Anchor>
            <Text size="sm">
              {team.rank === null ? "Not ranked yet" : `Rank ${team.rank}`} · average{" "}
              {formatDecimal(team.average, 1)} · {formatPoints(team.total)} ·{" "}
              {formatCount(team.members, "member", "members")}
              {team.isCaptain ? " · you are the captain" : ""}
            </Text>
          </>
        ) : (
          <Text size="sm">
            You are not in a team.{" "}
            <Anchor component={Link} href="/teams" underline="always">
              Create or join one
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
