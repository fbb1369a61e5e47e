import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { api } from "~/lib/trpc";
import { FormAlert } from "~/components/FormAlert";
import { useSignedInRedirect } from "./useSignedInRedirect";

/**
 * The link is used up by a deliberate tap, not by opening the page, so that mail scanners and
 * link previews that fetch it cannot spend it.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const onSignedIn = useSignedInRedirect();
  const consume = api.auth.consumeSignInLink.useMutation({ onSuccess: onSignedIn });
  return (
    <Stack gap="md">
      <FormAlert message={consume.error?.message ?? null} />
      {consume.error ? (
        <Text size="sm">
          <Anchor component={Link} href="/auth/login">
            Ask for a new sign-in link
          </Anchor>
        </Text>
      ) : (
        <Text>Tap the button to finish signing in on this device.</Text>
      )}
      <Button
        onClick={() => consume.mutate({ token })}
        loading={consume.isPending}
        disabled={!!consume.error}
        fullWidth
      >
        Finish signing in
      </Button>
    </Stack>
  );
}
