import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { whenIdleAfterLoad } from "~/lib/analytics";
import { clientOnly } from "~/lib/client-only";
import { VISITOR_LINKS } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import type { SessionUserPayload } from "~/shared/session";
import { AccountTrigger } from "./AccountTrigger";
import classes from "./AppHeader.module.css";
import { LinkButton } from "./LinkButton";

/** Holds the menu's place while the session loads (Mantine Skeleton's look). */
const placeholder = () => <span className={classes.userPlaceholder} aria-hidden="true" />;

// The menu's code (Mantine's Menu and its popover, ≈ 45 kB gzip) is in no page's first load: the
// server draws its button in plain markup; the code loads when the browser is idle after the
// first paint, or at the first tap, and the menu then opens. Visitors never load it. Without
// signal and not yet cached, a load fails quietly and the button stays: the next tap tries again
// (a failed chunk that reached React or the window would reload the page, `chunk-reload`).
const loadAccountMenu = () => import("./AccountMenu").then((module) => module.default);
type AccountMenuComponent = Awaited<ReturnType<typeof loadAccountMenu>>;

// The inbox's bell and its polling load after the page is interactive (README "Notification
// inbox").
const InboxBell = clientOnly(() => import("~/features/inbox/InboxBell"));

function SignedInTools({ user }: { user: SessionUserPayload }) {
  // The menu's component once the person has opened it: until then the plain button stands in.
  const [AccountMenu, setAccountMenu] = useState<AccountMenuComponent | null>(null);
  useEffect(() => whenIdleAfterLoad(() => void loadAccountMenu().catch(() => undefined)), []);
  const open = () =>
    void loadAccountMenu().then(
      (menu) => setAccountMenu(() => menu),
      () => undefined,
    );
  return (
    <>
      <span className={classes.bellSlot}>
        <InboxBell />
      </span>
      {AccountMenu ? (
        <AccountMenu user={user} target={<AccountTrigger name={user.name} />} openOnMount />
      ) : (
        <AccountTrigger name={user.name} aria-expanded={false} onClick={open} />
      )}
    </>
  );
}

/** Sign in / Create account for visitors; the account menu (by role) for signed-in users. */
export function UserMenu() {
  const { user, ready } = useSession();
  const t = useTranslations();
  if (!ready) return placeholder();
  if (user) return <SignedInTools user={user} />;
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
