import { IconSpeakerphone } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { ANNOUNCEMENT_POLL_MS, isDismissible } from "~/shared/announcements/rules";
import classes from "./AnnouncementBanner.module.css";
import { deviceStorage, readDismissed, rememberDismissed } from "./dismissed";

/** Only a path of this app is ever a link (the server checks it too). */
const isAppPath = (link: string | null): link is string =>
  link !== null && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");

/**
 * The organisers' announcements on every page (README "Announcements"), loaded after the page is
 * interactive. It lies over the top of the page, just under the header, so it pushes nothing
 * down; each shows two lines at most (mostly over the page's top padding) until tapped. An info
 * one can be closed (remembered on this device and, signed in, with the account), an urgent one
 * stays until it ends. It asks every 45 s while the page is visible, and at once when the page
 * comes back into view or the phone back online (React Query's focus and online). Plain text.
 */
export default function AnnouncementBanner() {
  const { loggedIn } = useSession();
  const t = useTranslations("shell.announcements");
  // Rendered in the browser only (ssr: false), so the device's list is there from the start.
  const [closed, setClosed] = useState<readonly string[]>(() => readDismissed(deviceStorage()));
  const current = api.announcements.current.useQuery(undefined, {
    refetchInterval: ANNOUNCEMENT_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    staleTime: 0,
    // Its own request: a page's offline answers are never held up by this one.
    trpc: { context: { skipBatch: true } },
  });
  const dismiss = api.announcements.dismiss.useMutation();
  const [open, setOpen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id]));

  const shown = (current.data ?? []).filter(
    (item) => !isDismissible(item.level) || (!item.dismissed && !closed.includes(item.id)),
  );
  if (shown.length === 0) return null;

  const close = (id: string) => {
    setClosed(rememberDismissed(deviceStorage(), id));
    // Best effort: the device remembers it anyway.
    if (loggedIn) dismiss.mutate({ id });
  };

  return (
    <section className={classes.banner} aria-label={t("region")}>
      {shown.map((item) => (
        <div key={item.id} className={classes.item} data-level={item.level}>
          {/* Two lines until tapped, so it covers little of the page below it; then all of it. */}
          <button
            type="button"
            className={classes.text}
            aria-expanded={open.includes(item.id)}
            onClick={() => toggle(item.id)}
          >
            {item.level === "URGENT" ? (
              <span className={classes.level}>{t("urgent")}</span>
            ) : (
              <>
                <IconSpeakerphone className={classes.icon} size={16} aria-hidden="true" />
                <span className={classes.hidden}>{t("announcement")}</span>
              </>
            )}{" "}
            {item.message}
          </button>
          {isAppPath(item.link) && (
            <Link href={item.link} className={classes.link}>
              {t("details")}
            </Link>
          )}
          {isDismissible(item.level) && (
            <button
              type="button"
              className={classes.close}
              aria-label={t("dismiss")}
              onClick={() => close(item.id)}
            >
              <span aria-hidden="true">{"✕"}</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
