import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, field } from "./core-helpers";

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
