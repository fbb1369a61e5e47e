import { expect, test, type Page } from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { field, registerParticipant, signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations, snapshot } from "./fixtures";

const XSS = "<img src=x onerror=alert(1)>";

/** Fails the test if any script the page was not meant to run opens a dialog. */
function forbidDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

test("a note and an act go through moderation onto the wall and off it again, without reloads", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const stamp = `${project}-${Date.now()}`;
  const noteText = `Thanks for the tea ${stamp} ${XSS}`;
  const actText = `Shared my umbrella ${stamp}`;
  forbidDialogs(page);

  // The wall, open all along in its own browser, never reloaded.
  const wall = await (await browser.newContext()).newPage();
  forbidDialogs(wall);
  await wall.goto("/challenge/care/feed");
  await expect(wall.getByRole("heading", { level: 1, name: "Gratitude wall" })).toBeVisible();
  await expect(wall.getByRole("img", { name: /QR code to write a gratitude note/ })).toBeVisible();
  let wallLoads = 0;
  wall.on("load", () => (wallLoads += 1));

  // A participant writes a gratitude note and logs an act of giving.
  await registerParticipant(page, project, "Care Writer");
  await page.goto("/challenge/care/gratitude");
  await expect(
    page.getByRole("heading", { level: 1, name: "Write a gratitude note" }),
  ).toBeVisible();
  // A new profile is private: the wall would show "Anonymous", and the form says so.
  const preview = page.getByRole("region", { name: "Preview on the wall" });
  await expect(
    page.getByText(
      "Your profile is private, so the wall shows “Anonymous”. Make your profile public in Account to show your name.",
    ),
  ).toBeVisible();
  const accountLink = page.getByRole("main").getByRole("link", { name: "Account", exact: true });
  await expect(accountLink).toHaveAttribute("href", "/account/personal");
  await expect(page.getByRole("switch", { name: /^Post anonymously/ })).toHaveAccessibleDescription(
    /Your profile is private/,
  );
  await expect(preview.getByText("— Anonymous")).toBeVisible();
  await accountLink.click();
  await expect(page).toHaveURL(/\/account\/personal$/);
  await page.getByRole("switch", { name: /Public profile/ }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your personal data was saved.")).toBeVisible();
  await page.goto("/challenge/care/gratitude");
  await expect(page.getByText("The wall shows your name, Care Writer.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Gratitude", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: "Overview", exact: true })).not.toHaveAttribute(
    "aria-current",
  );
  await field(page, "To (optional)").fill("<b>the tea tent</b>");
  await field(page, "Message").fill(noteText);
  await expect(page.getByText(`${noteText.length} of 280 characters`)).toBeVisible();
  await expect(preview.getByText(noteText, { exact: true })).toBeVisible();
  await expect(preview.getByText("Thank you, <b>the tea tent</b>")).toBeVisible();
  await expect(preview.getByText("— Care Writer")).toBeVisible();
  await checkScreen(page, testInfo, "care-gratitude-form");
  await page.getByRole("button", { name: "Send" }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByText("Sent for review")).toBeVisible();
  await expect(field(page, "Message")).toHaveValue("");

  await page.goto("/challenge/care/joy-of-giving");
  await expect(page.getByRole("heading", { level: 1, name: "Log an act of giving" })).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Write a message.")).toBeVisible();
  await field(page, "Message").fill(actText);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Choose a category.")).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Sharing" });
  const anonymous = page.getByRole("switch", { name: /^Post anonymously/ });
  await anonymous.check();
  await expect(anonymous).toBeChecked();
  await expect(
    page.getByRole("region", { name: "Preview on the wall" }).getByText("— Anonymous"),
  ).toBeVisible();
  await expect(page.getByText("The wall shows “Anonymous” instead of your name.")).toBeVisible();
  await checkScreen(page, testInfo, "care-giving-form");
  await page.getByRole("button", { name: "Send" }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByText("Sent for review")).toBeVisible();

  // Pending posts are not on the wall.
  await expect(wall.getByText(noteText)).toHaveCount(0);

  // A moderator approves the note with the keyboard and rejects the act with a reason.
  const moderator = await (await browser.newContext()).newPage();
  forbidDialogs(moderator);
  await signIn(moderator, "moderator@festival.test");
  await moderator.goto("/challenge/care/moderation");
  await expect(moderator.getByRole("heading", { level: 1, name: "Care moderation" })).toBeVisible();
  await expect(moderator.getByText(/^Keyboard:/)).toContainText("A approve · R reject");
  const noteCard = moderator.getByRole("row").filter({ hasText: noteText });
  const actCard = moderator.getByRole("row").filter({ hasText: actText });
  await expect(noteCard).toBeVisible();
  await expect(actCard).toContainText("Anonymous on the wall");
  await checkScreen(moderator, testInfo, "care-moderation-queue");

  // J/K walk the queue; clicking a row makes it the current one.
  await noteCard.getByText(noteText).click();
  await expect(noteCard).toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("k");
  await expect(noteCard).not.toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("j");
  await expect(noteCard).toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("a");
  await expect(moderator.getByText("Approved: on the wall within seconds")).toBeVisible();
  await expect(noteCard).toHaveCount(0);

  await actCard.getByText(actText).click();
  await expect(actCard).toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("r");
  const dialog = moderator.getByRole("dialog", { name: "Reject 1 post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Give a reason.")).toBeVisible();
  await field(dialog, "Reason").fill("Lovely, but please name no one's umbrella brand");
  await expectNoAxeViolations(moderator);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(moderator.getByText("Rejected: the author sees your reason")).toBeVisible();
  await expect(actCard).toHaveCount(0);

  // The wall shows the approved note within 10 s, as literal text, without a reload, signed by
  // its author (public profile, not anonymous).
  const onWall = wall.getByText(noteText, { exact: true });
  await expect(onWall).toBeVisible({ timeout: 10_000 });
  await expect(
    wall.getByRole("region", { name: "Featured post" }).getByText("— Care Writer"),
  ).toBeVisible();
  // A new approval is featured at once (earlier runs may have left notes to the same name).
  await expect(
    wall.getByRole("region", { name: "Featured post" }).getByText("Thank you, <b>the tea tent</b>"),
  ).toBeVisible();
  await expect(wall.locator('img[src="x"]')).toHaveCount(0);
  await expect(wall.locator("b")).toHaveCount(0);
  await expect(wall.getByText(actText)).toHaveCount(0);
  await checkScreen(wall, testInfo, "care-wall-live");

  // The author sees the approval and the rejection with its reason.
  await page.goto("/challenge/care");
  await expect(page.getByRole("heading", { level: 1, name: "Gratitude and care" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Overview", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const mine = page.getByRole("region", { name: "My posts" });
  await expect(mine).toContainText("2 sent · 1 approved · 0 pending · 1 rejected");
  const myNote = mine.getByRole("article").filter({ hasText: noteText });
  await expect(myNote).toContainText("Approved");
  const myAct = mine.getByRole("article").filter({ hasText: actText });
  await expect(myAct).toContainText("Rejected");
  await expect(myAct).toContainText(
    "Moderator’s reason: Lovely, but please name no one's umbrella brand",
  );
  await checkScreen(page, testInfo, "care-overview");

  // The moderator unpublishes the note: it leaves the wall within 10 s, still without a reload.
  await moderator.getByRole("tab", { name: "On the wall" }).click();
  const published = moderator.getByRole("row").filter({ hasText: noteText });
  await expect(published).toBeVisible();
  await expectNoAxeViolations(moderator);
  await published.getByRole("button", { name: "Unpublish" }).click();
  const unpublishDialog = moderator.getByRole("dialog", { name: "Unpublish 1 post" });
  await field(unpublishDialog, "Reason").fill("Posted twice");
  await unpublishDialog.getByRole("button", { name: "Unpublish" }).click();
  await expect(moderator.getByText("Unpublished: off the wall within seconds")).toBeVisible();
  await expect(onWall).toHaveCount(0, { timeout: 10_000 });
  expect(wallLoads).toBe(0);

  await wall.context().close();
  await moderator.context().close();
});

test("sending posts too fast is refused next to Send, with the wait", async ({
  page,
}, testInfo) => {
  await registerParticipant(page, testInfo.project.name, "Quick Writer");
  // A burst of notes sent straight to the API, as a script would.
  for (let index = 0; index < 5; index++) {
    const note = { kind: "GRATITUDE", message: `Quick note ${index}`, anonymous: false };
    const sent = await page.request.post("/api/trpc/care.create", {
      data: superjson.serialize(note),
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await page.goto("/challenge/care/gratitude");
  await field(page, "Message").fill("One more, typed by hand");
  await page.getByRole("button", { name: "Send" }).click();
  const wait = page.getByRole("alert").filter({ hasText: "Too many posts in a short time" });
  await expect(wait).toHaveText(/^Too many posts in a short time: try again in \d+ seconds?\.$/);
  // Next to the button, and what was typed is kept.
  await expect(page.getByRole("button", { name: "Send" }).locator("xpath=..")).toContainText(
    "Too many posts",
  );
  await expect(field(page, "Message")).toHaveValue("One more, typed by hand");
  await checkScreen(page, testInfo, "care-form-wait");
});

test("a moderator's own post waits for another moderator", async ({ page, browser }, testInfo) => {
  const message = `My own note, ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, "moderator@festival.test");
  const note = { kind: "GRATITUDE", message, anonymous: false };
  const sent = await page.request.post("/api/trpc/care.create", {
    data: superjson.serialize(note),
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto("/challenge/care/moderation");
  const own = page.getByRole("row").filter({ hasText: message });
  await expect(own).toContainText("Your own post");
  await expect(own.getByText("Your own post: another moderator decides.")).toBeVisible();
  await expect(own.getByRole("button")).toHaveCount(0);
  await expect(own.getByRole("checkbox")).toBeDisabled();
  // The shortcut does not decide it either.
  await own.getByText(message).click();
  await expect(own).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("a");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your own post: another moderator decides." }),
  ).toBeVisible();
  await expect(own).toBeVisible();
  await checkScreen(page, testInfo, "care-moderation-own-post");
  // Straight to the API: refused, with the reason.
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ pageSize: 100 })));
  const queue = await page.request.get(`/api/trpc/moderation.care.queue?input=${input}`);
  const rows = z
    .object({
      result: z.object({
        data: z.object({
          json: z.object({ rows: z.array(z.object({ id: z.string(), message: z.string() })) }),
        }),
      }),
    })
    .parse(await queue.json()).result.data.json.rows;
  const postId = rows.find((row) => row.message === message)?.id ?? "";
  expect(postId).not.toBe("");
  const approval = await page.request.post("/api/trpc/moderation.care.decide", {
    data: superjson.serialize({ ids: [postId], decision: "approve" }),
  });
  expect(approval.status()).toBe(403);
  expect(await approval.text()).toContain("Someone else has to decide on your own post.");

  // Another moderator (the admin) decides on it.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@festival.test");
  await admin.goto("/challenge/care/moderation");
  const theirs = admin.getByRole("row").filter({ hasText: message });
  await theirs.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved: on the wall within seconds")).toBeVisible();
  await admin.context().close();
});

test("visitors see the care pages and a prompt to sign in; participants may not moderate", async ({
  page,
}, testInfo) => {
  await page.goto("/challenge/care");
  await expect(page.getByRole("heading", { level: 1, name: "Gratitude and care" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Write a gratitude note" })).toBeVisible();
  await checkScreen(page, testInfo, "care-overview-visitor");

  await page.goto("/challenge/care/joy-of-giving");
  await expect(page.getByText("Sign in to post")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/challenge/care/moderation");
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, "participant@festival.test");
  const response = await page.goto("/challenge/care/moderation");
  expect(response?.status()).toBe(403);

  // A participant reports a post on the wall they have not reported yet (one report per person;
  // both projects share this participant, so each one reports the next post).
  await page.goto("/challenge/care");
  const onWall = page.getByRole("region", { name: "On the wall now" });
  const articles = onWall.getByRole("article");
  await expect(onWall.getByRole("button", { name: "Report", exact: true }).first()).toBeVisible();
  const buttonTexts = await articles.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector("button")?.textContent ?? ""),
  );
  const post = articles.nth(buttonTexts.indexOf("Report"));
  await post.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report post" });
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Thank you: a moderator will take a look")).toBeVisible();
  await expect(post.getByRole("button", { name: "Reported" })).toBeDisabled();

  // The wall remembers it after a reload.
  await page.reload();
  await expect(post.getByRole("button", { name: "Reported" })).toBeDisabled();
  await snapshot(page, testInfo, "care-overview-reported");
});

test("the wall fills a 1920×1080 screen with large type and a QR code", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/challenge/care/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Gratitude wall" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured post" });
  await expect(featured).toBeVisible();
  const size = await featured
    .locator("p")
    .nth(2)
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole("status")).toContainText("Live");
  // Nothing on the wall is a link: nothing to click on a projector.
  await expect(page.getByRole("link")).toHaveCount(0);
  await checkScreen(page, testInfo, "care-wall-1920");
});
