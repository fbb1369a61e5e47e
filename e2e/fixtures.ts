import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** Lets the fades and slides that are running finish. */
function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function analyze(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * The WCAG 2.2 A/AA violations on the current page, one line each ("rule: help at targets").
 * Fades and slides that are running finish first: axe would read a half-faded text's contrast,
 * which nobody reads. A toast can also start fading out while axe reads the page (seen once in CI:
 * a closing toast's text failed contrast); so a page with findings is read once more after its
 * animations have settled, and only what both readings find counts: a real fault is in both.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const first = await analyze(page);
  if (first.length === 0) return first;
  const second = await analyze(page);
  const ruleOf = (line: string) => line.slice(0, line.indexOf(":"));
  const again = new Set(second.map(ruleOf));
  return first.filter((line) => again.has(ruleOf(line)));
}

/** Fails the test on any WCAG 2.2 A/AA violation on the current page. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Keeps a full-page screenshot per viewport in test-results/, to look at what was built. With
 * `fullPage: false`, the screen only: a full-page screenshot resizes the viewport for a moment,
 * and on the phone an open popover (the account menu) is placed again and does not hold still
 * afterwards, so a test that goes on using it takes the screen only.
 */
export async function snapshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage,
  });
}

/** The check every finished screen gets: no accessibility violations, then its screenshot. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, name);
}

/**
 * Waits until a part that slides open is fully open and still: shown, no running animation on it
 * or its boxes up to `main`, and no box between clipping it. Mantine's Collapse grows for 200 ms
 * inside an `overflow: hidden` box; a click on a button in it half-open can be lost: Playwright
 * scrolls the clipping box to reach the button, the box's scroll snaps back as it grows, and the
 * press and the release land on different elements, so no click at all (seen in
 * e2e/arts.spec.ts: the poem's Submit sent nothing, the form kept its text).
 */
export async function expectFullyOpen(part: Locator) {
  await expect
    .poll(() =>
      part.evaluate((element) => {
        if (element.getBoundingClientRect().height === 0) return false;
        const main = element.closest("main");
        for (let box: Element | null = element; box && box !== main; box = box.parentElement) {
          if (box.getAnimations().length > 0) return false;
          const clips = getComputedStyle(box).overflowY !== "visible";
          if (box !== element && clips && box.scrollHeight > box.clientHeight + 1) return false;
        }
        return true;
      }),
    )
    .toBe(true);
}
