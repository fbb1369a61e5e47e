import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { api } from "~/lib/trpc";
import { fetchedAlone } from "~/lib/deadline";
import { retryDelay, WALL_IMPACT_POLL_MS } from "./wall";

/**
 * The wall's interludes: the festival's figures and top teams (`care.wallImpact`), polled every
 * WALL_IMPACT_POLL_MS as useWallFeed polls the posts: one fetch at a time, a deadline on each,
 * unbatched, the last good answer kept through an outage. The key is tRPC's own, so the page's
 * server-side prefetch fills the first render.
 */
export function useWallImpact() {
  const utils = api.useUtils();
  return useQuery({
    queryKey: getQueryKey(api.care.wallImpact, undefined, "query"),
    queryFn: fetchedAlone((options) => utils.client.care.wallImpact.query(undefined, options)),
    refetchInterval: WALL_IMPACT_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: true,
    retryDelay,
  });
}
