import { expect, type Page } from "@playwright/test";
import { field } from "./core-helpers";

/** The demo festival's first water point. */
export const WATER_POINT = "Main stage fountain";

/**
 * At the refill desk (staff, in English, on /admin/sustainability-water-bottle-collections): find
 * the person by bottle code, typed as a person might (lower case, a space), and record `bottles`
 * at the main stage. Returns the form; the caller checks the outcome.
 */
export async function recordByCode(page: Page, code: string, name: string, bottles: 1 | 2 | 3 | 5) {
  await field(page, "Bottle code").fill(code.toLowerCase().replace("-", " "));
  await page.getByRole("button", { name: "Find code" }).click();
  const form = page.getByRole("form", { name: `Record a collection for ${name}` });
  await expect(form).toBeVisible();
  // Mantine's Select is a combobox (older versions: a read-only textbox).
  await form
    .getByRole("combobox", { name: "Water point" })
    .or(form.getByRole("textbox", { name: "Water point" }))
    .click();
  await page.getByRole("option", { name: WATER_POINT }).click();
  await form
    .getByRole("button", { name: `${bottles} bottle${bottles === 1 ? "" : "s"}`, exact: true })
    .click();
  await expect(
    form.getByRole("button", { name: `${bottles} bottle${bottles === 1 ? "" : "s"}`, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await form.getByRole("button", { name: "Record collection" }).click();
  return form;
}
