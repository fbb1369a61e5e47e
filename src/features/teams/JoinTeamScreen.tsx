import "@mantine/core/styles/Paper.layer.css";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useRouter } from "next/router";
import { FormAlert } from "~/components/FormAlert";
import { SignInButtons } from "~/components/SignInButtons";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { teamPath } from "~/shared/teams/rules";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";

/**
 * /teams/join/{code}, the invite link. A visitor signs in or creates an account and comes back
 * here (the remembered path), where the code kept over sign-in joins them at once (the page's
 * server side); someone signed in who opens a link confirms with a button.
 */
export function JoinTeamScreen({ code, refused }: { code: string; refused: string | null }) {
  const { loggedIn } = useSession();
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const join = api.teams.join.useMutation({
    onSuccess: async (result) => {
      announce(result.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(result.team.id));
    },
  });
  return (
    <Stack gap="lg">
      <Title order={1}>Join a team</Title>
      <FormAlert message={refused ?? join.error?.message ?? null} />
      <Paper withBorder p="md" radius="md">
        {loggedIn ? (
          <Stack gap="sm">
            <Text>
              You were invited to a team with the join code{" "}
              <Text span fw={700} ff="monospace">
                {code}
              </Text>
              .
            </Text>
            <Button
              onClick={() => join.mutate({ code })}
              loading={join.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              Join the team
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>
              You were invited to a team. Sign in or create an account: you join the team as soon as
              you are signed in on this device.
            </Text>
            <SignInButtons primary="register" />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
