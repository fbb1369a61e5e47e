import dynamic from "next/dynamic";
import { useTranslations } from "use-intl";
import { VISITOR_LINKS } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import classes from "./AppHeader.module.css";
import { LinkButton } from "./LinkButton";

/** Holds the menu's place while the session or the menu's code loads (Mantine Skeleton's look). */
const placeholder = () => <span className={classes.userPlaceholder} aria-hidden="true" />;

// The menu (and its popover code) loads only for signed-in users: visitors never pay for it.
const AccountMenu = dynamic(() => import("./AccountMenu").then((module) => module.AccountMenu), {
  loading: placeholder,
});

/** Sign in / Create account for visitors; the account menu (by role) for signed-in users. */
export function UserMenu() {
  const { user, ready } = useSession();
  const t = useTranslations();
  if (!ready) return placeholder();
  if (user) return <AccountMenu user={user} />;
  const [signIn, register] = VISITOR_LINKS;
  return (
    <div className={classes.tools}>
      {signIn && (
        <LinkButton href={signIn.href} variant="default">
          {t(signIn.label)}
        </LinkButton>
      )}
      {register && (
        <LinkButton href={register.href} variant="filled" className={classes.fromXl}>
          {t(register.label)}
        </LinkButton>
      )}
    </div>
  );
}
