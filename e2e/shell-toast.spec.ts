import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, snapshot } from "./fixtures";

test.describe("modal and toast", () => {
  test("the modal opens above everything and closes with Escape", async ({ page }, testInfo) => {
    await page.goto("/test-modal");
    await page.getByRole("button", { name: "Open modal" }).click();
    const dialog = page.getByRole("dialog", { name: "A festival dialog" });
    await expect(dialog).toBeVisible();
    // The seed's overlay z-index.
    const zIndex = await page
      .locator(".mantine-Modal-overlay")
      .evaluate((overlay) => getComputedStyle(overlay).zIndex);
    expect(zIndex).toBe("2000");
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-modal");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened it.
    await expect(page.getByRole("button", { name: "Open modal" })).toBeFocused();
    await page.getByRole("button", { name: "Open modal" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a toast appears at the bottom and is gone after about 3 s", async ({ page }, testInfo) => {
    await page.goto("/test-modal");
    await page.getByRole("button", { name: "Open modal" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Confirmed." });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      // At the bottom of the screen, horizontally centred.
      expect(viewport.height - (box.y + box.height)).toBeLessThan(60);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
    }
    // Success colour by default: Mantine's green at the theme's shade 8.
    const color = await toast.evaluate((element) =>
      getComputedStyle(element).getPropertyValue("--notification-color").trim(),
    );
    expect(color).toBe("#2f9e44");
    await snapshot(page, testInfo, "shell-toast");
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 5_000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2_000);
    expect(visibleFor).toBeLessThan(4_500);
  });

  test("a toast shown before the toast host has loaded still appears", async ({ page }) => {
    // The host mounts when the browser is idle or at the first toast: never idle here, so the
    // first toast is what loads it, and the toast waits in the store until it is there.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto("/test-modal");
    await expect(page.getByRole("button", { name: "Show a snackbar" })).toBeVisible();
    await expect(page.locator(".mantine-Notifications-root")).toHaveCount(0);
    await page.getByRole("button", { name: "Show a snackbar" }).click();
    const snackbar = page.getByRole("alert").filter({ hasText: "A longer message" });
    await expect(snackbar).toBeVisible();
    await expect(snackbar.getByRole("button", { name: "Close notification" })).toBeVisible();
  });

  test("the toast host is drawn at the first toast, from code fetched while idle: it shows without signal too", async ({
    page,
    context,
  }) => {
    await page.goto("/test-modal");
    await expect(page.getByRole("button", { name: "Show a snackbar" })).toBeVisible();
    // Idle twice over: the host's code has been fetched by now, but nothing is drawn.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".mantine-Notifications-root")).toHaveCount(0);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Show a snackbar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "A longer message" })).toBeVisible();
    await context.setOffline(false);
  });

  test("a snackbar stays for about 5 s", async ({ page }) => {
    await page.goto("/test-modal");
    await page.getByRole("button", { name: "Show a snackbar" }).click();
    const snackbar = page.getByRole("alert").filter({ hasText: "A longer message" });
    await expect(snackbar).toBeVisible();
    const shownAt = Date.now();
    await expect(snackbar).toBeHidden({ timeout: 8_000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(4_000);
    expect(visibleFor).toBeLessThan(6_500);
  });
});
