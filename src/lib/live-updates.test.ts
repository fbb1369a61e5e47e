import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refetchChanged } from "./live-updates";

/** A query function whose answers the test releases one by one. */
function controlledAnswers() {
  const calls: { resolve(value: string): void }[] = [];
  const queryFn = () =>
    new Promise<string>((resolve) => {
      calls.push({ resolve });
    });
  return { calls, queryFn };
}

describe("a live event refetches what changed", () => {
  it("fetches anew even while the screen's first fetch is under way (that one may have read before the change)", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { calls, queryFn } = controlledAnswers();
    const observer = new QueryObserver(queryClient, { queryKey: ["announcements"], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(calls).toHaveLength(1);

    // The change is published while the first fetch is out: that fetch read the old answer.
    const refetched = refetchChanged(queryClient, ["announcements"]);
    await Promise.resolve();
    calls[0]?.resolve("before");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
    calls[1]?.resolve("after");
    await refetched;
    expect(queryClient.getQueryData(["announcements"])).toBe("after");
    unsubscribe();
    queryClient.clear();
  });

  it("restarts a refetch of a query that already has data", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { calls, queryFn } = controlledAnswers();
    queryClient.setQueryData(["wall"], "shown");
    const observer = new QueryObserver(queryClient, { queryKey: ["wall"], queryFn });
    // Shown data is stale at once: the screen refetches it on mount.
    const unsubscribe = observer.subscribe(() => undefined);
    expect(calls).toHaveLength(1);
    const refetched = refetchChanged(queryClient, ["wall"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
    calls[1]?.resolve("after");
    await refetched;
    expect(queryClient.getQueryData(["wall"])).toBe("after");
    unsubscribe();
    queryClient.clear();
  });
});
