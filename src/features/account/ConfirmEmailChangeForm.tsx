import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { FormAlert } from "~/components/FormAlert";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";

/**
 * The link from the new mailbox. Like a sign-in link, it is used by a deliberate tap, not by
 * opening the page, so mail scanners and link previews cannot spend it.
 */
export function ConfirmEmailChangeForm({ token }: { token: string }) {
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
    <Stack gap="md">
      <FormAlert message={confirm.error?.message ?? null} />
      {confirm.error ? (
        <Text size="sm">
          <Anchor component={Link} href="/account/personal">
            Ask for the change again
          </Anchor>
        </Text>
      ) : (
        <Text>Tap the button to make this the email address of your account.</Text>
      )}
      <Button
        onClick={() => confirm.mutate({ token })}
        loading={confirm.isPending}
        disabled={!!confirm.error}
        fullWidth
      >
        Confirm new email address
      </Button>
    </Stack>
  );
}
