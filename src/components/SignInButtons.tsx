import { Button, Group, type MantineSize } from "@mantine/core";
import Link from "next/link";

/**
 * A visitor's two ways in: sign in, or create an account. `primary` is the filled button and
 * comes first (a new visitor at a station is more likely to need an account).
 */
export function SignInButtons({
  primary = "signIn",
  signInLabel = "Sign in",
  size,
  gap,
}: {
  primary?: "signIn" | "register";
  signInLabel?: string;
  size?: MantineSize;
  gap?: MantineSize;
}) {
  const variant = (button: typeof primary) => (button === primary ? "filled" : "default");
  const signIn = (
    <Button
      key="sign-in"
      component={Link}
      href="/auth/login"
      size={size}
      variant={variant("signIn")}
    >
      {signInLabel}
    </Button>
  );
  const register = (
    <Button
      key="register"
      component={Link}
      href="/auth/register"
      size={size}
      variant={variant("register")}
    >
      Create account
    </Button>
  );
  return <Group gap={gap}>{primary === "signIn" ? [signIn, register] : [register, signIn]}</Group>;
}
