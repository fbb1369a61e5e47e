import { Anchor, Text } from "@mantine/core";
import Link from "next/link";

/** For a visitor, where a signed-in person sees their own: "Sign in to {to}." */
export function SignInHint({ to }: { to: string }) {
  return (
    <Text size="sm">
      <Anchor component={Link} href="/auth/login">
        Sign in
      </Anchor>{" "}
      to {to}.
    </Text>
  );
}
