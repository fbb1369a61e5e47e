import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Fires the browser's Background Sync for the tag the app registers ("festival-outbox") through
 * DevTools, from `page` (any page of the context, even a blank one), so a test does not depend on
 * when the browser fires it itself (README "Offline").
 */
export async function fireBackgroundSync(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(baseURL ?? "").origin;
  await expect
    .poll(() => registrations.some((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted))
    .toBe(true);
  const registration = registrations.find((entry) => entry.scopeURL === `${origin}/`);
  if (!registration) throw new Error("no registration");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: registration.registrationId,
    tag: "festival-outbox",
    lastChance: false,
  });
}
