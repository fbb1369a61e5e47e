import { expect, test, type Locator, type Page } from "@playwright/test";
import { field, registerParticipant } from "./core-helpers";
import { expectFullyOpen, snapshot } from "./fixtures";

/**
 * Calm screens on a phone (R4): nothing moves the bingo grid while someone plays, and no
 * announcement covers what it announces (the bingo grid, the bottle code's QR, the Send button).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const ROW_ONE = ["Stretch for 5 minutes", "Walk 2,000 steps", "Dance to a whole song"];

type Box = { x: number; y: number; width: number; height: number };

/** Everything that announces: live regions, alerts and Mantine's toasts. */
const ANNOUNCERS = '[role="status"], [role="alert"], [aria-live], .mantine-Notification-root';

/**
 * The announcers whose box overlaps the target's (in the viewport, as the person sees it), other
 * than the target's own ancestors and descendants.
 */
async function coveringAnnouncers(page: Page, target: Locator): Promise<string[]> {
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ selector, element }) => {
      if (!element) return ["(target missing)"];
      const box = element.getBoundingClientRect();
      return Array.from(document.querySelectorAll(selector))
        .filter((node) => !node.contains(element) && !element.contains(node))
        .filter((node) => {
          const other = node.getBoundingClientRect();
          const style = getComputedStyle(node);
          if (style.visibility === "hidden" || style.display === "none") return false;
          const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          return width > 0 && height > 0;
        })
        .map((node) => `${node.getAttribute("role") ?? node.className}: ${node.textContent}`);
    },
    { selector: ANNOUNCERS, element: handle },
  );
}

/** Checks where the target is now and with the target scrolled to the bottom of the screen. */
async function expectNothingCovers(page: Page, target: Locator) {
  expect(await coveringAnnouncers(page, target)).toEqual([]);
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - window.innerHeight + 4);
  });
  expect(await coveringAnnouncers(page, target)).toEqual([]);
}

async function gridBox(grid: Locator): Promise<Box> {
  const box = await grid.boundingBox();
  if (!box) throw new Error("the grid is not shown");
  // Page coordinates: scrolling is not movement.
  const scrollY = await grid.page().evaluate(() => window.scrollY);
  return { ...box, y: box.y + scrollY };
}

test("playing bingo on a phone: the grid never moves and the announcements sit beside it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerParticipant(page, testInfo.project.name, "Cal Calm");
  await page.goto("/challenge/fitness/bingo/easy");
  const grid = page.getByRole("list", { name: /Fitness bingo: easy: 3 by 3 card/ });
  await expect(grid.getByRole("button")).toHaveCount(8);
  const status = page.getByTestId("bingo-announcement");
  // The announcement region is there from the first paint, empty until something happens.
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveText("");
  // Let the page settle (fonts, the deferred toast host), then watch every layout shift.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const shifts: { value: number; input: boolean; nodes: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        shifts.push({
          value: shift.value,
          input: shift.hadRecentInput,
          // What moved, to say so when the test fails.
          nodes: (shift.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName} ${source.node.textContent?.slice(0, 40)}`
              : (source.node?.textContent?.slice(0, 40) ?? "?"),
          ),
        });
      }
    }).observe({ type: "layout-shift" });
  });

  const start = await gridBox(grid);
  for (const task of ROW_ONE) {
    const cell = grid.getByRole("button", { name: task, exact: true });
    await cell.tap();
    await expect(cell).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("bingo-points")).not.toHaveText("Saving…");
    expect(await gridBox(grid), `the grid after tapping "${task}"`).toEqual(start);
  }
  // The line, then the achievement it earned: both in words in the status region.
  await expect(status).toContainText("Line complete: Row 1. +6 points");
  await expect(status).toContainText("Achievement unlocked: First line (easy)");
  await expect(page.getByTestId("bingo-progress")).toHaveText("4 of 9 done, 1 line");
  // Past the celebration and any late render.
  await page.waitForTimeout(2500);
  expect(await gridBox(grid), "the grid after the line").toEqual(start);
  const shifts = await page.evaluate(() =>
    "shifts" in window
      ? (window.shifts as { value: number; input: boolean; nodes: string[] }[])
      : [],
  );
  expect(shifts, "layout shifts during play (taps included)").toEqual([]);
  expect(await coveringAnnouncers(page, grid)).toEqual([]);
  await snapshot(page, testInfo, "calm-bingo-line");
  await expectNothingCovers(page, grid);
});

test("the bottle code's QR is not covered by the message that it is ready", async ({
  page,
}, testInfo) => {
  await registerParticipant(page, testInfo.project.name, "Quinn QR");
  await page.goto("/challenge/sustainability");
  await page.getByRole("button", { name: "Get my bottle code" }).click();
  const qr = page.getByRole("img", { name: /^QR code of bottle / });
  await expect(qr).toBeVisible();
  const section = page.getByRole("region", { name: "Refill challenge" });
  await expect(section.getByRole("status")).toContainText(/Your bottle code is [2-9A-Z]{4}-/);
  await qr.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "calm-bottle-code");
  await expectNothingCovers(page, qr);
});

test("“Sent for review” does not cover the Send button", async ({ page }, testInfo) => {
  await registerParticipant(page, testInfo.project.name, "Rory Review");
  await page.goto("/challenge/care/gratitude");
  await field(page, "Message").fill(`Thanks for the shade (${testInfo.project.name})`);
  const send = page.getByRole("button", { name: "Send" });
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Sent for review" })).toBeVisible();
  await expect(field(page, "Message")).toHaveValue("");
  await send.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "calm-care-sent");
  await expectNothingCovers(page, send);
});

test("a sent artwork's thank-you sits in its challenge, covering nothing", async ({
  page,
}, testInfo) => {
  await registerParticipant(page, testInfo.project.name, "Ada Arts");
  await page.goto("/challenge/arts");
  await page.getByRole("button", { name: "Submit your work for Festival sketch" }).click();
  const form = page.getByRole("form", { name: "Submit to Festival sketch" });
  await expectFullyOpen(form);
  await field(form, "Description").fill(`A calm sketch (${testInfo.project.name})`);
  await form.getByRole("button", { name: "Submit" }).click();
  const challenge = page.getByRole("region", { name: "Festival sketch" });
  await expect(
    challenge
      .getByRole("status")
      .filter({ hasText: /Thank you! Your submission to “Festival sketch”/ }),
  ).toBeVisible();
  const state = challenge.getByText("Your submission:");
  await state.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "calm-arts-sent");
  await expectNothingCovers(page, state);
});
