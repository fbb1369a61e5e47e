import { ButtonLink } from "~/components/plain/ButtonLink";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { TapToUseLink } from "~/features/auth/TapToUseLink";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import type { ServerText } from "~/shared/i18n/server-text";
import { INBOX_PATH } from "~/shared/inbox/rules";

/**
 * The unsubscribe link of a digest mail (`/inbox/unsubscribe/{token}`), without signing in. The
 * digest stops on a deliberate tap, not on opening the page, so mail scanners cannot stop it.
 * `refusedText`: the page's refusal by message key (README "Languages").
 */
export function UnsubscribeDigest({
  token,
  refused,
  refusedText,
}: {
  token: string;
  refused?: string | null;
  refusedText?: ServerText | null;
}) {
  const t = useTranslations("inbox.unsubscribe");
  const word = useServerText();
  const unsubscribe = api.inbox.unsubscribe.useMutation();
  if (unsubscribe.data) {
    return (
      <div className={plain.stackMd}>
        <FormAlert
          color="teal"
          message={unsubscribe.data.unsubscribed ? t("stopped") : t("alreadyOff")}
        />
        <ButtonLink href={INBOX_PATH} variant="light" fullWidth>
          {t("openInbox")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <TapToUseLink
      hint={t("hint")}
      actionLabel={t("action")}
      retry={{ href: INBOX_PATH, label: t("openInbox") }}
      refused={refused && word(refusedText, refused)}
      pending={unsubscribe.isPending}
      error={unsubscribe.error && word(unsubscribe.error.data?.text, unsubscribe.error.message)}
      onTap={() => unsubscribe.mutate({ token })}
    />
  );
}
