import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import type { ServerText } from "~/shared/i18n/server-text";
import { TapToUseLink, useLinkRefusal } from "./TapToUseLink";
import { useSignedInRedirect } from "./useSignedInRedirect";

/** The refusals this page can meet, by key (`SIGN_IN_LINK`'s and the tries' limit). */
const REFUSALS = [
  "auth.server.signInLinkUnknown",
  "auth.server.signInLinkUsed",
  "auth.server.signInLinkExpired",
  "auth.server.tooManyAttempts",
] as const;

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
  const word = useLinkRefusal(REFUSALS);
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
