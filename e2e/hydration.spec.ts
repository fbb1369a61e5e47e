import { expect, test, type Page } from "@playwright/test";
import { field, registerParticipant } from "./core-helpers";

/**
 * The page hydrates in a transition (patches/README.md): in slices, after its first paint. What a
 * person does in the meantime must still count. These tests slow the phone's CPU so hydration
 * takes a while, act as soon as hydration has begun, and check (with Next's own
 * `beforeRender` mark and `Next.js-hydration` measure, read at the moment of the action) that the action did
 * come while the page was hydrating.
 */
const SLOW_CPU = 6;

/** Slows the page's CPU; returns how to give it its speed back (once the action is made). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_CPU });
  // Notes, for each input event, whether React had started and finished hydrating (capture phase
  // on window: before React's own listener on the page's root sees it). The first event of an
  // action is the one that counts: React hydrates the rest of the page at once when it sees it.
  await page.addInitScript(() => {
    const seen: { type: string; started: boolean; hydrated: boolean }[] = [];
    Object.assign(window, { __inputsDuringLoad: seen });
    for (const type of ["pointerdown", "mousedown", "touchstart", "input", "change", "click"])
      window.addEventListener(
        type,
        () =>
          seen.push({
            type,
            // Next marks "beforeRender" as it starts and clears it once it has measured hydration.
            started:
              performance.getEntriesByName("beforeRender").length > 0 ||
              performance.getEntriesByName("Next.js-hydration").length > 0,
            hydrated: performance.getEntriesByName("Next.js-hydration").length > 0,
          }),
        { capture: true },
      );
  });
  return () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

/** Opens a page and returns as soon as React has begun hydrating it. */
async function openWhileHydrating(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("beforeRender").length > 0, null, {
    polling: 10,
  });
}

/** The first input event of the page. */
async function firstInput(page: Page) {
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __inputsDuringLoad: { type: string; started: boolean; hydrated: boolean }[];
        }
      ).__inputsDuringLoad,
  );
  return seen[0];
}

test("a language chosen while the page hydrates is the one saved", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await registerParticipant(page, testInfo.project.name, "Hana Hydrate");
  const fullSpeed = await slowPhone(page);

  await openWhileHydrating(page, "/account/personal");
  const main = page.getByRole("main");
  // The stored values are in the first HTML: nothing replaces the choice afterwards.
  await expect(field(main, "Name")).toHaveValue("Hana Hydrate");
  await main.getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
  expect(await firstInput(page)).toEqual({ type: "input", started: true, hydrated: false });
  await fullSpeed();
  await page.getByRole("button", { name: "Save" }).click();
  // Saved: the page comes back in German, with German chosen.
  await expect(main.getByRole("combobox", { name: "Sprache" })).toHaveValue("de", {
    timeout: 20_000,
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("a bingo cell tapped while the card hydrates is marked and kept", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerParticipant(page, testInfo.project.name, "Hugo Hydrate");
  const fullSpeed = await slowPhone(page);

  await openWhileHydrating(page, "/challenge/fitness/bingo/easy");
  const task = page.getByRole("button", { name: "Stretch for 5 minutes", exact: true });
  await task.click();
  expect(await firstInput(page)).toMatchObject({ started: true, hydrated: false });
  await fullSpeed();
  await expect(task).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
  await expect(page.getByTestId("bingo-progress")).toHaveText("2 of 9 done, 0 lines");

  // Stored: still marked after a reload.
  await page.reload();
  await expect(task).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
});
