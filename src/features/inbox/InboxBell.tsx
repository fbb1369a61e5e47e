import { Link } from "~/components/Link";
import { LineIcon } from "~/components/plain/LineIcon";
import { useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { bellBadge, INBOX_PATH, INBOX_POLL_MS } from "~/shared/inbox/rules";
import classes from "./InboxBell.module.css";

/**
 * The header's bell (README "Notification inbox"): a link to the inbox named with the unread
 * count. Loaded with next/dynamic by the account menu (itself loaded after the page is
 * interactive), so for signed-in people only and never in a page's first load. It asks for
 * the count every 45 s while the tab is visible (React Query pauses the interval in a hidden
 * tab) and again when the tab comes back or the network does: one index-only count. Its words
 * are the shell's (every page has them).
 */
export default function InboxBell() {
  const t = useTranslations("shell");
  const { user } = useSession();
  const unread = api.inbox.unread.useQuery(undefined, {
    enabled: Boolean(user),
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    staleTime: 10_000,
  });
  const count = unread.data?.unread ?? 0;
  const badge = bellBadge(count);
  // "Notifications, 2 unread", "…, none unread", "…, more than 99 unread".
  const name = unread.data
    ? count > 99
      ? t("inbox.bellMany")
      : t("inbox.bellUnread", { count })
    : t("inbox.bell");
  return (
    <Link href={INBOX_PATH} className={classes.bell} aria-label={name} title={name}>
      <LineIcon>
        <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
        <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
      </LineIcon>
      {badge && (
        <span className={classes.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
