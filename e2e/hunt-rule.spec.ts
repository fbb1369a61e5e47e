import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";
import { createStation, HUNT, unique } from "./stations-helpers";

const RULE =
  /(\d+) stations? to find: scan (\d+) to complete the hunt, (\d+) for the certificate\./;

type Rule = { stations: number; hunt: number; certificate: number };

async function ruleIn(scope: Locator): Promise<Rule> {
  const sentence = scope.getByText(RULE).first();
  await expect(sentence).toBeVisible();
  const [, stations, hunt, certificate] = (await sentence.innerText()).match(RULE) ?? [];
  return { stations: Number(stations), hunt: Number(hunt), certificate: Number(certificate) };
}

/** The rule as the hunt page, the overview's hunt section and its certificate section say it. */
async function ruleOnEveryScreen(page: Page): Promise<Rule> {
  await page.goto(HUNT);
  const onHunt = await ruleIn(page.getByRole("main"));
  await page.goto("/challenge/sustainability");
  const onOverview = await ruleIn(page.getByRole("region", { name: "Station hunt" }));
  const onCertificate = await ruleIn(
    page.getByRole("region", { name: "Sustainability certificate" }),
  );
  expect(onOverview).toEqual(onHunt);
  expect(onCertificate).toEqual(onHunt);
  return onHunt;
}

test("the hunt, the overview and the certificate state one stations rule, also after an admin adds a station", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerParticipant(page, testInfo.project.name, "Rule Reader");
  const before = await ruleOnEveryScreen(page);
  expect(before.hunt).toBeLessThanOrEqual(before.stations);
  await checkScreen(page, testInfo, "hunt-rule-overview");

  const admin = await browser.newContext();
  await createStation(await admin.newPage(), `Rule ${unique(testInfo.project.name)}`);
  await admin.close();

  const after = await ruleOnEveryScreen(page);
  expect(after.stations).toBe(before.stations + 1);
  expect(after.hunt).toBeGreaterThanOrEqual(before.hunt);
  expect(after.certificate).toBe(before.certificate);
  await page.goto(HUNT);
  await checkScreen(page, testInfo, "hunt-rule-hunt");
});
