import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, field, registerParticipant } from "./core-helpers";

// On a slow network the page paints long before its scripts arrive, and people use it meanwhile
// (README "App shell": src/lib/early-input.ts). The tests hold the page's scripts back until the
// person has typed (and sent), the way a slow network does, then let them in.

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/**
 * The sign-in page as it paints before its scripts, typed into by a quick hand (or a password
 * manager) while nothing of the app runs yet. Returns what lets the scripts in.
 */
async function typeSignInBeforeScripts(page: Page) {
  const release = await holdScripts(page);
  await page.goto("/auth/login", { waitUntil: "commit" });
  await field(page, "Email").fill("participant@festival.test");
  await field(page, "Password").fill(DEMO_PASSWORD);
  return release;
}

const signedIn = async (page: Page) =>
  (await (await page.request.get("/api/_auth/session")).json()) as { user?: { email: string } };

test("a sign-in typed and sent before the page's scripts arrive goes through once they do", async ({
  page,
}) => {
  const release = await typeSignInBeforeScripts(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  const signIn = page.getByRole("button", { name: "Sign in" });
  await signIn.click();
  // Held, not sent by the browser (which would reload the page and lose it): shown as busy.
  await expect(signIn).toHaveAttribute("aria-busy", "true");
  await expect(field(page, "Email")).toHaveValue("participant@festival.test");

  release();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  expect((await signedIn(page)).user?.email).toBe("participant@festival.test");
  // Sent once, by the app: never as a form POST to the page.
  expect(posts.filter((path) => path === "/api/trpc/auth.login")).toHaveLength(1);
  expect(posts).not.toContain("/auth/login");
});

test("a sign-in typed before the scripts arrive and sent after them uses what was typed", async ({
  page,
}) => {
  const release = await typeSignInBeforeScripts(page);
  release();
  await expect(page.locator("html[data-app-ready]")).toBeAttached({ timeout: 20_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  expect((await signedIn(page)).user?.email).toBe("participant@festival.test");
});

test("a bingo cell tapped before the page's scripts arrive is marked once they do", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await registerParticipant(page, testInfo.project.name, "Tia Early");
  const release = await holdScripts(page);
  await page.goto("/challenge/fitness/bingo/easy", { waitUntil: "commit" });
  const stretch = page.getByRole("button", { name: "Stretch for 5 minutes", exact: true });
  await expect(stretch).toHaveAttribute("aria-pressed", "false");
  // Tapped twice, as people do when nothing seems to happen: held once, shown as busy.
  await stretch.click();
  await stretch.click();
  await expect(stretch).toHaveAttribute("aria-busy", "true");
  const taps: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("bingo.toggleCell")) taps.push(request.url());
  });

  // The card shows the tap before the server answers: the reload below waits for that answer.
  const saved = page.waitForResponse((response) => response.url().includes("bingo.toggleCell"));
  release();
  await expect(stretch).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
  await expect(stretch).not.toHaveAttribute("aria-busy");
  await expect(page.getByTestId("bingo-progress")).toHaveText("2 of 9 done, 0 lines");
  expect((await saved).ok()).toBe(true);
  expect(taps).toHaveLength(1);
  // Kept by the server, not only on the screen.
  await page.unrouteAll();
  await page.reload();
  await expect(stretch).toHaveAttribute("aria-pressed", "true");
});
