import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("reads a cookie among others, decoding its value", () => {
    expect(readCookie("a=1; session=abc123; lastpath=%2Ffaq%3Fq%3D1", "session")).toBe("abc123");
    expect(readCookie("a=1; lastpath=%2Ffaq%3Fq%3D1", "lastpath")).toBe("/faq?q=1");
    expect(readCookie('quoted="x y"', "quoted")).toBe("x y");
    expect(readCookie("  spaced  =  value  ", "spaced")).toBe("value");
  });

  it("answers undefined when there is no header or no such cookie", () => {
    expect(readCookie(undefined, "session")).toBeUndefined();
    expect(readCookie("", "session")).toBeUndefined();
    expect(readCookie("sessions=1; xsession=2", "session")).toBeUndefined();
  });

  it.each([
    ["a bad escape", "theme=50%off"],
    ["a lone percent", "a=%"],
    ["a truncated UTF-8 escape", "a=%E0%A4%A"],
    ["pairs without names", "=value; =; ;;"],
    ["no equals sign", "lonely"],
    ["spaces and tabs", "a b=c; \t=\t"],
    ["Latin-1 bytes", "\u00fcber=1; x=\u00e9\u00ff"],
    ["a 20000-byte cookie", `big=${"a".repeat(20_000)}`],
  ])("ignores what it cannot read (%s), never throws", (_, junk) => {
    expect(readCookie(`${junk}; session=abc`, "session")).toBe("abc");
    expect(readCookie(`session=abc; ${junk}`, "session")).toBe("abc");
  });

  it("skips a value that is not valid percent-encoding, even of the cookie asked for", () => {
    expect(readCookie("session=%E0%A4%A", "session")).toBeUndefined();
    expect(readCookie("session=50%off; session=abc", "session")).toBe("abc");
  });

  it("takes the first of duplicate cookies (the most specific one, RFC 6265)", () => {
    expect(readCookie("session=first; session=second", "session")).toBe("first");
  });

  it("is not fooled by names that exist on every object", () => {
    expect(readCookie("a=1", "__proto__")).toBeUndefined();
    expect(readCookie("a=1", "constructor")).toBeUndefined();
    expect(readCookie("__proto__=x; constructor=y", "constructor")).toBe("y");
  });

  it("reads headers sent as several lines", () => {
    expect(readCookie(["theme=50%off", "session=abc"], "session")).toBe("abc");
  });
});
