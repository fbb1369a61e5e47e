import { Button, Group, Skeleton } from "@mantine/core";
import dynamic from "next/dynamic";
import Link from "next/link";
import { VISITOR_LINKS } from "~/lib/navigation";
import { useSession } from "~/lib/session";

const placeholder = () => <Skeleton height={36} width={72} radius="xl" aria-hidden="true" />;

// The menu (and its popover code) loads only for signed-in users: visitors never pay for it.
const AccountMenu = dynamic(() => import("./AccountMenu").then((module) => module.AccountMenu), {
  loading: placeholder,
});

/** Sign in / Create account for visitors; the account menu (by role) for signed-in users. */
export function UserMenu() {
  const { user, ready } = useSession();
  if (!ready) return placeholder();
  if (user) return <AccountMenu user={user} />;
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
