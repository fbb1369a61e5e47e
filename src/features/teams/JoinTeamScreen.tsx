import "@mantine/core/styles/Paper.layer.css";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { SignInButtons } from "~/components/SignInButtons";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import type { ServerText } from "~/shared/i18n/server-text";
import { JOIN_CODE_LENGTH, teamPath } from "~/shared/teams/rules";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";

/** Why the join kept over sign-in did not happen: the server's words and their key. */
export type JoinRefusal = { message: string; text: ServerText | null };

/**
 * /teams/join/{code}, the invite link. A visitor signs in or creates an account and comes back
 * here (the remembered path), where the code kept over sign-in joins them at once (the page's
 * server side); someone signed in who opens a link confirms with a button.
 */
export function JoinTeamScreen({ code, refused }: { code: string; refused: JoinRefusal | null }) {
  const { loggedIn } = useSession();
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const t = useTranslations("teams");
  const word = useServerText();
  const join = api.teams.join.useMutation({
    onSuccess: async (result) => {
      announce(result.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(result.team.id));
    },
  });
  // The code is the one input: a check of it (a link with a mistyped code) is the code's check;
  // a refusal by key (no team has it, full, …) in the page's language.
  const error = join.error;
  const refusal = refused
    ? word(refused.text, refused.message)
    : error
      ? word(
          error.data?.text,
          error.data?.fieldErrors && "code" in error.data.fieldErrors
            ? t("checks.joinCode", { length: JOIN_CODE_LENGTH })
            : error.message,
        )
      : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t("invite.title")}</Title>
      <FormAlert message={refusal} />
      <Paper withBorder p="md" radius="md">
        {loggedIn ? (
          <Stack gap="sm">
            <Text>
              {t.rich("invite.withCode", {
                code,
                mono: (chunks) => (
                  <Text span fw={700} ff="monospace">
                    {chunks}
                  </Text>
                ),
              })}
            </Text>
            <Button
              onClick={() => join.mutate({ code })}
              loading={join.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              {t("invite.submit")}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>{t("invite.visitor")}</Text>
            <SignInButtons
              primary="register"
              signInLabel={t("signIn")}
              registerLabel={t("register")}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
