import dynamic from "next/dynamic";
import { useSession } from "~/lib/session";
import classes from "./InboxBellSlot.module.css";

// The bell and its polling load after the page is interactive: nothing of it in the first load.
const InboxBell = dynamic(() => import("~/features/inbox/InboxBell"), { ssr: false });

/** The bell's place in the header for signed-in people, its size kept while it loads. */
export function InboxBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <span className={classes.slot}>
      <InboxBell />
    </span>
  );
}
