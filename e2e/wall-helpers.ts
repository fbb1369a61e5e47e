import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What the wall's screen specs share (e2e/wall-screens.spec.ts, e2e/wall-impact.spec.ts): the
 * check that nothing on the wall is cut or scrolls, and moving the wall's clock (Playwright's
 * `page.clock`, installed before the page loads) on until a slide is shown.
 */

/** How long each post is featured (ROTATE_MS in src/features/care/wall.ts). */
export const ROTATE_MS = 9_000;

/** Lets running fades finish and the fonts load, so that nothing is measured half-way. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Moves the wall's clock on, `step` at a time (a post's time unless given: an interlude lasts a
 * little longer, so this never skips one), until `slide` is on screen, then lets it settle.
 */
export async function showSlide(
  page: Page,
  slide: Locator,
  { step = ROTATE_MS, within = 30 * ROTATE_MS }: { step?: number; within?: number } = {},
) {
  for (let elapsed = 0; elapsed <= within; elapsed += step) {
    if ((await slide.count()) > 0) {
      await settle(page);
      return;
    }
    await page.clock.runFor(step);
  }
  throw new Error("The wanted slide was never shown");
}

/**
 * Everything that can be seen on the wall, with what is wrong with it: a box outside the viewport
 * or outside an ancestor that clips it, or a clipping box whose content overflows it.
 */
export async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    const main = document.querySelector("main");
    if (!main) return ["no main"];
    const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const inside = (
      inner: DOMRect,
      outer: { left: number; top: number; right: number; bottom: number },
    ) =>
      inner.left >= outer.left - 1 &&
      inner.top >= outer.top - 1 &&
      inner.right <= outer.right + 1 &&
      inner.bottom <= outer.bottom + 1;
    for (const element of [main, ...main.querySelectorAll("*")]) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility !== "visible" || box.width === 0 || box.height === 0) continue;
      if (!inside(box, viewport)) {
        problems.push(`${name(element)} at ${JSON.stringify(box)} is outside the viewport`);
        continue;
      }
      for (
        let parent = element.parentElement;
        parent && parent !== main.parentElement;
        parent = parent.parentElement
      ) {
        const clip = getComputedStyle(parent);
        if (clip.overflowX !== "visible" || clip.overflowY !== "visible") {
          if (!inside(box, parent.getBoundingClientRect())) {
            problems.push(`${name(element)} is cut by ${name(parent)}`);
            break;
          }
        }
      }
      if (
        (style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1) ||
        (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1)
      ) {
        problems.push(`${name(element)} hides part of its content`);
      }
    }
    return problems;
  });
}

export async function expectNothingCutOrScrolling(page: Page) {
  const scroll = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  expect(scroll.height, "the page scrolls vertically").toBeLessThanOrEqual(scroll.innerHeight);
  expect(scroll.width, "the page scrolls sideways").toBeLessThanOrEqual(scroll.innerWidth);
  expect(await layoutProblems(page)).toEqual([]);
  await expect(page.getByRole("img", { name: /QR code to write a gratitude note/ })).toBeInViewport(
    {
      ratio: 1,
    },
  );
}
