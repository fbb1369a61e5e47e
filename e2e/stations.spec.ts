import { expect, test } from "@playwright/test";
import { confirmRegistration, field, fillRegistration, signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations, snapshot } from "./fixtures";
import { createStation, decodeQr, HUNT, pathOf, unique } from "./stations-helpers";

test("an admin creates a station, sees its QR, and its printed card encodes the station link", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const label = `Recycling ${unique(testInfo.project.name)}`;
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/qr");
  await expect(page.getByRole("heading", { level: 1, name: "QR stations" })).toBeVisible();
  await expect(page.getByText("Compost corner", { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, "stations-admin");

  await page.getByRole("button", { name: "New station" }).click();
  const dialog = page.getByRole("dialog", { name: "New station" });
  await dialog.getByRole("button", { name: "Add station" }).click();
  await expect(dialog.getByText("At least 2 characters.")).toBeVisible();
  await field(dialog, "Station name").fill(label);
  await dialog.getByRole("button", { name: "Add station" }).click();
  await expect(page.getByText(`“${label}” was added. Print its code next.`)).toBeVisible();

  await page.getByRole("button", { name: `QR code of ${label}` }).click();
  const qr = page.getByRole("dialog", { name: `QR code: ${label}` });
  const image = qr.getByRole("img", { name: `QR code of ${label}` });
  await expect(image).toBeVisible();
  await expect(qr.getByRole("link", { name: "Download SVG" })).toHaveAttribute(
    "download",
    /^station-recycling-.*\.svg$/,
  );
  await expect(qr.getByRole("link", { name: "Download PNG" })).toHaveAttribute("href", /^blob:/);
  const url = (await qr.getByText(`${HUNT}?qr=`).textContent()) ?? "";
  expect(url.startsWith(`${baseURL}${HUNT}?qr=`)).toBe(true);
  expect(await decodeQr(await image.screenshot())).toBe(url);
  await checkScreen(page, testInfo, "stations-admin-qr");

  // The printable card of this station.
  await qr.getByRole("link", { name: "Print card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Station cards" })).toBeVisible();
  const card = page.getByRole("article", { name: `Card of ${label}` });
  await expect(card.getByRole("heading", { name: label })).toBeVisible();
  await expect(card).toContainText("Scan this code with your phone's camera");
  expect(await decodeQr(await card.getByRole("img").screenshot())).toBe(url);
  await checkScreen(page, testInfo, "stations-print-card");

  // The whole sheet, as printed: one card per page, no controls.
  await page.goto("/admin/qr/print");
  await expect(page.getByRole("article", { name: "Card of Compost corner" })).toBeVisible();
  await expect(page.getByRole("article", { name: `Card of ${label}` })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await snapshot(page, testInfo, "stations-print-sheet");
  await page.emulateMedia({ media: "screen" });

  // Deactivating takes the station out of the hunt; reactivating brings it back.
  await page.goto("/admin/qr");
  await page.getByRole("button", { name: `More for ${label}` }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const deactivated = page.getByText(`“${label}” is deactivated`);
  await expect(deactivated).toBeVisible();
  // The table shows the new state; the message goes away after its 3 s (it waits while a pointer
  // rests on it, and on a phone it sits over the lower rows' menus), then the menu offers the way
  // back.
  const row = page.getByRole("row").filter({ hasText: label });
  await expect(row).toContainText("Inactive");
  await page.mouse.move(0, 0);
  await expect(deactivated).toBeHidden({ timeout: 10_000 });
  await page.getByRole("button", { name: `More for ${label}` }).click();
  await page.getByRole("menuitem", { name: "Reactivate" }).click();
  await expect(page.getByText(`“${label}” is active again`)).toBeVisible();
});

test("a visitor opens a station link, registers, and finds the station credited once", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const label = `Compost ${unique(testInfo.project.name)}`;
  const url = await createStation(page, label);

  await page.goto(pathOf(url));
  await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
  await expect(page.getByText("You found a station of the sustainability hunt.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));
  const kept = (await page.context().cookies()).find((c) => c.name === "pending_scan");
  expect(kept).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(kept?.value).not.toContain(new URL(url).searchParams.get("qr"));
  await checkScreen(page, testInfo, "stations-visitor");

  await page
    .getByRole("region", { name: label })
    .getByRole("link", { name: "Create account" })
    .click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  const email = `stations-${unique(testInfo.project.name)}@festival.test`;
  await fillRegistration(page, "Sam Scanner", email, "a long password 123");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `We sent a link to ${email}`,
  );

  // The link from the mail, opened in the same browser: the address is confirmed, the person
  // signed in, and the station kept since the scan is credited (/authenticated).
  await confirmRegistration(page, email);
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));
  const credited = page.getByRole("status").filter({ hasText: `+10 points: ${label}` });
  await expect(credited.first()).toBeVisible();
  // Their first action: the achievement it earned is announced too.
  await expect(page.getByText("Achievement unlocked: First steps")).toBeVisible();
  const station = page.getByRole("listitem", { name: label });
  await expect(station).toContainText("Scanned on");
  await expect(page.getByText("1 of 8 stations scanned", { exact: true })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "pending_scan")).toBe(false);
  await checkScreen(page, testInfo, "stations-credited");

  // A reload claims nothing again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Station hunt" })).toBeVisible();
  await expect(page.getByText(`+10 points: ${label}`)).toHaveCount(0);
  await expect(page.getByText("1 of 8 stations scanned", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "My station hunt" })).toContainText("10 points");

  // The area overview.
  await page.goto("/challenge/sustainability");
  await expect(page.getByRole("heading", { level: 1, name: "Sustainability" })).toBeVisible();
  await expect(page.getByText("1 of 8 stations scanned", { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, "stations-overview");

  // My own progress page; others get a 404 while my profile is private.
  const me = (await (await page.request.get("/api/_auth/session")).json()) as {
    user: { id: string };
  };
  await page.goto(`/challenge/sustainability/${me.user.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sam Scanner: sustainability" }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: label })).toContainText("scanned on");
  await checkScreen(page, testInfo, "stations-public");
  const stranger = await browser.newPage();
  const hidden = await stranger.goto(`/challenge/sustainability/${me.user.id}`);
  expect(hidden?.status()).toBe(404);
  await expect(
    stranger.getByText(`Page Not Found: /challenge/sustainability/${me.user.id}`),
  ).toBeVisible();
  const malformed = await stranger.goto("/challenge/sustainability/not-a-user");
  expect(malformed?.status()).toBe(404);
  await expect(
    stranger.getByText("Page Not Found: /challenge/sustainability/not-a-user"),
  ).toBeVisible();
  await stranger.close();
});

test("a signed-in participant scans by link, then again, and sees when; bad links credit nothing", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const label = `Solar ${unique(testInfo.project.name)}`;
  const url = await createStation(page, label);
  await signIn(page, "participant@festival.test");

  await page.goto(pathOf(url));
  await expect(page.getByText(`+10 points: ${label}`).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));
  await expect(page.getByRole("listitem", { name: label })).toContainText("Scanned on");
  await checkScreen(page, testInfo, "stations-participant");

  await page.goto(pathOf(url));
  const again = page.getByRole("status").filter({ hasText: "You scanned this station on" });
  await expect(again).toBeVisible();
  await expect(again).toContainText(label);
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));

  await page.goto(`${HUNT}?qr=AAAAAAAAAAAAAAAAAAAAAAAA`);
  await expect(
    page.getByRole("alert").filter({ hasText: "We do not know this station code" }),
  ).toBeVisible();
  await page.goto(`${HUNT}?qr=<b>nope</b>`);
  await expect(
    page.getByRole("alert").filter({ hasText: "This station code is not valid." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));

  // Without a camera the scanner says how to scan instead.
  await page.getByRole("button", { name: "Scan a station code" }).click();
  await expect(page.getByText(/phone's own camera app/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signed-in participant's station link counts even when they leave the page at once", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const label = `Repair ${unique(testInfo.project.name)}`;
  const url = await createStation(page, label);
  await signIn(page, "participant@festival.test");

  // The next QR code scanned, or a back tap, before the page has even been shown: the server
  // claimed the code before it answered.
  await page.goto(pathOf(url), { waitUntil: "commit" });
  await page.goto("/faq");
  await page.goto(HUNT);
  await expect(page.getByRole("listitem", { name: label })).toContainText("Scanned on");
  await expect(page.getByText(`+10 points: ${label}`)).toHaveCount(0);
});
