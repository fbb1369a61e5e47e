import { expect, test } from "@playwright/test";
import { registerParticipant, signIn } from "./core-helpers";
import { expectNoAxeViolations, snapshot } from "./fixtures";

/**
 * The same on every viewport: run on the phone project only (playwright.config.ts skips the
 * tag on the desktop, which keeps the header's own checks below).
 */
const ONCE = { tag: "@once" };

// README "Languages": the e2e server offers English and German (playwright.config.ts).

test.describe("a visitor whose browser asks for German", () => {
  test.use({ locale: "de-AT" });

  test(
    "gets the FAQ in German in the first HTML, with <html lang=de>, and it passes axe",
    ONCE,
    async ({ page, request }, testInfo) => {
      // The server's own HTML, before any script runs: no flash of English.
      const html = await (
        await request.get("/faq", { headers: { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" } })
      ).text();
      expect(html).toMatch(/<html[^>]* lang="de"/);
      expect(html).toContain("Häufige Fragen");
      expect(html).not.toContain("Frequently asked questions");

      await page.goto("/faq");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
      await expect(page.getByText("Alles zur Teilnahme an den Festival-Challenges.")).toBeVisible();
      await expect(page).toHaveTitle(/^FAQ · /);
      await expectNoAxeViolations(page);
      await snapshot(page, testInfo, "faq-de");
    },
  );

  test(
    "gets the sign-in form in German: labels, checks, the server's refusal, and axe",
    ONCE,
    async ({ page, request }, testInfo) => {
      const html = await (
        await request.get("/auth/login", { headers: { "Accept-Language": "de" } })
      ).text();
      expect(html).toMatch(/<html[^>]* lang="de"/);
      expect(html).toContain("Anmeldelink per E-Mail senden");

      await page.goto("/auth/login");
      await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
      await expect(page).toHaveTitle(/^Anmelden · /);
      const email = page.getByRole("textbox", { name: "E-Mail", exact: true });
      const password = page.getByRole("textbox", { name: "Passwort", exact: true });
      // The browser's own check, in German.
      await email.fill("not-an-address");
      await password.fill("x");
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page.getByText("Gib eine gültige E-Mail-Adresse ein")).toBeVisible();
      // The server's refusal, worded from its key.
      await email.fill("nobody-de@festival.test");
      await password.fill("not the password");
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        "E-Mail oder Passwort ist falsch.",
      );
      await expectNoAxeViolations(page);
      await snapshot(page, testInfo, "login-de");

      await page.getByRole("link", { name: "Passwort vergessen?" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Passwort vergessen?" }),
      ).toBeVisible();
      await page
        .getByRole("textbox", { name: "E-Mail", exact: true })
        .fill("nobody-de@festival.test");
      await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        "Falls es ein Konto mit dieser Adresse",
      );
      await page.goto("/auth/register");
      await expect(page.getByRole("heading", { level: 1, name: "Konto erstellen" })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

test(
  "a browser asking for English, or for no offered language, gets the FAQ in English",
  ONCE,
  async ({ request }) => {
    for (const header of ["en-US,en;q=0.9", "fr-FR, it;q=0.8", "de;q=0, en"]) {
      const html = await (
        await request.get("/faq", { headers: { "Accept-Language": header } })
      ).text();
      expect(html, header).toMatch(/<html[^>]* lang="en"/);
      expect(html, header).toContain("Frequently asked questions");
    }
  },
);

test("the language switch's cookie wins over the browser's header", ONCE, async ({ request }) => {
  const html = await (
    await request.get("/faq", { headers: { "Accept-Language": "en", Cookie: "locale=de" } })
  ).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Häufige Fragen");
  // A cookie naming no offered language is passed over.
  const junk = await request.get("/faq", {
    headers: { "Accept-Language": "en", Cookie: "locale=%3Cscript%3E" },
  });
  expect(junk.status()).toBe(200);
  expect(await junk.text()).toContain("Frequently asked questions");
});

test(
  "a signed-in person's stored language wins over the browser's header",
  ONCE,
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await registerParticipant(page, testInfo.project.name, "Lena Language");

    await page.goto("/account/personal");
    // The form's field (the header and footer have the language switch, named alike).
    const main = page.getByRole("main");
    const language = main.getByRole("combobox", { name: "Language" });
    await expect(language).toHaveValue("");
    await language.selectOption({ label: "Deutsch" });
    await page.getByRole("button", { name: "Save" }).click();
    // Saved, the page is rendered again in the chosen language.
    await expect(main.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    // The browser asks for English; the stored choice wins.
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();

    // Back to English while the browser asks for German: the stored choice still wins.
    await page.goto("/account/personal");
    await main.getByRole("combobox", { name: "Sprache" }).selectOption({ label: "English" });
    // (The page is German now, its button too.)
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(main.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    await page.setExtraHTTPHeaders({ "Accept-Language": "de" });
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently asked questions" }),
    ).toBeVisible();
  },
);

test.describe("the shell in German, and the language switch", () => {
  test.use({ locale: "de-DE" });

  test("a visitor asking for German gets the header, menu and footer in German; the switch goes to English and back on the same page", async ({
    page,
    context,
  }, testInfo) => {
    const phone = testInfo.project.name === "phone";
    const html = await (
      await page.request.get("/challenge/care", { headers: { "Accept-Language": "de" } })
    ).text();
    expect(html).toContain("Zum Inhalt springen");
    expect(html).not.toContain("Skip to content");
    // A message with a value, formatted on the server (the precompiled form, as in the browser).
    expect(html).toContain('aria-label="Festival Challenges, Startseite"');
    expect(html).not.toContain("shell.logo");

    await page.goto("/challenge/care?from=switch");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Festival Challenges, Startseite" }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Dankbarkeit und Fürsorge" }).getByRole("link", {
        name: "Freude am Geben",
      }),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Übersicht" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Wirkung" })).toBeVisible();
    if (phone) {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      const menu = page.getByRole("navigation", { name: "Menü", exact: true });
      await expect(menu.getByRole("link", { name: "Sport und Fitness" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Anmelden" })).toBeVisible();
      await expect(menu.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
      await expectNoAxeViolations(page);
      await snapshot(page, testInfo, "shell-menu-de");
      await page.getByRole("button", { name: "Menü schließen" }).click();
    } else {
      const header = page.getByRole("banner");
      await expect(
        header.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", {
          name: "Nachhaltigkeit",
        }),
      ).toBeVisible();
      await expect(header.getByRole("link", { name: "Anmelden" })).toBeVisible();
      await expect(header.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    }
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-de");

    // To English with the footer's switch: the cookie, the same page, <html lang> follows.
    await footer.getByRole("combobox", { name: "Sprache" }).selectOption({ label: "English" });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/challenge\/care\?from=switch$/);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    await expect(footer.getByRole("link", { name: "Impact" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie).toMatchObject({ value: "en", path: "/", sameSite: "Lax" });
    const year = Date.now() / 1000 + 365 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - year)).toBeLessThan(120);

    // And back to German, from the phone menu on a phone, the footer on a desktop.
    if (phone) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Menu", exact: true })
        .getByRole("combobox", { name: "Language" })
        .selectOption({ label: "Deutsch" });
    } else {
      await footer.getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveURL(/\/challenge\/care\?from=switch$/);
    await expect(footer.getByRole("link", { name: "Übersicht" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("de");
  });
});

test.describe("the language switch in the header", () => {
  test.skip(({ isMobile }) => isMobile, "desktop widths; the phone menu has it on a phone");

  for (const [locale, label] of [
    ["de-DE", "Sprache"],
    ["en-US", "Language"],
  ] as const) {
    test(`is there at every desktop width, labelled, with nothing cut off or overlapping (${locale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      try {
        const page = await context.newPage();
        await page.goto("/challenge/care");
        const header = page.getByRole("banner");
        // md (tablet across) to lg, lg to xl (the areas and links are in the header), from xl.
        for (const width of [1000, 1280, 1440, 1600, 1920]) {
          await page.setViewportSize({ width, height: 800 });
          await expect(header.getByText(label, { exact: true }), `${width}`).toBeVisible();
          await expect(header.getByRole("combobox", { name: label }), `${width}`).toBeVisible();
          await expect(header.getByRole("link", { name: /^Festival Challenges, / })).toBeVisible();
          const layout = await header.evaluate((element) => {
            const row = element.firstElementChild;
            const boxes = [...(row?.children ?? [])]
              .map((child) => child.getBoundingClientRect())
              .filter((box) => box.width > 0);
            return {
              fits: row !== null && row.scrollWidth <= row.clientWidth,
              pageFits: document.documentElement.scrollWidth <= window.innerWidth,
              overlaps: boxes.some((box, index) => {
                const next = boxes[index + 1];
                return next !== undefined && box.right > next.left;
              }),
            };
          });
          expect(layout, `${width}`).toEqual({ fits: true, pageFits: true, overlaps: false });
        }
      } finally {
        await context.close();
      }
    });
  }
});

test(
  "a URL no page answers: the seed's 404 in English, in the shell's English words",
  ONCE,
  async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain("Skip to content");
    expect(html).not.toContain("shell.skipToContent");
    await expect(
      page.getByRole("heading", { level: 1, name: "Page not found: /no-such-page-here" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Festival Challenges, home" })).toBeVisible();
  },
);

test(
  "a signed-in person's switch is stored: their next sign-in elsewhere is in German",
  ONCE,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    // An English-speaking browser registers; the switch then picks German.
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    const email = await registerParticipant(page, testInfo.project.name, "Sina Switch");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page
      .getByRole("contentinfo")
      .getByRole("combobox", { name: "Language" })
      .selectOption({ label: "Deutsch" });
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveURL(/\/profile$/);
    await expectNoAxeViolations(page);

    // Another browser, asking for English, without the cookie: the stored choice wins.
    const other = await browser.newContext({ locale: "en-US" });
    try {
      const second = await other.newPage();
      await signIn(second, email, "a long password 123");
      await expect(second.locator("html")).toHaveAttribute("lang", "de");
      await expect(
        second.getByRole("contentinfo").getByRole("combobox", { name: "Sprache" }),
      ).toHaveValue("de");
      await expect(
        second.getByRole("contentinfo").getByRole("link", { name: "Übersicht" }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  },
);
