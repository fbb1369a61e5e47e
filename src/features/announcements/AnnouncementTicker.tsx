import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { fetchedAlone } from "~/lib/deadline";
import { useLiveRefetch } from "~/lib/live-updates";
import { api } from "~/lib/trpc";
import classes from "./AnnouncementTicker.module.css";

/** While the stream is down the ticker asks this often; with it up, once a minute as a net. */
const POLL_MS = 5_000;
const LIVE_POLL_MS = 60_000;
/** Several announcements take turns, each shown this long. */
export const TICKER_TURN_MS = 10_000;

/**
 * The announcements on the wall (README "Announcements"): a band along the bottom of the big
 * screen, one announcement at a time, urgent ones first and in red. Pushed: an edit or a
 * withdrawal shows within a second (`announcements.updates`), polled while the stream is down.
 * Nothing when there is none. Plain text, no links (nobody taps a wall). Its own words are in the
 * page's language (namespace "wall"); the announcement is the organisers' text, as written.
 */
export default function AnnouncementTicker({ className = "" }: { className?: string }) {
  const t = useTranslations("wall");
  const live = useLiveRefetch("announcements", getQueryKey(api.announcements.current));
  const utils = api.useUtils();
  const current = useQuery({
    queryKey: getQueryKey(api.announcements.current, undefined, "query"),
    // Unbatched, with a deadline: the band runs for days on the wall, a hung request must not
    // hold it (nor the stream's refetches, which wait for the fetch under way).
    queryFn: fetchedAlone((options) =>
      utils.client.announcements.current.query(undefined, options),
    ),
    refetchInterval: live ? LIVE_POLL_MS : POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  const items = current.data ?? [];
  const [turn, setTurn] = useState(0);
  const count = items.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTurn((value) => value + 1), TICKER_TURN_MS);
    return () => clearInterval(timer);
  }, [count]);

  const item = count > 0 ? items[turn % count] : undefined;
  if (!item) return null;
  return (
    <section className={`${className} ${classes.ticker}`} aria-label={t("ticker.label")}>
      <p key={item.id} className={classes.line} data-level={item.level}>
        <span className={classes.level}>
          {item.level === "URGENT" ? t("ticker.urgent") : t("ticker.announcement")}
        </span>
        <span className={classes.message}>{item.message}</span>
        {count > 1 && (
          <span className={classes.count}>
            {(turn % count) + 1}/{count}
          </span>
        )}
      </p>
    </section>
  );
}
