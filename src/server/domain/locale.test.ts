import { describe, expect, it } from "vitest";
import { acceptedLanguages, mailLocale, resolveLocale, type LocaleSources } from "./locale";

const both = { offered: ["en", "de"] as const, fallback: "en" as const };
const englishOnly = { offered: ["en"] as const, fallback: "en" as const };
const none: LocaleSources = { stored: null, cookie: undefined, acceptLanguage: undefined };

describe("acceptedLanguages", () => {
  it("orders by q-value, keeps header order on ties and drops regions", () => {
    expect(acceptedLanguages("fr;q=0.5, de-AT, en;q=0.8")).toEqual(["de", "en", "fr"]);
    expect(acceptedLanguages("en-GB,de")).toEqual(["en", "de"]);
  });

  it("skips q=0, malformed entries and the wildcard", () => {
    expect(acceptedLanguages("de;q=0, *, 12, en;q=abc, fr")).toEqual(["fr"]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("reads hostile headers without failing", () => {
    for (const header of ["*;q=x, en;q=NaN, ;q=", "en-US,".repeat(1500), "zz-ZZZZZZZZZZ-\u00ff"]) {
      expect(() => acceptedLanguages(header)).not.toThrow();
      expect(resolveLocale({ ...none, acceptLanguage: header }, both)).toBe("en");
    }
  });

  it("looks at a bounded number of entries", () => {
    const long = [...Array.from({ length: 500 }, () => "xx"), "de"].join(",");
    expect(acceptedLanguages(long)).not.toContain("de");
  });
});

describe("resolveLocale", () => {
  it("prefers the stored setting over the cookie and the header", () => {
    const sources = { stored: "en", cookie: "de", acceptLanguage: "de" };
    expect(resolveLocale(sources, both)).toBe("en");
  });

  it("prefers the cookie over the header", () => {
    expect(resolveLocale({ ...none, cookie: "de", acceptLanguage: "en" }, both)).toBe("de");
  });

  it("takes the first offered language of the header", () => {
    expect(resolveLocale({ ...none, acceptLanguage: "fr, de-AT;q=0.9, en;q=0.1" }, both)).toBe(
      "de",
    );
  });

  it("falls back to the festival's default", () => {
    expect(resolveLocale({ ...none, acceptLanguage: "fr, it" }, both)).toBe("en");
    expect(resolveLocale(none, { offered: ["en", "de"], fallback: "de" })).toBe("de");
  });

  it("never chooses a language that is not offered, whatever the source", () => {
    const sources = { stored: "de", cookie: "de", acceptLanguage: "de" };
    expect(resolveLocale(sources, englishOnly)).toBe("en");
    expect(resolveLocale({ ...none, cookie: "<script>" }, both)).toBe("en");
  });
});

describe("mailLocale", () => {
  it("is the recipient's stored choice first, whatever the request's language", () => {
    expect(mailLocale("de", "en", both)).toBe("de");
    expect(mailLocale("en", "de", both)).toBe("en");
  });

  it("is the request's language for a person without a choice, else the default", () => {
    expect(mailLocale(null, "de", both)).toBe("de");
    expect(mailLocale(undefined, null, both)).toBe("en");
    expect(mailLocale(null, null, { offered: ["en", "de"], fallback: "de" })).toBe("de");
  });

  it("passes over a stored or requested language that is not offered", () => {
    expect(mailLocale("de", null, englishOnly)).toBe("en");
    expect(mailLocale(null, "de", englishOnly)).toBe("en");
    expect(mailLocale("xx", "de", both)).toBe("de");
  });
});
