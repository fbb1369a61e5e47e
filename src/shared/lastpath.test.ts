import { describe, expect, it } from "vitest";
import { returnPathFrom, sameOriginPath, shouldRememberPath } from "./lastpath";

const BASE = "https://festival.example";

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

describe("sameOriginPath", () => {
  it("keeps a path of this site, percent-encoded so that it fits in a header", () => {
    expect(sameOriginPath("/account/password", BASE)).toBe("/account/password");
    expect(sameOriginPath("/faq?q=1#top", BASE)).toBe("/faq?q=1#top");
    expect(sameOriginPath("/faq?q=田中", BASE)).toBe("/faq?q=%E7%94%B0%E4%B8%AD");
    expect(sameOriginPath("/faq#田中", BASE)).toBe("/faq#%E7%94%B0%E4%B8%AD");
    expect(sameOriginPath("/caf\u00e9", BASE)).toBe("/caf%C3%A9");
    // An encoded tab stays encoded: a path on this site (a 404), not a way out of it.
    expect(sameOriginPath("/%09/evil.example", BASE)).toBe("/%09/evil.example");
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/x",
    "/x\u007f",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("refuses %j", (value) => {
    expect(sameOriginPath(value, BASE)).toBeNull();
  });
});

describe("returnPathFrom", () => {
  it("returns the remembered path of this site (the cookie's value as the server read it)", () => {
    expect(returnPathFrom("/account/password", BASE)).toBe("/account/password");
    expect(returnPathFrom("/faq?q=田中", BASE)).toBe("/faq?q=%E7%94%B0%E4%B8%AD");
  });

  it("does not decode twice: an encoded tab stays a harmless path of this site", () => {
    expect(returnPathFrom("/%09/evil.example", BASE)).toBe("/%09/evil.example");
  });

  it.each([
    undefined,
    "",
    "%E0%A4%A",
    "/\t/evil.example",
    "//evil.example",
    "/.//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/auth/login",
    "/auth/reset-password/abc",
    "/authenticated",
    "/authenticated/abc",
    "/%61uth/login",
    "/%61uthenticated",
  ])("falls back to /profile for %j", (value) => {
    expect(returnPathFrom(value, BASE)).toBe("/profile");
  });

  it("whatever it returns is a same-origin path that fits in a Location header", () => {
    const values = ["/x y", "/a\u00ff", "/?q=<script>", "/#\"'", "/faq?q=%zz", "/%E0%A4%A"];
    for (const value of values) {
      const path = returnPathFrom(value, BASE);
      expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(path, BASE).origin).toBe(BASE);
    }
  });
});
