import { expect, test } from "@playwright/test";
import { registerParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";

test.describe("person pages", () => {
  test("a public name on the leaderboard opens the person's page, and it their card", async ({
    page,
  }, testInfo) => {
    await page.goto("/global-dashboard");
    const board = page.getByRole("table", { name: "Leaderboard" });
    const link = board.getByRole("link").first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/people\/c[a-z0-9]{20,32}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Community Festival challenges | Festival Challenges`);
    await expect(page.getByText("Points", { exact: true })).toBeVisible();
    const badges = page.getByRole("region", { name: "Achievements" }).getByRole("img");
    await expect(badges.first()).toHaveAccessibleName(/ badge, earned$/);
    await expect(page.getByRole("group", { name: `Station hunt of ${name}` })).toBeVisible();
    await expect(page.getByText(/bottles? refilled\.$/)).toBeVisible();
    await checkScreen(page, testInfo, "person");

    await page.getByRole("link", { name: "Easy card" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${name}’s easy bingo card` }),
    ).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${name}’s \\d by \\d card$`))).toBeVisible();

    await page.goBack();
    await page.getByRole("link", { name: `${name}’s sustainability progress` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${name}: sustainability` }),
    ).toBeVisible();
  });

  test("a private profile has no link, and its page is a 404 like an unknown id", async ({
    page,
    browser,
  }, testInfo) => {
    // A new account is private: find its id as its owner, then ask for its page as a visitor.
    await registerParticipant(page, testInfo.project.name, "Private Person");
    await page.goto("/global-dashboard");
    const anonymous = page
      .getByRole("table", { name: "Leaderboard" })
      .getByRole("row")
      .filter({ hasText: "Anonymous" });
    await expect(anonymous.first()).toBeVisible();
    await expect(anonymous.getByRole("link")).toHaveCount(0);

    const me: { result: { data: { json: { user: { id: string; publicProfile: boolean } } } } } =
      await (await page.request.get("/api/trpc/account.me")).json();
    const { id, publicProfile } = me.result.data.json.user;
    expect(publicProfile).toBe(false);

    const visitor = await browser.newPage();
    const privatePage = await visitor.goto(`/people/${id}`);
    expect(privatePage?.status()).toBe(404);
    await expect(visitor.getByText(`Page Not Found: /people/${id}`)).toBeVisible();
    await expect(visitor.getByText("Private Person")).toHaveCount(0);
    const privateText = await visitor.getByRole("main").innerText();
    const unknownId = `c${"0".repeat(24)}`;
    const unknown = await visitor.goto(`/people/${unknownId}`);
    expect(unknown?.status()).toBe(404);
    const unknownText = await visitor.getByRole("main").innerText();
    expect(privateText.replaceAll(id, "ID")).toBe(unknownText.replaceAll(unknownId, "ID"));
    await visitor.close();
  });
});
