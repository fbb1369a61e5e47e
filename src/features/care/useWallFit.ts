import { useLayoutEffect, useRef } from "react";
import { FIT_MAX_SCALE, largestFitting } from "./wall";

/**
 * Runs `fit` now, whenever the element's box changes size (the screen turned, the window
 * resized) and once the web fonts are in; the measuring runs before the browser paints.
 */
function useRefit<T extends HTMLElement>(key: string, fit: (element: T) => void) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const refit = () => {
      if (active) fit(element);
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(element);
    void document.fonts.ready.then(refit);
    return () => {
      active = false;
      observer.disconnect();
    };
    // `key` names the content to fit: a new one is measured again.
  }, [key, fit]);
  return ref;
}

/**
 * Sets the box's `--fit` to the largest text scale, up to `max`, at which nothing in it
 * overflows.
 */
function fitUpTo(box: HTMLElement, max: number) {
  const scale = largestFitting(
    (candidate) => {
      box.style.setProperty("--fit", String(candidate));
      return box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1;
    },
    { max },
  );
  box.style.setProperty("--fit", String(scale));
}

const shrinkOrGrow = (box: HTMLElement) => fitUpTo(box, FIT_MAX_SCALE);
const shrinkOnly = (box: HTMLElement) => fitUpTo(box, 1);

/**
 * Shows the list's children that fit in its height whole and hides the rest, in order: a card is
 * never cut in the middle, and one too tall to fit leaves room for the next.
 */
function showWhatFits(list: HTMLElement) {
  const cards = [...list.children].filter((child) => child instanceof HTMLElement);
  for (const card of cards) card.hidden = false;
  const bottom = list.getBoundingClientRect().bottom;
  for (const card of cards) {
    if (card.getBoundingClientRect().bottom > bottom + 0.5) card.hidden = true;
  }
}

/**
 * A box whose text (sized in em of `calc(… * var(--fit))`) takes the largest size at which all
 * of it fits: a long post shrinks, a short one grows a little into the space. With `grow: false`
 * it only shrinks: for what the server drew, where growing after hydration would move the text
 * the person already sees (a layout shift, CLS 0.021 on a phone in Lighthouse).
 */
export function useShrinkToFit<T extends HTMLElement>(key: string, { grow = true } = {}) {
  return useRefit<T>(key, grow ? shrinkOrGrow : shrinkOnly);
}

/** A list that shows only the children that fit whole; `key` changes with its children. */
export function useShowWhatFits<T extends HTMLElement>(key: string) {
  return useRefit<T>(key, showWhatFits);
}
