import { useTranslations } from "use-intl";
import plain from "~/components/plain/plain.module.css";
import { ButtonLink } from "~/components/plain/ButtonLink";

type WayIn = "signIn" | "register";

const HREFS: Record<WayIn, string> = { signIn: "/auth/login", register: "/auth/register" };

/**
 * A visitor's two ways in: sign in, or create an account. `primary` is the filled button and
 * comes first (a new visitor at a station is more likely to need an account). Its words are the
 * shell's ("Sign in", "Create account": every page has them) unless the page gives its own.
 * Plain markup (Mantine's Button look), so the pages that show it carry no Mantine component.
 */
export function SignInButtons({
  primary = "signIn",
  signInLabel,
  registerLabel,
  compact = false,
}: {
  primary?: WayIn;
  /** The sign-in button's words, when the page has its own ("Sign in and mark it"). */
  signInLabel?: string;
  /** The register button's words, when the page has its own. */
  registerLabel?: string;
  /** Closer together, inside a notice. */
  compact?: boolean;
}) {
  const t = useTranslations("shell.links");
  const order: WayIn[] = primary === "signIn" ? ["signIn", "register"] : ["register", "signIn"];
  return (
    <div className={compact ? plain.row : `${plain.row} ${plain.rowWide}`}>
      {order.map((way) => (
        <ButtonLink key={way} href={HREFS[way]} variant={way === primary ? "filled" : "default"}>
          {way === "signIn" ? (signInLabel ?? t("signIn")) : (registerLabel ?? t("register"))}
        </ButtonLink>
      ))}
    </div>
  );
}
