import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { e2eMailPort } from "./e2e/mail-server";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Which viewport drives which journeys (README "Tests"): a participant's journeys run on the phone
 * (390×844), where festival-goers use the app; staff screens, the big-screen wall and plain HTTP
 * checks on the desktop (1280×800), where moderators and admins work; the specs about layout and
 * every page (both colour schemes, the German sweep, the shell, the looks) on both. Each journey
 * runs once, which keeps CI well under its limit.
 */
const DESKTOP_ONLY = [
  "admin-teams",
  "auth-enumeration",
  "care-wall-push",
  "care-wall-soak",
  "core-admin",
  "desk",
  "hostile-http",
  "http-edge",
  "languages-admin",
  "languages-content",
  "languages-moderation",
  "languages-sustain-staff",
  "languages-sweep",
  "station-screen-codes",
  "wall-impact",
  "wall-screens",
];
const BOTH = [
  "axe-schemes",
  "festival-look",
  "home",
  "languages",
  "shell-frame",
  "shell-navigation",
  "styles-look",
];
const specs = (names: readonly string[]) => new RegExp(`(^|/)(${names.join("|")})\\.spec\\.ts$`);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive the production build (next build + next start, via the demo script on a
 * fresh embedded database) in Debian's Chromium, on a phone and on a desktop viewport.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the suite's time (Chromium's CPU; the CI run went
    // from 55.5 to 46.2 min without it): in CI only the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker answers pages and queries itself, where `page.route` cannot see them:
    // specs run without it, except e2e/offline.spec.ts, which is about it (README "Offline").
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      testIgnore: specs(DESKTOP_ONLY),
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
    {
      name: "desktop",
      testMatch: specs([...DESKTOP_ONLY, ...BOTH]),
      // Checks of a spec on both that do not depend on the viewport (`{ tag: "@once" }`).
      grepInvert: /@once/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "npx tsx scripts/demo.mts --fresh",
    url: `${baseURL}/api/trpc/system.health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: `./data/e2e-${port}`,
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPort(port)}`,
      LOG_LEVEL: "warn",
      // The inbox's job (digests due) every 5 s, so e2e/inbox.spec.ts sees a digest mail.
      INBOX_JOB_INTERVAL_SECONDS: "5",
      // Both languages (the default, README "Languages"), said here so the specs do not depend on
      // it: the languages-* specs ask in German; every other spec's browser asks in English.
      FESTIVAL_LOCALES: "en,de",
    },
  },
});
