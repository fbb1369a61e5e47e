import { expect, test } from "@playwright/test";
import { checkScreen } from "./fixtures";

// A genuine and a revoked serial are checked at the end of the certificate's journey in
// desk.spec.ts (the PDF's link opens this page).
test("a serial no certificate has is not found, and a malformed one is the 404 page", async ({
  page,
}, testInfo) => {
  const unknown = await page.goto("/certificates/verify/SC-2026-ZZZZ-ZZZZZZ");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate check" })).toBeVisible();
  await expect(page).toHaveTitle(
    "Certificate check · Community Festival challenges | Festival Challenges",
  );
  await expect(page.getByText("Not found", { exact: true })).toBeVisible();
  await expect(page.getByText(/^No certificate has this serial\./)).toBeVisible();
  await checkScreen(page, testInfo, "certificate-verify-unknown");

  const malformed = await page.goto("/certificates/verify/%3Cscript%3E");
  expect(malformed?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /certificates/verify/")).toBeVisible();
});
