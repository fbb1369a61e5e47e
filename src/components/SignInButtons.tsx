import { Button, Group, type MantineSize } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";

type WayIn = "signIn" | "register";

const HREFS: Record<WayIn, string> = { signIn: "/auth/login", register: "/auth/register" };

/**
 * A visitor's two ways in: sign in, or create an account. `primary` is the filled button and
 * comes first (a new visitor at a station is more likely to need an account). Its words are the
 * shell's ("Sign in", "Create account": every page has them) unless the page gives its own.
 */
export function SignInButtons({
  primary = "signIn",
  signInLabel,
  registerLabel,
  size,
  gap,
}: {
  primary?: WayIn;
  /** The sign-in button's words, when the page has its own ("Sign in and mark it"). */
  signInLabel?: string;
  /** The register button's words, when the page has its own. */
  registerLabel?: string;
  size?: MantineSize;
  gap?: MantineSize;
}) {
  const t = useTranslations("shell.links");
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
          {way === "signIn" ? (signInLabel ?? t("signIn")) : (registerLabel ?? t("register"))}
        </Button>
      ))}
    </Group>
  );
}
