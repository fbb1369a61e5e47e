import { api } from "~/lib/trpc";
import { TapToUseLink } from "./TapToUseLink";
import { useSignedInRedirect } from "./useSignedInRedirect";

/**
 * The link is used up by a deliberate tap, not by opening the page, so that mail scanners and
 * link previews that fetch it cannot spend it.
 */
export function SignInLinkForm({ token, refused }: { token: string; refused?: string | null }) {
  const onSignedIn = useSignedInRedirect();
  const consume = api.auth.consumeSignInLink.useMutation({ onSuccess: onSignedIn });
  return (
    <TapToUseLink
      hint="Tap the button to finish signing in on this device."
      actionLabel="Finish signing in"
      retry={{ href: "/auth/login", label: "Ask for a new sign-in link" }}
      refused={refused}
      pending={consume.isPending}
      error={consume.error}
      onTap={() => consume.mutate({ token })}
    />
  );
}
