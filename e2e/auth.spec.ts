import { expect, test, type Page } from "@playwright/test";
import { checkScreen, expectNoAxeViolations, snapshot } from "./fixtures";
import { field, fillRegistration, MAIL_DIR } from "./core-helpers";
import { firstLink, mailsTo, waitForMail } from "./mail-server";

const PASSWORD = "first password 123";
const NEW_PASSWORD = "second password 456";

function uniqueEmail(project: string) {
  return `e2e-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function sessionOf(page: Page) {
  return (await page.request.get("/api/_auth/session")).json();
}

test("register, confirm from the mail, sign out, sign in, reset the password from the mail, sign in again", async ({
  page,
  browser,
}, testInfo) => {
  // The whole account life cycle in one story: long, and slower on a busy CI machine.
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo.project.name);

  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create account" })).toBeVisible();
  await checkScreen(page, testInfo, "register");
  await fillRegistration(page, "Robin Runner", email, PASSWORD);
  // Nobody is signed in until the address is confirmed: the page says to check the mail.
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `We sent a link to ${email}`,
  );
  expect(await sessionOf(page)).toEqual({});
  await checkScreen(page, testInfo, "register-check-mail");
  expect((await waitForMail(MAIL_DIR, email)).subject).toMatch(/Confirm your email address/);

  // The password alone does not sign in an unconfirmed account; it sends a fresh link.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Please confirm your email address first",
  );
  expect(await sessionOf(page)).toEqual({});
  const confirmation = await waitForMail(MAIL_DIR, email, 2);
  expect(confirmation.subject).toMatch(/Confirm your email address/);
  await page.goto(firstLink(confirmation));
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in with your link" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Finish signing in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Robin Runner" })).toBeVisible();
  await checkScreen(page, testInfo, "profile");
  expect((await sessionOf(page)).user).toMatchObject({
    email,
    name: "Robin Runner",
    role: "PARTICIPANT",
  });

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionOf(page)).toEqual({});

  await expect(page.getByRole("heading", { level: 1, name: /challenges/ })).toBeVisible();

  // Sign-in returns to the last page visited: the home page where signing out left us (or the
  // profile, if the browser had not yet stored that visit).
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/:\d+\/(profile)?$/);
  expect((await sessionOf(page)).user.email).toBe(email);

  // A second device, signed in too: the reset must sign it out.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/profile$/);

  const visitor = await browser.newContext();
  const resetPage = await visitor.newPage();
  await resetPage.goto("/auth/forgot-password");
  await expectNoAxeViolations(resetPage);
  await field(resetPage, "Email").fill(email);
  await resetPage.getByRole("button", { name: "Send reset link" }).click();
  await expect(resetPage.getByText(/If an account exists for that address/)).toBeVisible();

  const mail = await waitForMail(MAIL_DIR, email, 3);
  expect(mail.subject).toMatch(/Reset your .* password/);
  await resetPage.goto(firstLink(mail));
  await expect(
    resetPage.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  await checkScreen(resetPage, testInfo, "reset-password");
  await field(resetPage, "New password").fill(NEW_PASSWORD);
  await field(resetPage, "Confirm new password").fill(NEW_PASSWORD);
  await resetPage.getByRole("button", { name: "Set new password" }).click();
  await expect(resetPage.getByText(/Your password was changed/)).toBeVisible();
  expect(await sessionOf(resetPage)).toEqual({});

  // Every earlier session is gone.
  expect(await sessionOf(page)).toEqual({});
  expect(await sessionOf(otherPage)).toEqual({});
  const notice = await waitForMail(MAIL_DIR, email, 4);
  expect(notice.subject).toMatch(/password was changed/);

  // The link is single-use: opened again, it says so before anything is typed.
  await resetPage.goto(firstLink(mail));
  await expect(resetPage.getByRole("main").getByRole("alert")).toContainText("already used");
  await expect(field(resetPage, "New password")).toHaveCount(0);

  await signIn(resetPage, email, PASSWORD);
  await expect(resetPage.getByRole("main").getByRole("alert")).toContainText(
    "Email or password is incorrect.",
  );
  await signIn(resetPage, email, NEW_PASSWORD);
  await expect(resetPage).toHaveURL(/\/profile$/);
  await otherDevice.close();
  await visitor.close();
});

test("a guarded page sends a visitor to sign in and back again", async ({ page }) => {
  const response = await page.goto("/account/password");
  expect(response?.url()).toMatch(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, "Email").fill("participant@festival.test");
  await field(page, "Password").fill("festival-demo-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Password" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a sign-in link from the mail signs in with one tap, and confirms the address", async ({
  page,
}) => {
  const email = uniqueEmail(test.info().project.name);
  // Registered, never confirmed: asking for a sign-in link proves the mailbox as well.
  const registering = await page.request.post("/api/trpc/auth.register", {
    data: { json: { name: "Link User", email, password: PASSWORD } },
  });
  expect(registering.ok()).toBe(true);
  expect(registering.headers()["set-cookie"]).toBeUndefined();
  await waitForMail(MAIL_DIR, email);

  await page.goto("/auth/login");
  await field(page, "Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
  const mail = await waitForMail(MAIL_DIR, email, 2);
  expect(mail.subject).toMatch(/sign-in link/);
  await page.goto(firstLink(mail));
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in with your link" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Finish signing in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await sessionOf(page)).user.email).toBe(email);
  // Confirmed now: the password signs in on another device.
  await page.context().clearCookies();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

test("forms say what is wrong, next to the field", async ({ page }, testInfo) => {
  await page.goto("/auth/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  // Invisible characters only (zero-width spaces, a right-to-left override): not a name.
  await fillRegistration(
    page,
    "\u200B\u200B\u202E",
    uniqueEmail(testInfo.project.name),
    "short",
    "different",
  );
  await expect(page.getByText("Use at least one visible letter, number or symbol")).toBeVisible();
  await expect(page.getByText("Use at least 10 characters")).toBeVisible();
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();

  // The server refuses a copy of a staff member's name, next to the name field.
  await field(page, "Name").fill("mo  MODERATOR");
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/This is the name of a festival staff member/)).toBeVisible();
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
  await snapshot(page, testInfo, "register-errors");
});

test("registering a taken address answers as for a new one, and mails its owner instead", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const register = async (address: string) => {
    await page.goto("/auth/register");
    await fillRegistration(page, "Sam Second", address, PASSWORD);
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toBeVisible();
    return (await alert.innerText()).replace(address, "<email>");
  };
  const fresh = await register(email);
  const moderatorMails = (await mailsTo(MAIL_DIR, "moderator@festival.test")).length;
  const taken = await register("moderator@festival.test");
  expect(taken).toBe(fresh);
  const notice = await waitForMail(MAIL_DIR, "moderator@festival.test", moderatorMails + 1);
  expect(notice.subject).toMatch(/already has an? .*account/);
  expect(await sessionOf(page)).toEqual({});
  // The demo moderator's account is unchanged: its password still signs in.
  await signIn(page, "moderator@festival.test", "festival-demo-1");
  await expect(page).toHaveURL(/\/profile$/);
});

test("the session endpoint answers visitors with {} and signs out with DELETE", async ({
  page,
}) => {
  expect(await sessionOf(page)).toEqual({});
  await signIn(page, "moderator@festival.test", "festival-demo-1");
  await expect(page).toHaveURL(/\/profile$/);
  const signedIn = await sessionOf(page);
  expect(signedIn.user).toEqual({
    id: expect.any(String),
    name: "Mo Moderator",
    email: "moderator@festival.test",
    role: "MODERATOR",
    publicProfile: false,
  });
  expect(Date.parse(signedIn.loggedInAt)).not.toBeNaN();
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((c) => c.name.endsWith("session"));
  expect(sessionCookie).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
    secure: true,
    name: "__Host-session",
  });
  expect((await page.request.delete("/api/_auth/session")).status()).toBe(200);
  expect(await sessionOf(page)).toEqual({});
});

test("after sign-in the remembered path never leaves the site nor breaks the redirect", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  // The page remembers itself once its scripts have run (README "App shell": ShellEffects, right
  // after hydration), as a person sees it before going on.
  const remembered = (part: string) =>
    expect
      .poll(async () =>
        (await page.context().cookies()).some(
          (cookie) => cookie.name === "lastpath" && decodeURIComponent(cookie.value).includes(part),
        ),
      )
      .toBe(true);
  // The attack of issue R1: a 404 page whose path holds an encoded tab is remembered.
  await page.goto("/%09/evil.example");
  await remembered("evil.example");
  await signIn(page, "participant@festival.test", "festival-demo-1");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  expect(new URL(page.url()).origin).toBe(origin);
  expect(page.url()).not.toContain("evil.example/");

  // A path with characters outside Latin-1 comes back intact (percent-encoded), not as a 500.
  await page.request.delete("/api/_auth/session");
  await page.goto("/faq?q=田中");
  await remembered("/faq");
  await signIn(page, "participant@festival.test", "festival-demo-1");
  await expect(page).toHaveURL(`${origin}/faq?q=%E7%94%B0%E4%B8%AD`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");

  // Signed in: whatever the cookie holds, /authenticated answers a redirect to a path of this site.
  const attacks = [
    "/\t/evil.example",
    "/\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/%09/evil.example",
    "/faq?q=田中",
    "https://evil.example/",
    "javascript:alert(1)",
  ];
  for (const value of attacks) {
    for (const stored of [
      encodeURIComponent(value),
      encodeURIComponent(encodeURIComponent(value)),
    ]) {
      await page.context().addCookies([{ name: "lastpath", value: stored, url: origin }]);
      const response = await page.request.get("/authenticated", { maxRedirects: 0 });
      expect(response.status(), `${JSON.stringify(value)} stored as ${stored}`).toBe(307);
      const location = response.headers().location ?? "";
      expect(location, JSON.stringify(value)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(location, origin).origin).toBe(origin);
    }
  }
});

test("a used mailed link says so as the page opens, before anything is typed, with the way to ask again", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const registering = await request.post("/api/trpc/auth.register", {
    data: { json: { name: "Used Links", email, password: PASSWORD } },
  });
  expect(registering.ok()).toBe(true);
  const confirmation = firstLink(await waitForMail(MAIL_DIR, email));
  const token = (link: string) => new URL(link).pathname.split("/").pop() ?? "";
  // Used elsewhere (another browser, another tab): the sign-in link is spent.
  const used = await request.post("/api/trpc/auth.consumeSignInLink", {
    data: { json: { token: token(confirmation) } },
  });
  expect(used.ok()).toBe(true);

  await page.goto(confirmation);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in with your link" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "This sign-in link was already used.",
  );
  await expect(page.getByRole("link", { name: "Ask for a new sign-in link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Finish signing in" })).toHaveCount(0);
  await checkScreen(page, testInfo, "sign-in-link-used");

  const asking = await request.post("/api/trpc/auth.requestPasswordReset", {
    data: { json: { email } },
  });
  expect(asking.ok()).toBe(true);
  const reset = firstLink(await waitForMail(MAIL_DIR, email, 2));
  const spent = await request.post("/api/trpc/auth.resetPassword", {
    data: { json: { token: token(reset), password: NEW_PASSWORD } },
  });
  expect(spent.ok()).toBe(true);

  await page.goto(reset);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "This reset link was already used.",
  );
  await expect(page.getByRole("link", { name: "Ask for a new reset link" })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await checkScreen(page, testInfo, "reset-link-used");

  // A link that never existed is refused the same way, at once.
  await page.goto(`/auth/confirm-email/${"x".repeat(43)}`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "This confirmation link is not valid.",
  );
  await expect(page.getByRole("link", { name: "Ask for the change again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new email address" })).toHaveCount(0);
});
