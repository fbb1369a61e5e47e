import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { api } from "~/lib/trpc";
import {
  retryDelay,
  WALL_POLL_MS,
  WALL_REQUEST_TIMEOUT_MS,
  wallFeedInput,
  withDeadline,
} from "./wall";

/**
 * The wall's data: the latest approved posts, polled. React Query never runs two fetches of one
 * query at once (an interval tick during a slow or retrying request joins it), keeps the last
 * good answer on screen while the network is down, pauses while the browser is offline and
 * resumes by itself when it is back. Every request has a deadline and goes unbatched. The key is
 * tRPC's own, so the page's server-side prefetch fills the first render.
 */
export function useWallFeed() {
  const utils = api.useUtils();
  return useQuery({
    queryKey: getQueryKey(api.care.feed, wallFeedInput, "query"),
    queryFn: ({ signal }) =>
      withDeadline(signal, WALL_REQUEST_TIMEOUT_MS, (deadline) =>
        utils.client.care.feed.query(wallFeedInput, {
          signal: deadline,
          context: { skipBatch: true },
        }),
      ),
    refetchInterval: WALL_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: true,
    retryDelay,
  });
}
