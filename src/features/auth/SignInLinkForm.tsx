import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { api } from "~/lib/trpc";
import type { ServerText } from "~/shared/i18n/server-text";
import { TapToUseLink } from "./TapToUseLink";
import { useSignedInRedirect } from "./useSignedInRedirect";

/**
 * The link is used up by a deliberate tap, not by opening the page, so that mail scanners and
 * link previews that fetch it cannot spend it. `refusedText`: the page's refusal by message key.
 */
export function SignInLinkForm({
  token,
  refused,
  refusedText,
}: {
  token: string;
  refused?: string | null;
  refusedText?: ServerText | null;
}) {
  const t = useTranslations("auth.signInLink");
  const word = useServerText();
  const onSignedIn = useSignedInRedirect();
  const consume = api.auth.consumeSignInLink.useMutation({ onSuccess: onSignedIn });
  return (
    <TapToUseLink
      hint={t("hint")}
      actionLabel={t("action")}
      retry={{ href: "/auth/login", label: t("retry") }}
      refused={refused && word(refusedText, refused)}
      pending={consume.isPending}
      error={consume.error && word(consume.error.data?.text, consume.error.message)}
      onTap={() => consume.mutate({ token })}
    />
  );
}
