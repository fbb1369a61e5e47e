import type { ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { privateBreadcrumb, privateEvent, SENTRY_DATA_COLLECTION } from "./sentry-privacy";

const TOKEN = "Zq3x-9_ABCdefGHIjklMNOpqrSTUvwxYZ0123456789a";

describe("what a Sentry report may carry", () => {
  it("keeps the user's id only, and no token from a URL", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `failed on /auth/reset-password/${TOKEN}`,
      user: { id: "cuser1", email: "bea@festival.test", username: "Bea", ip_address: "10.0.0.1" },
      request: { url: `https://festival.example/challenge/sustainability/challenge?qr=${TOKEN}` },
    };
    const sent = privateEvent(event);
    expect(sent.user).toEqual({ id: "cuser1" });
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(sent.request?.url).toBe(
      "https://festival.example/challenge/sustainability/challenge?qr=[redacted]",
    );
  });

  it("drops a user without an id altogether", () => {
    const event: ErrorEvent = { type: undefined, user: { email: "bea@festival.test" } };
    expect(privateEvent(event).user).toBeUndefined();
  });

  it("redacts breadcrumbs, and collects no cookies, headers, bodies, query strings or user info", () => {
    const crumb = privateBreadcrumb({
      category: "navigation",
      data: { to: `/authenticated/${TOKEN}` },
    });
    expect(crumb.data?.to).toBe("/authenticated/[redacted]");
    expect(SENTRY_DATA_COLLECTION).toEqual({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
  });
});
