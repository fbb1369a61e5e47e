import { describe, expect, it } from "vitest";
import { isLocale, LOCALE_COOKIE, localeCookie } from "./locales";

describe("the language switch's cookie", () => {
  it("names the language for the whole site, for a year, SameSite=Lax, Secure when asked", () => {
    expect(localeCookie("de", true)).toBe(
      `${LOCALE_COOKIE}=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(localeCookie("en", false)).toBe(
      `${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it("is only ever written for a language the app has", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("de; Path=/admin")).toBe(false);
    expect(isLocale("")).toBe(false);
  });
});
