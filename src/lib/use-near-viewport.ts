import { startTransition, useCallback, useRef, useState } from "react";

/** How far below the fold an element starts loading: about one phone screen of scrolling. */
const AHEAD = "300px";

/**
 * Whether an element has come near the viewport (and stays true once it has). For heavy pieces
 * below the fold, such as charts: the page does not load or render them until someone scrolls
 * towards them, and when they do, the render is a transition, which React splits into short tasks
 * instead of one long one. Without IntersectionObserver the answer is true at once.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watcher.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    watcher.observe(element);
    observer.current = watcher;
  }, []);
  return [ref, near];
}
