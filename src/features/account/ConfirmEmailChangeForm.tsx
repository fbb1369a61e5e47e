import { Button, Stack } from "@mantine/core";
import Link from "next/link";
import { FormAlert } from "~/components/FormAlert";
import { TapToUseLink } from "~/features/auth/TapToUseLink";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";

/**
 * The link from the new mailbox. Like a sign-in link, it is used by a deliberate tap, not by
 * opening the page, so mail scanners and link previews cannot spend it.
 */
export function ConfirmEmailChangeForm({
  token,
  refused,
}: {
  token: string;
  refused?: string | null;
}) {
  const session = useSession();
  const confirm = api.account.confirmEmailChange.useMutation({
    onSuccess: () => session.refresh(),
  });

  if (confirm.data) {
    return (
      <Stack gap="md">
        <FormAlert
          color="teal"
          message={`Your email address is now ${confirm.data.email}. Other devices were signed out.`}
        />
        {session.loggedIn ? (
          <Button component={Link} href="/account/personal" fullWidth>
            Back to your personal data
          </Button>
        ) : (
          <Button component={Link} href="/auth/login" fullWidth>
            Sign in with your new address
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <TapToUseLink
      hint="Tap the button to make this the email address of your account."
      actionLabel="Confirm new email address"
      retry={{ href: "/account/personal", label: "Ask for the change again" }}
      refused={refused}
      pending={confirm.isPending}
      error={confirm.error}
      onTap={() => confirm.mutate({ token })}
    />
  );
}
