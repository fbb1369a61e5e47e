/**
 * Gaps of happy-dom that Mantine's components reach for, filled for component tests (a no-op in
 * the node environment of the other tests).
 */
if (typeof document !== "undefined" && !("fonts" in document)) {
  // Textarea's autosize listens for web fonts finishing to load.
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
