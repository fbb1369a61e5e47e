import { Button, Stack } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { TapToUseLink } from "~/features/auth/TapToUseLink";
import { useSession } from "~/lib/session";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import type { ServerText } from "~/shared/i18n/server-text";

/**
 * The link from the new mailbox. Like a sign-in link, it is used by a deliberate tap, not by
 * opening the page, so mail scanners and link previews cannot spend it. `refusedText`: the page's
 * refusal by message key.
 */
export function ConfirmEmailChangeForm({
  token,
  refused,
  refusedText,
}: {
  token: string;
  refused?: string | null;
  refusedText?: ServerText | null;
}) {
  const t = useTranslations("auth.confirmEmail");
  const word = useServerText();
  const session = useSession();
  const confirm = api.account.confirmEmailChange.useMutation({
    onSuccess: () => session.refresh(),
  });

  if (confirm.data) {
    return (
      <Stack gap="md">
        <FormAlert color="teal" message={t("changed", { email: confirm.data.email })} />
        {session.loggedIn ? (
          <Button component={Link} href="/account/personal" fullWidth>
            {t("back")}
          </Button>
        ) : (
          <Button component={Link} href="/auth/login" fullWidth>
            {t("signIn")}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <TapToUseLink
      hint={t("hint")}
      actionLabel={t("action")}
      retry={{ href: "/account/personal", label: t("retry") }}
      refused={refused && word(refusedText, refused)}
      pending={confirm.isPending}
      error={confirm.error && word(confirm.error.data?.text, confirm.error.message)}
      onTap={() => confirm.mutate({ token })}
    />
  );
}
