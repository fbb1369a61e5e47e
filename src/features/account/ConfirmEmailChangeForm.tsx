import { ButtonLink } from "~/components/plain/ButtonLink";
import plain from "~/components/plain/plain.module.css";
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
      <div className={plain.stackMd}>
        <FormAlert color="teal" message={t("changed", { email: confirm.data.email })} />
        {session.loggedIn ? (
          <ButtonLink href="/account/personal" variant="filled" fullWidth>
            {t("back")}
          </ButtonLink>
        ) : (
          <ButtonLink href="/auth/login" variant="filled" fullWidth>
            {t("signIn")}
          </ButtonLink>
        )}
      </div>
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
