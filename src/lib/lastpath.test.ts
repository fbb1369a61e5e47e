import { describe, expect, it } from "vitest";
import { returnPathFrom, shouldRememberPath } from "./lastpath";

describe("shouldRememberPath", () => {
  it("remembers ordinary pages", () => {
    expect(shouldRememberPath(null, "/challenge/care")).toBe(true);
    expect(shouldRememberPath("/", "/profile?tab=1")).toBe(true);
  });

  it("never remembers the sign-in hand-over, coming or going (the seed's rule)", () => {
    expect(shouldRememberPath("/", "/authenticated")).toBe(false);
    expect(shouldRememberPath("/authenticated/abc", "/profile")).toBe(false);
  });

  it("never remembers the sign-in screens, so a guarded page's saved path survives the redirect", () => {
    expect(shouldRememberPath(null, "/auth/login")).toBe(false);
    expect(shouldRememberPath("/auth/login", "/auth/register")).toBe(false);
  });
});

describe("returnPathFrom", () => {
  it("returns a path of this site", () => {
    expect(returnPathFrom(encodeURIComponent("/account/password"))).toBe("/account/password");
  });

  it.each([
    undefined,
    "%E0%A4%A",
    "//evil.example",
    "https://evil.example",
    "/auth/login",
    "/authenticated",
  ])("falls back to /profile for %j", (value) => {
    expect(returnPathFrom(value)).toBe("/profile");
  });
});
