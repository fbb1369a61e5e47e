import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REQUEST_DEADLINE_MS, withDeadline } from "./deadline";
import { refetchChanged } from "./live-updates";

/**
 * A screen's query whose answers the test releases one by one. With `deadline`, each fetch is
 * given up after REQUEST_DEADLINE_MS, as the live screens' queries are (`withDeadline`).
 */
function screenQuery(key: string, shown?: string, deadline = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (shown !== undefined) queryClient.setQueryData([key], shown);
  const calls: ((value: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: ({ signal }) => {
      const answer = (abort: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          calls.push(resolve);
          abort.addEventListener("abort", () => reject(new Error("given up")));
        });
      return deadline ? withDeadline(signal, REQUEST_DEADLINE_MS, answer) : answer(signal);
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  open.push(() => {
    unsubscribe();
    queryClient.clear();
  });
  return { queryClient, calls, data: () => queryClient.getQueryData([key]) };
}

const open: (() => void)[] = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a live event refetches what changed", () => {
  it("fetches once more after the screen's first fetch, which may have read before the change", async () => {
    const screen = screenQuery("announcements");
    expect(screen.calls).toHaveLength(1);

    // The change is published while the first fetch is out: that fetch read the old answer.
    const refetched = refetchChanged(screen.queryClient, ["announcements"]);
    await settle();
    expect(screen.calls).toHaveLength(1);
    screen.calls[0]?.("before");
    await settle();
    expect(screen.calls).toHaveLength(2);
    screen.calls[1]?.("after");
    await refetched;
    expect(screen.data()).toBe("after");
  });

  it("gathers the events that come during one fetch into one fetch after it", async () => {
    const screen = screenQuery("leaderboard", "shown");
    // Shown data is stale at once: the screen refetches it on mount.
    expect(screen.calls).toHaveLength(1);
    const events = [1, 2, 3].map(() => refetchChanged(screen.queryClient, ["leaderboard"]));
    await settle();
    expect(screen.calls).toHaveLength(1);
    screen.calls[0]?.("before");
    await settle();
    expect(screen.calls).toHaveLength(2);
    screen.calls[1]?.("after");
    await Promise.all(events);
    expect(screen.calls).toHaveLength(2);
    expect(screen.data()).toBe("after");
  });

  it("fetches at once when nothing is under way", async () => {
    const screen = screenQuery("wall");
    screen.calls[0]?.("first");
    await settle();
    const refetched = refetchChanged(screen.queryClient, ["wall"]);
    await settle();
    expect(screen.calls).toHaveLength(2);
    screen.calls[1]?.("changed");
    await refetched;
    expect(screen.data()).toBe("changed");
  });

  it("gets through a fetch that hangs once its deadline gives it up", async () => {
    vi.useFakeTimers();
    const screen = screenQuery("dashboard", undefined, true);
    expect(screen.calls).toHaveLength(1);
    // The first request never answers; an event comes meanwhile.
    const refetched = refetchChanged(screen.queryClient, ["dashboard"]);
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS - 1);
    expect(screen.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.calls).toHaveLength(2);
    screen.calls[1]?.("after");
    await refetched;
    expect(screen.data()).toBe("after");
  });
});
