import { Anchor, Button, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { FormAlert } from "~/components/FormAlert";

/**
 * The page of a single-use link from a mail (sign in, confirm a new address). The link is used
 * up by a deliberate tap, not by opening the page, so that mail scanners and link previews that
 * fetch it cannot spend it. A refused link shows why and where to ask for a new one.
 */
export function TapToUseLink({
  hint,
  actionLabel,
  retry,
  pending,
  error,
  onTap,
}: {
  /** What tapping does, shown until the link is refused. */
  hint: string;
  actionLabel: string;
  /** Where to ask for a new link once this one is refused. */
  retry: { href: string; label: string };
  pending: boolean;
  error: { message: string } | null;
  onTap(): void;
}) {
  return (
    <Stack gap="md">
      <FormAlert message={error?.message ?? null} />
      {error ? (
        <Text size="sm">
          <Anchor component={Link} href={retry.href}>
            {retry.label}
          </Anchor>
        </Text>
      ) : (
        <Text>{hint}</Text>
      )}
      <Button onClick={onTap} loading={pending} disabled={!!error} fullWidth>
        {actionLabel}
      </Button>
    </Stack>
  );
}
