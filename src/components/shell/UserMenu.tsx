import { Button, Group, Skeleton } from "@mantine/core";
import dynamic from "next/dynamic";
import Link from "next/link";
import { VISITOR_LINKS } from "~/lib/navigation";
import { useSession } from "~/lib/session";

const placeholder = () => <Skeleton height={36} width={72} radius="xl" aria-hidden="true" />;

// The inbox's bell and its polling load after the page is interactive (README "Notification inbox").
const InboxBell = dynamic(() => import("~/features/inbox/InboxBell"), { ssr: false });

// The menu (and its popover code) loads only for signed-in users: visitors never pay for it.
const AccountMenu = dynamic(() => import("./AccountMenu").then((module) => module.AccountMenu), {
  loading: placeholder,
});

/**
 * Sign in / Create account for visitors; for signed-in users the inbox's bell (in a slot of its
 * size while it loads) and the account menu (by role).
 */
export function UserMenu() {
  const { user, ready } = useSession();
  if (!ready) return placeholder();
  if (user)
    return (
      <>
        {/* The bell's size from the start, so that nothing moves again when it arrives. */}
        <span style={{ display: "inline-flex", flex: "none", width: 34, height: 34 }}>
          <InboxBell />
        </span>
        <AccountMenu user={user} />
      </>
    );
  const [signIn, register] = VISITOR_LINKS;
  return (
    <Group gap="xs" wrap="nowrap">
      {signIn && (
        <Button component={Link} href={signIn.href} variant="default">
          {signIn.label}
        </Button>
      )}
      {register && (
        <Button component={Link} href={register.href} visibleFrom="xl">
          {register.label}
        </Button>
      )}
    </Group>
  );
}
