/**
 * Gaps of happy-dom that Mantine's components reach for, filled for component tests, and Testing
 * Library's wait (a no-op in the node environment of the other tests).
 */
if (typeof document !== "undefined" && !("fonts" in document)) {
  // Textarea's autosize listens for web fonts finishing to load.
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

/**
 * Component tests answer from a real tRPC server on PGlite: on a loaded machine (a CI run, or
 * Vitest beside Playwright) a round trip can take longer than Testing Library's default 1 s wait
 * (seen: the bingo card's third tap, `useToggleCell.test.tsx`). 5 s, well under the test timeout.
 */
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
