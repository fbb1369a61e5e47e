import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useLiveRefetch } from "~/lib/live-updates";
import { api } from "~/lib/trpc";
import { fetchedAlone } from "~/lib/deadline";
import { retryDelay, WALL_LIVE_POLL_MS, WALL_POLL_MS, wallFeedInput } from "./wall";

/**
 * The wall's data: the latest approved posts, refetched at each event of its live stream
 * (`care.feedUpdates`) and polled every 5 s while the stream is down (every minute while it is
 * up, in case an event was lost). React Query never runs two fetches of one
 * query at once (an interval tick during a slow or retrying request joins it), keeps the last
 * good answer on screen while the network is down, pauses while the browser is offline and
 * resumes by itself when it is back. Every request has a deadline and goes unbatched. The key is
 * tRPC's own, so the page's server-side prefetch fills the first render.
 */
export function useWallFeed() {
  const utils = api.useUtils();
  const queryKey = getQueryKey(api.care.feed, wallFeedInput, "query");
  const live = useLiveRefetch("wall", getQueryKey(api.care.feed));
  const query = useQuery({
    queryKey,
    queryFn: fetchedAlone((options) => utils.client.care.feed.query(wallFeedInput, options)),
    refetchInterval: live ? WALL_LIVE_POLL_MS : WALL_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: true,
    retryDelay,
  });
  return { ...query, live };
}
