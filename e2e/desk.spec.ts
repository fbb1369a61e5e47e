import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { IMPACT_TTL_MS } from "../src/shared/impact/rules";
import { field, registerParticipant, signIn } from "./core-helpers";
import { recordByCode, WATER_POINT } from "./desk-helpers";
import { checkScreen, expectNoAxeViolations, snapshot } from "./fixtures";
import { openStationLink } from "./stations-helpers";

const ADMIN = "admin@festival.test";
const PARTICIPANT_PASSWORD = "a long password 123";
const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

function unique(project: string): string {
  return `${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function signOut(page: Page) {
  await page.request.delete("/api/_auth/session");
  await page.context().clearCookies();
}

async function signInAs(page: Page, email: string, password?: string) {
  await signOut(page);
  await signIn(page, email, password);
}

/** The number a public dashboard figure shows. */
async function figure(page: Page, label: string): Promise<number> {
  // The first match is the headline figure (the hour table and the chart legend repeat labels).
  const value = page
    .getByText(label, { exact: true })
    .first()
    .locator("xpath=following-sibling::*[1]");
  return Number(((await value.textContent()) ?? "").replace(/[^0-9]/g, ""));
}

test("staff register a bottle, record refills past a double tap, and delete one with a reason", async ({
  page,
}, testInfo) => {
  // Two sign-ins and about twenty steps: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const name = `Desk ${unique(testInfo.project.name)}`;
  await registerParticipant(page, testInfo.project.name, name);

  await signInAs(page, ADMIN);
  await page.goto("/admin/sustainability-water-bottle-users");
  await expect(page.getByRole("heading", { level: 1, name: "Water bottles" })).toBeVisible();
  await field(page, "Search by name or email").fill(name);
  await page.getByRole("button", { name: `Choose ${name}` }).click();
  await page.getByRole("button", { name: "Register bottle" }).click();
  const codeText = page
    .getByRole("alert")
    .filter({ hasText: `Bottle code of ${name}` })
    .getByText(CODE);
  await expect(codeText).toBeVisible();
  const code = (await codeText.textContent()) ?? "";
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await field(page, "Search bottle users").fill(code);
  await expect(page.getByRole("cell", { name: code })).toBeVisible();
  await checkScreen(page, testInfo, "desk-bottle-users");

  await page.goto("/admin/sustainability-water-bottle-collections");
  await expect(page.getByRole("heading", { level: 1, name: "Refill desk" })).toBeVisible();
  await expectNoAxeViolations(page);
  await recordByCode(page, code, name, 3);
  await expect(page.getByText(`Recorded 3 bottles for ${name} at ${WATER_POINT}.`)).toBeVisible();

  // The same person at the same water point a moment later: refused, then recorded on purpose.
  const form = await recordByCode(page, code, name, 1);
  const warning = page.getByRole("alert").filter({ hasText: "Likely a double tap" });
  await expect(warning).toContainText(`${name} already had 3 bottles recorded at ${WATER_POINT}`);
  await checkScreen(page, testInfo, "desk-double-tap");
  await form.getByRole("button", { name: "Record anyway" }).click();
  await expect(page.getByText(`Recorded 1 bottle for ${name} at ${WATER_POINT}.`)).toBeVisible();

  await field(page, "Person").fill(code);
  const deleteThree = page.getByRole("button", {
    name: new RegExp(`^Delete 3 bottles for ${name}`),
  });
  await expect(deleteThree).toBeVisible();
  await expect(page.getByText("2 collections, 4 bottles kept")).toBeVisible();
  await deleteThree.click();
  const dialog = page.getByRole("dialog", { name: "Delete this collection?" });
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(dialog.getByText("Give a reason.")).toBeVisible();
  // Too short for the server: its message stands next to the field.
  await dialog.getByRole("textbox", { name: "Reason" }).fill("no");
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(dialog.getByText("Say why, in at least 3 characters.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Counted twice at the desk");
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Counted twice at the desk")).toBeVisible();
  await expect(page.getByText("2 collections, 1 bottle kept")).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^refill-collections-.*\.csv$/);
  const text = await readFile((await csv.path()) ?? "", "utf8");
  expect(text).toContain(code);
  expect(text).toContain("Counted twice at the desk");
  await snapshot(page, testInfo, "desk-collections");
});

test("a participant earns the certificate, an admin issues it, the PDF downloads and the impact shows", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Registering first: it lands on /profile only when no other page was visited before.
  const name = `Zoë Certified ${unique(testInfo.project.name)}`;
  const email = await registerParticipant(page, testInfo.project.name, name);
  // The figures are served from a 5-second cache, and once stale for one more request while they
  // are recomputed: past the lifetime, the first load starts the refresh and the next one has it.
  await page.goto("/sustainability-dashboard");
  await page.waitForTimeout(IMPACT_TTL_MS + 500);
  await page.goto("/sustainability-dashboard");
  await page.waitForTimeout(500);
  await page.goto("/sustainability-dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sustainability impact" }),
  ).toBeVisible();
  const before = {
    bottles: await figure(page, "Bottles refilled"),
    certificates: await figure(page, "Certificates issued"),
  };
  await page.goto("/challenge/sustainability");
  await page.getByRole("button", { name: "Get my bottle code" }).click();
  const mine = page.getByRole("region", { name: "Refill challenge" }).getByText(CODE).first();
  await expect(mine).toBeVisible();
  const code = (await mine.textContent()) ?? "";
  await expect(page.getByRole("img", { name: `QR code of bottle ${code}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print sticker" })).toBeVisible();
  await checkScreen(page, testInfo, "desk-my-bottle");

  // The desk records three bottles; the admin's station list gives five station links.
  await signInAs(page, ADMIN);
  await page.goto("/admin/sustainability-water-bottle-collections");
  await recordByCode(page, code, name, 3);
  await expect(page.getByText(`Recorded 3 bottles for ${name} at ${WATER_POINT}.`)).toBeVisible();
  const listed = await page.request.get("/api/trpc/sustainability.station.admin.list");
  const body: { result: { data: { json: { url: string; active: boolean }[] } } } =
    await listed.json();
  const urls = body.result.data.json.filter((station) => station.active).map((s) => s.url);
  expect(urls.length).toBeGreaterThanOrEqual(5);

  // The participant scans five stations by opening their codes' links, as a phone camera does.
  await signInAs(page, email, PARTICIPANT_PASSWORD);
  for (const url of urls.slice(0, 5)) await openStationLink(page, url);
  await page.goto("/challenge/sustainability");
  await expect(page.getByText("Stations scanned: 5 of 5 (done)")).toBeVisible();
  await expect(page.getByText("Bottles refilled: 3 of 3 (done)")).toBeVisible();
  await expect(page.getByText("You are eligible")).toBeVisible();
  await expect(page.getByText(`3 bottles at ${WATER_POINT}`)).toBeVisible();

  await signInAs(page, ADMIN);
  await page.goto("/admin/sustainability-certificate-users");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sustainability certificates" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Search", exact: true }).fill(name);
  await expect(page.getByRole("checkbox", { name: `Select ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Issue a certificate to ${name}` }).click();
  await expect(page.getByText("1 certificate was issued.")).toBeVisible();
  // The segmented control's radios are visually hidden behind their labels.
  await page.getByRole("radio", { name: "Issued" }).dispatchEvent("click");
  await expect(
    page.getByRole("button", { name: `Revoke the certificate of ${name}` }),
  ).toBeVisible();
  await snapshot(page, testInfo, "desk-certificates");

  await signInAs(page, email, PARTICIPANT_PASSWORD);
  await page.goto("/challenge/sustainability");
  const button = page.getByRole("button", { name: "Download certificate (PDF)" });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^sustainability-certificate-SC-\d{4}-.+\.pdf$/);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getSubject()).toBe(`Sustainability certificate of ${name}`);
  await snapshot(page, testInfo, "desk-my-certificate");

  // The PDF links to the page that confirms its serial, for anyone.
  const link = pdf
    .getPage(0)
    .node.lookup(PDFName.of("Annots"), PDFArray)
    .lookup(0, PDFDict)
    .lookup(PDFName.of("A"), PDFDict)
    .lookup(PDFName.of("URI"), PDFString)
    .decodeText();
  const verify = new URL(link);
  expect(verify.pathname).toMatch(/^\/certificates\/verify\/SC-\d{4}-[2-9A-HJKMNP-Z-]{11}$/);
  await signOut(page);
  expect((await page.goto(verify.pathname))?.status()).toBe(200);
  await expect(page.getByText("Genuine", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`This sustainability certificate was issued to ${name} on`),
  ).toBeVisible();
  await checkScreen(page, testInfo, "certificate-verify");

  // The public figures are cached for 5 seconds: they catch up within a few reloads.
  await expect(async () => {
    await page.goto("/sustainability-dashboard");
    expect(await figure(page, "Bottles refilled")).toBe(before.bottles + 3);
    expect(await figure(page, "Certificates issued")).toBe(before.certificates + 1);
  }).toPass({ timeout: 20_000 });
  await checkScreen(page, testInfo, "desk-public-dashboard");

  // Revoking asks for the reason, which the desk keeps with the certificate.
  await signInAs(page, ADMIN);
  await page.goto("/admin/sustainability-certificate-users");
  await page.getByRole("radio", { name: "Issued" }).dispatchEvent("click");
  await page.getByRole("textbox", { name: "Search", exact: true }).fill(name);
  await page.getByRole("button", { name: `Revoke the certificate of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this certificate?" });
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Issued by mistake");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Certificate SC-\d{4}-\S+ was revoked\.$/)).toBeVisible();
  await page.getByRole("radio", { name: "Revoked" }).dispatchEvent("click");
  await expect(page.getByText("Issued by mistake")).toBeVisible();
  // Its check now says so, and never why.
  await page.goto(verify.pathname);
  await expect(page.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(page.getByText("Issued by mistake")).toHaveCount(0);
});

test("an admin adds a water point, is told a name is taken, renames and closes it", async ({
  page,
}, testInfo) => {
  const name = `Tap ${unique(testInfo.project.name)}`;
  await signIn(page, ADMIN);
  await page.goto("/admin/sustainability-water-bottle-collections");
  const points = page.getByRole("region", { name: "Water points" });
  await points.getByRole("button", { name: "New water point" }).click();
  const added = page.getByRole("dialog", { name: "New water point" });
  await field(added, "Name").fill(WATER_POINT);
  await added.getByRole("button", { name: "Add water point" }).click();
  await expect(added.getByText("Another water point already has this name.")).toBeVisible();
  await field(added, "Name").fill(name);
  await added.getByRole("button", { name: "Add water point" }).click();
  await expect(added).toBeHidden();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();

  await points.getByRole("button", { name: `Edit water point: ${name}` }).click();
  const edited = page.getByRole("dialog", { name: "Edit water point" });
  await field(edited, "Name").fill(`${name} (north)`);
  await edited.getByRole("switch", { name: "Open" }).dispatchEvent("click");
  await expectNoAxeViolations(page);
  await edited.getByRole("button", { name: "Save water point" }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByText(`${name} (north) was saved.`)).toBeVisible();
  await expect(points.getByRole("row").filter({ hasText: `${name} (north)` })).toContainText(
    "Closed",
  );
});

test("the admin dashboard shows figures per station and hour, one person, and exports CSV", async ({
  page,
}, testInfo) => {
  await signIn(page, ADMIN);
  await page.goto("/admin/sustainability-dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sustainability figures" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stations", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: WATER_POINT })).toBeVisible();
  await field(page, "Or search by name or email").fill("Zoë Certified");
  await page
    .getByRole("button", { name: /^Choose Zoë Certified/ })
    .first()
    .click();
  await expect(page.getByText("5 stations")).toBeVisible();
  await expectNoAxeViolations(page);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Stations CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^stations-.*\.csv$/);
  await snapshot(page, testInfo, "desk-admin-dashboard");
});
