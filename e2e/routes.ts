import { expect, type Page } from "@playwright/test";
import { signIn } from "./core-helpers";

/** A token of the right shape that no link has: link pages show their "unknown link" answer. */
export const TOKEN = "x".repeat(43);

// Every page of the app (the public person pages with the demo admin's id, `:me`), for the
// sweeps over all routes (axe in both schemes, every page in German).

/** Pages a visitor sees as they are. */
export const PUBLIC_ROUTES = [
  "/",
  "/faq",
  "/achievements",
  "/global-dashboard",
  "/sustainability-dashboard",
  "/challenge/arts",
  "/challenge/care",
  "/challenge/care/gratitude",
  "/challenge/care/joy-of-giving",
  "/challenge/care/feed",
  "/challenge/sustainability",
  "/challenge/sustainability/challenge",
  "/challenge/sustainability/:me",
  "/challenge/fitness/bingo/easy",
  "/challenge/fitness/bingo/easy/:me",
  "/people/:me",
  "/teams",
  "/teams/join/ABCDEFGHJK",
  "/certificates/verify/SC-2026-ZZZZ-ZZZZZZ",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  `/auth/reset-password/${TOKEN}`,
  "/authenticated",
  `/authenticated/${TOKEN}`,
  `/auth/confirm-email/${TOKEN}`,
  "/test-modal",
  "/sentry-example-page",
  "/no-such-page",
] as const;

/**
 * Pages for signed-in people and staff: a visitor gets the same sign-in prompt on each, so a
 * visitor's sweep checks two of them (a personal and a staff page); the admin's sweep checks all.
 */
export const SIGNED_IN_ROUTES = [
  "/profile",
  "/account/personal",
  "/account/password",
  "/inbox",
  "/participation",
  "/participation/person",
  "/submissions/moderation",
  "/challenge/care/moderation",
  "/admin",
  "/admin/announcements",
  "/admin/audit",
  "/admin/challenges",
  "/admin/users",
  "/admin/teams",
  "/admin/translations",
  "/admin/qr",
  "/admin/qr/print",
  "/admin/sustainability-dashboard",
  "/admin/sustainability-certificate-users",
  "/admin/sustainability-water-bottle-users",
  "/admin/sustainability-water-bottle-collections",
] as const;

/** Signs the demo admin in and answers their user id, for the public person pages (`:me`). */
export async function adminId(page: Page): Promise<string> {
  await signIn(page, "admin@festival.test");
  const session: unknown = await (await page.request.get("/api/_auth/session")).json();
  const id =
    typeof session === "object" &&
    session !== null &&
    "user" in session &&
    typeof session.user === "object" &&
    session.user !== null &&
    "id" in session.user &&
    typeof session.user.id === "string"
      ? session.user.id
      : "";
  expect(id).not.toBe("");
  return id;
}
