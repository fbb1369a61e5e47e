import { Button, Group, type MantineSize } from "@mantine/core";
import Link from "next/link";

type WayIn = "signIn" | "register";

const HREFS: Record<WayIn, string> = { signIn: "/auth/login", register: "/auth/register" };

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
  primary?: WayIn;
  signInLabel?: string;
  size?: MantineSize;
  gap?: MantineSize;
}) {
  const order: WayIn[] = primary === "signIn" ? ["signIn", "register"] : ["register", "signIn"];
  return (
    <Group gap={gap}>
      {order.map((way) => (
        <Button
          key={way}
          component={Link}
          href={HREFS[way]}
          size={size}
          variant={way === primary ? "filled" : "default"}
        >
          {way === "signIn" ? signInLabel : "Create account"}
        </Button>
      ))}
    </Group>
  );
}
