import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { z } from "zod";
import { field, registerParticipant, signIn } from "./core-helpers";
import { expectFullyOpen, expectNoAxeViolations, snapshot } from "./fixtures";
import { e2eMailDir, firstLink, waitForMail } from "./mail-server";

const mailDir = e2eMailDir(Number(process.env.E2E_PORT ?? 3100));

/** A small picture, as a phone would upload it: a JPEG with a GPS position in its EXIF. */
async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#8e44ad" },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 500, height: 300, channels: 3, background: "#f1c40f" },
        })
          .png()
          .toBuffer(),
        left: 350,
        top: 300,
      },
    ])
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1" } })
    .toBuffer();
}

async function asModerator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, "moderator@festival.test");
  return page;
}

/** A visitor's plain request (no cookies) for a media URL. */
async function visitorStatus(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const response = await context.request.get(url);
  await context.close();
  return response.status();
}

test("an artwork goes from a phone through moderation into the public gallery", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const artist = `Artist ${project} ${Date.now() % 100_000}`;
  await registerParticipant(page, project, artist);

  await page.goto("/challenge/arts");
  await expect(page.getByRole("heading", { level: 1, name: "Arts" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit your work for Festival sketch" }).click();
  const form = page.getByRole("form", { name: "Submit to Festival sketch" });
  await expectFullyOpen(form);
  const description = `The main stage at dusk, seen from the hill (${artist})`;
  await field(form, "Description").fill(description);
  await expect(form.getByText(`${description.length} / 2000 characters`)).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Choose an image" }).click();
  await (
    await chooser
  ).setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(form.getByRole("img", { name: "Preview of IMG_2041.jpg" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "arts-submit-form");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(/Thank you! Your submission to “Festival sketch”/)).toBeVisible();

  const mine = page.getByRole("listitem").filter({ hasText: description });
  await expect(mine.getByText("Pending")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Festival sketch" }).getByText("Pending"),
  ).toBeVisible();
  const thumbnail = mine.locator("img");
  const mediaPath = (await thumbnail.getAttribute("src")) ?? "";
  expect(mediaPath).toMatch(/^\/api\/media\/[a-z0-9]+\?size=thumb$/);
  const fullPath = mediaPath.replace("?size=thumb", "");
  // The owner sees their pending work; a visitor gets nothing.
  expect((await page.request.get(fullPath)).status()).toBe(200);
  expect(await visitorStatus(browser, fullPath)).toBe(404);
  expect(await visitorStatus(browser, mediaPath)).toBe(404);
  await snapshot(page, testInfo, "arts-pending");

  // A poem without an image, which the moderator will reject with a reason.
  await page.getByRole("button", { name: "Submit your work for Poem of the day" }).click();
  const poemForm = page.getByRole("form", { name: "Submit to Poem of the day" });
  await expectFullyOpen(poemForm);
  const poem = `Roses are red (${artist})`;
  await field(poemForm, "Description").fill(poem);
  await poemForm.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: poem }).getByText("Pending"),
  ).toBeVisible();

  // The moderator approves the sketch and rejects the poem.
  const moderator = await asModerator(browser);
  await moderator.goto("/submissions/moderation");
  await expect(moderator.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
  await expect(moderator.getByText(description)).toBeVisible();
  await expectNoAxeViolations(moderator);
  await snapshot(moderator, testInfo, "submissions-moderation");
  await moderator
    .getByRole("button", { name: `Approve the submission by ${artist} to Festival sketch` })
    .click();
  await expect(moderator.getByText("Approved 1 submission.")).toBeVisible();
  await expect(moderator.getByText(description)).toBeHidden();
  await moderator
    .getByRole("button", { name: `Reject the submission by ${artist} to Poem of the day` })
    .click();
  const dialog = moderator.getByRole("dialog", { name: "Reject 1 submission" });
  await field(dialog, "Reason").fill("Please write at least three lines.");
  await expectNoAxeViolations(moderator);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(moderator.getByText("Rejected 1 submission.")).toBeVisible();
  await moderator.context().close();

  // The author sees the decision and the reason.
  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: description }).getByText("Approved"),
  ).toBeVisible();
  const rejected = page.getByRole("listitem").filter({ hasText: poem });
  await expect(rejected.getByText("Rejected")).toBeVisible();
  await expect(rejected.getByText("Please write at least three lines.")).toBeVisible();
  await snapshot(page, testInfo, "arts-decided");

  // A visitor finds it in the gallery (newest approval first) and opens it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/challenge/arts");
  await expect(visitor.getByRole("heading", { level: 2, name: "Gallery" })).toBeVisible();
  await visitor
    .getByRole("button", { name: /^Festival sketch by .*: open$/ })
    .first()
    .click();
  const lightbox = visitor.getByRole("dialog");
  await expect(lightbox.getByText(description)).toBeVisible();
  const artwork = lightbox.getByRole("img", { name: /^Festival sketch by / });
  await expect(artwork).toBeVisible();
  // The image really arrived through /api/media/{id}.
  await expect
    .poll(() =>
      artwork.evaluate((element) =>
        element instanceof HTMLImageElement ? element.naturalWidth : 0,
      ),
    )
    .toBe(1200);
  await expectNoAxeViolations(visitor);
  await snapshot(visitor, testInfo, "arts-gallery-lightbox");
  // The lightbox (loaded on this first open) closes with Escape and gives focus back.
  await visitor.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(
    visitor.getByRole("button", { name: /^Festival sketch by .*: open$/ }).first(),
  ).toBeFocused();
  expect(await visitorStatus(browser, fullPath)).toBe(200);
  await visitor.context().close();
});

test("a moderator's own submission waits for another moderator", async ({ browser }, testInfo) => {
  const project = testInfo.project.name;
  // One open submission per person and challenge: each project uses its own challenge.
  const slug = project === "phone" ? "poem-of-the-day" : "photo-story";
  const text = `The moderator's own work (${project})`;
  const moderator = await asModerator(browser);
  const origin = new URL(moderator.url()).origin;
  const challengeId = z
    .object({ result: z.object({ data: z.object({ json: z.object({ id: z.string() }) }) }) })
    .parse(
      await (
        await moderator.request.get(
          "/api/trpc/challenge.bySlug?input=" +
            encodeURIComponent(JSON.stringify({ json: { slug } })),
        )
      ).json(),
    ).result.data.json.id;
  const sent = await moderator.request.post("/api/trpc/submission.create", {
    headers: { origin },
    multipart: { challengeId, text },
  });
  // 409: still open from an earlier attempt of this test.
  expect([200, 409], await sent.text()).toContain(sent.status());

  await moderator.goto("/submissions/moderation");
  const own = moderator.getByRole("row").filter({ hasText: text });
  await expect(own.getByText("Your own submission: another moderator decides.")).toBeVisible();
  await expect(own.getByRole("button", { name: /^(Approve|Reject)/ })).toHaveCount(0);
  await expect(own.getByRole("checkbox")).toBeDisabled();
  // Selecting every submission on the page leaves it out.
  await moderator.getByRole("checkbox", { name: "Select every submission on this page" }).check();
  await expect(own.getByRole("checkbox")).not.toBeChecked();
  await moderator.getByRole("checkbox", { name: "Select every submission on this page" }).uncheck();
  // Nor do the shortcuts decide it.
  await own.getByText(text).click();
  await expect(own).toHaveAttribute("aria-current", "true");
  await moderator.keyboard.press("a");
  await expect(
    moderator
      .getByRole("alert")
      .filter({ hasText: "Your own submission: another moderator decides." }),
  ).toBeVisible();
  await expectNoAxeViolations(moderator);
  await snapshot(moderator, testInfo, "submissions-own");

  // At the help desk, their own pending work shows who decides instead of "Approve".
  await moderator.goto("/participation/person");
  await field(moderator, "Find a person").fill("moderator@festival.test");
  await moderator
    .getByRole("listitem")
    .filter({ hasText: "moderator@festival.test" })
    .getByRole("button", { name: /^Open / })
    .click();
  const waiting = moderator.getByRole("listitem").filter({ hasText: text });
  await expect(waiting.getByText("Your own submission: another moderator decides.")).toBeVisible();
  await expect(waiting.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(moderator);

  // Straight to the API: refused. Another moderator (the admin) decides.
  const list = z
    .object({
      result: z.object({
        data: z.object({
          json: z.object({ rows: z.array(z.object({ id: z.string(), text: z.string() })) }),
        }),
      }),
    })
    .parse(
      await (
        await moderator.request.get(
          "/api/trpc/moderation.submission.queue?input=" +
            encodeURIComponent(JSON.stringify({ json: { pageSize: 100 } })),
        )
      ).json(),
    ).result.data.json.rows;
  const id = list.find((row) => row.text === text)?.id ?? "";
  expect(id).not.toBe("");
  const decision = { ids: [id], decision: "reject", reason: "Let a colleague decide." };
  const self = await moderator.request.post("/api/trpc/moderation.submission.decide", {
    headers: { origin },
    data: { json: decision },
  });
  expect(self.status()).toBe(403);
  expect(await self.text()).toContain("Someone else has to decide on your own submission.");
  await moderator.context().close();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@festival.test");
  const decided = await admin.request.post("/api/trpc/moderation.submission.decide", {
    headers: { origin },
    data: { json: decision },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await admin.context().close();
});

test("moderators move through the queue with the keyboard", async ({ browser }, testInfo) => {
  const moderator = await asModerator(browser);
  await moderator.goto("/submissions/moderation");
  await expect(moderator.getByText("Keyboard:")).toBeVisible();
  const current = moderator.locator("tr[aria-current='true']");
  await expect(current).toHaveCount(1);
  const first = (await current.textContent()) ?? "";
  await moderator.keyboard.press("j");
  await expect(current).not.toHaveText(first);
  await moderator.keyboard.press("k");
  await expect(current).toHaveText(first);
  await moderator.keyboard.press("r");
  await expect(moderator.getByRole("dialog", { name: "Reject 1 submission" })).toBeVisible();
  await moderator.getByRole("button", { name: "Cancel" }).click();
  await snapshot(moderator, testInfo, "submissions-keyboard");
  await moderator.context().close();
});

test("the help desk finds a person and mails them a sign-in link", async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = await registerParticipant(page, project, `Desk Visitor ${project}`);
  await page.context().clearCookies();

  const moderator = await asModerator(browser);
  await moderator.goto("/participation/person");
  await expect(moderator.getByRole("heading", { level: 1, name: "Help desk" })).toBeVisible();
  await expectNoAxeViolations(moderator);
  await field(moderator, "Find a person").fill(email);
  await expect(moderator.getByText("1 person found")).toBeVisible();
  await moderator.getByRole("button", { name: `Open Desk Visitor ${project}` }).click();
  await expect(
    moderator.getByRole("heading", { level: 2, name: `Desk Visitor ${project}` }),
  ).toBeVisible();
  await expect(moderator.getByRole("heading", { level: 3, name: "Water bottles" })).toBeVisible();
  await expectNoAxeViolations(moderator);
  await snapshot(moderator, testInfo, "help-desk-person");
  await moderator.getByRole("button", { name: "Email a sign-in link" }).click();
  await expect(moderator.getByText(`Sign-in link sent to ${email}.`)).toBeVisible();
  await moderator.context().close();

  // The first mail was the registration's confirmation link.
  const mail = await waitForMail(mailDir, email, 2);
  expect(mail.subject).toMatch(/sign-in link/);
  await page.goto(firstLink(mail));
  await page.getByRole("button", { name: "Finish signing in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const session = await page.request.get("/api/_auth/session");
  expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(email);
});

test("uploads go through tRPC as multipart with their own size limit; JSON stays small", async ({
  page,
}, testInfo) => {
  await registerParticipant(page, testInfo.project.name, `Limits ${testInfo.project.name}`);
  const challengeId = await page.evaluate(async () => {
    const response = await fetch(
      "/api/trpc/challenge.bySlug?input=" +
        encodeURIComponent(JSON.stringify({ json: { slug: "photo-story" } })),
    );
    const body = (await response.json()) as { result: { data: { json: { id: string } } } };
    return body.result.data.json.id;
  });
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const tooBig = await page.request.post("/api/trpc/submission.create", {
    headers,
    multipart: {
      challengeId,
      text: "too big",
      image: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024) },
    },
  });
  expect(tooBig.status()).toBe(413);
  const notAnImage = await page.request.post("/api/trpc/submission.create", {
    headers,
    multipart: {
      challengeId,
      text: "a text file",
      image: { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("dear diary") },
    },
  });
  expect(notAnImage.status()).toBe(400);
  const refusal = (await notAnImage.json()) as {
    error: { json: { data: { fieldErrors: { image?: string[] } } } };
  };
  expect(refusal.error.json.data.fieldErrors.image?.[0]).toMatch(/not an image we accept/);
  const bigJson = await page.request.post("/api/trpc/auth.login", {
    headers: { ...headers, "content-type": "application/json" },
    data: JSON.stringify({ json: { email: "a@b.c", password: "x".repeat(2 * 1024 * 1024) } }),
  });
  expect(bigJson.status()).toBe(413);
});
