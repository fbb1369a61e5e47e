import "@mantine/core/styles/Paper.layer.css";
import { Paper, Stack, Text, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { SignInButtons } from "~/components/SignInButtons";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import type { ServerText } from "~/shared/i18n/server-text";

/** Why the join kept over sign-in did not happen: the server's words and their key. */
export type JoinRefusal = { message: string; text: ServerText | null };

// The signed-in person's confirmation (the join and what it earned): in the first HTML, its code
// after the page's own; a visitor never needs it.
const JoinConfirm = dynamic(() => import("./JoinConfirm").then((module) => module.JoinConfirm));

/**
 * /teams/join/{code}, the invite link. A visitor signs in or creates an account and comes back
 * here (the remembered path), where the code kept over sign-in joins them at once (the page's
 * server side); someone signed in who opens a link confirms with a button.
 */
export function JoinTeamScreen({ code, refused }: { code: string; refused: JoinRefusal | null }) {
  const { loggedIn } = useSession();
  const t = useTranslations("teams");
  const word = useServerText();
  return (
    <Stack gap="lg">
      <Title order={1}>{t("invite.title")}</Title>
      <FormAlert message={refused ? word(refused.text, refused.message) : null} />
      <Paper withBorder p="md" radius="md">
        {loggedIn ? (
          <JoinConfirm code={code} />
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
