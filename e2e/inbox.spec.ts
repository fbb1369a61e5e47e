import { expect, test, type Page } from "@playwright/test";
import { field, MAIL_DIR, registerParticipant, signIn } from "./core-helpers";
import { waitForMail } from "./mail-server";
import { checkScreen, snapshot } from "./fixtures";

/** The header's bell: a link named with the unread count (README "Notification inbox"). */
const bellOf = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("a participant's care post is approved: the bell counts one, the inbox says approved, mark all read clears it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const noteText = `Thanks for the lanterns ${project}-${Date.now()}`;

  // A visitor has no bell.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await expect(bellOf(visitor)).toHaveCount(0);
  await visitor.context().close();

  // A participant joins a challenge: "First steps" lands in the inbox.
  await registerParticipant(page, project, "Inbox Reader");
  await page.goto("/");
  await page
    .getByRole("region", { name: "Arts" })
    .getByRole("button", { name: "Join Poem of the day" })
    .click();
  await expect(page.getByText("Achievement unlocked: First steps")).toBeVisible();
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Achievement earned: First steps" }),
  ).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName("Notifications, 1 unread");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText("Everything is read.")).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName("Notifications, none unread");

  // Then sends a gratitude note.
  await page.goto("/challenge/care/gratitude");
  await field(page, "Message").fill(noteText);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Sent for review")).toBeVisible();

  // A moderator approves it.
  const moderator = await (await browser.newContext()).newPage();
  await signIn(moderator, "moderator@festival.test");
  await moderator.goto("/challenge/care/moderation");
  const noteRow = moderator.getByRole("row").filter({ hasText: noteText });
  await noteRow.getByText(noteText).click();
  await expect(noteRow).toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("a");
  await expect(moderator.getByText("Approved: on the wall within seconds")).toBeVisible();
  await moderator.context().close();

  // The participant's bell counts one on the next page (and within 45 s on an open one).
  await page.goto("/challenge/care");
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bell).toHaveText("1");
  await page
    .getByRole("banner")
    .screenshot({ path: testInfo.outputPath(`inbox-bell-${project}.png`) });
  await snapshot(page, testInfo, "inbox-bell-page");
  // The header holds the bell without running out of room: the account menu stays on screen.
  const menu = page.getByRole("button", { name: "Account menu of Inbox Reader" });
  const box = await menu.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  // Opened with the keyboard, the inbox says the note was approved.
  await bell.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/inbox$/);
  const entry = page.getByRole("listitem").filter({ hasText: noteText.slice(0, 20) });
  await expect(entry).toContainText("was approved: it is on the wall.");
  await expect(entry).toContainText("New:");
  await expect(page.getByText("1 unread")).toBeVisible();
  await checkScreen(page, testInfo, "inbox-unread");

  // Mark all read clears the count, in the inbox and on the bell.
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText("Everything is read.")).toBeVisible();
  await expect(entry).not.toContainText("New:");
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await expect(page.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await checkScreen(page, testInfo, "inbox-read");
});

test("the daily e-mail digest is off by default; switched on it mails what is unread, and its link stops it without signing in", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const email = await registerParticipant(page, project, "Digest Reader");

  // Off by default; switched on in the inbox.
  await page.goto("/inbox");
  const digest = page.getByRole("switch", { name: /Daily e-mail digest/ });
  await expect(digest).toBeEnabled();
  await expect(digest).not.toBeChecked();
  // The switch shows the choice before the server has saved it: reload once it has.
  const saved = page.waitForResponse((response) => response.url().includes("inbox.setDigest"));
  await digest.check({ force: true });
  await expect(digest).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("switch", { name: /Daily e-mail digest/ })).toBeChecked();

  // Something happens: joining a challenge earns "First steps". The app's job (every 5 s in the
  // tests, hourly by default) mails the digest: the registration's mail was the first.
  await page.goto("/");
  await page
    .getByRole("region", { name: "Arts" })
    .getByRole("button", { name: "Join Poem of the day" })
    .click();
  await expect(page.getByText("Achievement unlocked: First steps")).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, email, 2, 30_000);
  expect(mail.subject).toBe("New in your Festival Challenges inbox");
  expect(mail.text).toContain("• Achievement earned: First steps");
  const unsubscribe = mail.text?.match(/Stop these mails: (\S+)/)?.[1] ?? "";
  expect(unsubscribe).toMatch(/\/inbox\?token=[A-Za-z0-9_-]{43}$/);

  // The link works without signing in, by a deliberate tap.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(unsubscribe);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Stop the inbox digest" }),
  ).toBeVisible();
  await checkScreen(visitor, testInfo, "inbox-unsubscribe");
  await visitor.getByRole("button", { name: "Stop the digest" }).click();
  await expect(visitor.getByText("The digest is off: no more of these mails.")).toBeVisible();
  // Opened again, the link says it is spent.
  await visitor.goto(unsubscribe);
  await expect(visitor.getByText(/This link no longer stops a digest/)).toBeVisible();
  // Without a link, the inbox is for signed-in people.
  await visitor.goto("/inbox");
  await expect(visitor).toHaveURL(/\/auth\/login$/);
  await visitor.context().close();

  await page.goto("/inbox");
  await expect(page.getByRole("switch", { name: /Daily e-mail digest/ })).not.toBeChecked();
});
