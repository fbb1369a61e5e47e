import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";

/**
 * The client of live streams, loaded only by the screens that have one (the wall, the
 * dashboard) after they are interactive: server-sent events need code no other page carries.
 * Subscriptions go over `EventSource` (with the last event id on every reconnect, and a
 * reconnect after the server's pings stop); anything else over plain HTTP.
 */
const url = "/api/trpc";
const client = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url, transformer: superjson }),
      false: httpLink({ url, transformer: superjson }),
    }),
  ],
});

export type LiveStream = "wall" | "leaderboard";

export type LiveHandlers = {
  /** Something changed: refetch. */
  onEvent(): void;
  /** Connected (true) or not (false): the screen polls while it is not. */
  onLive(live: boolean): void;
  /** The stream ended for good (refused, e.g. too many streams): the screen polls. */
  onEnd(): void;
};

/** Opens the stream; returns the function that closes it. */
export function openLiveStream(stream: LiveStream, handlers: LiveHandlers): () => void {
  const observer = {
    onData: () => handlers.onEvent(),
    onConnectionStateChange: (state: { state: "idle" | "connecting" | "pending" }) =>
      handlers.onLive(state.state === "pending"),
    onError: () => handlers.onEnd(),
    onComplete: () => handlers.onEnd(),
  };
  const subscription =
    stream === "wall"
      ? client.care.feedUpdates.subscribe(undefined, observer)
      : client.dashboard.globalUpdates.subscribe(undefined, observer);
  return () => subscription.unsubscribe();
}
