import { Button, Stack } from "@mantine/core";
import Link from "next/link";
import { FormAlert } from "~/components/FormAlert";
import { TapToUseLink } from "~/features/auth/TapToUseLink";
import { api } from "~/lib/trpc";
import { INBOX_PATH } from "~/shared/inbox/rules";

/**
 * The unsubscribe link of a digest mail (`/inbox/unsubscribe/{token}`), without signing in. The
 * digest stops on a deliberate tap, not on opening the page, so mail scanners cannot stop it.
 */
export function UnsubscribeDigest({ token, refused }: { token: string; refused?: string | null }) {
  const unsubscribe = api.inbox.unsubscribe.useMutation();
  if (unsubscribe.data) {
    return (
      <Stack gap="md">
        <FormAlert
          color="teal"
          message={
            unsubscribe.data.unsubscribed
              ? "The digest is off: no more of these mails."
              : "This digest was already off: no more of these mails."
          }
        />
        <Button component={Link} href={INBOX_PATH} variant="light" fullWidth>
          Open your inbox
        </Button>
      </Stack>
    );
  }
  return (
    <TapToUseLink
      hint="Tap the button and the daily digest of your inbox stops. You can switch it on again in your inbox."
      actionLabel="Stop the digest"
      retry={{ href: INBOX_PATH, label: "Open your inbox" }}
      refused={refused}
      pending={unsubscribe.isPending}
      error={unsubscribe.error?.message ?? null}
      onTap={() => unsubscribe.mutate({ token })}
    />
  );
}
