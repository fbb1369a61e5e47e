import { describe, expect, it } from "vitest";
import { burstRefusal, waitInWords, waitParts } from "./waits";

describe("waitInWords", () => {
  it("says seconds up to a minute and a half and whole minutes (rounded up) beyond", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(42)).toBe("42 seconds");
    expect(waitInWords(60)).toBe("60 seconds");
    expect(waitInWords(90)).toBe("90 seconds");
    expect(waitInWords(91)).toBe("2 minutes");
    expect(waitInWords(120)).toBe("2 minutes");
    expect(waitInWords(540)).toBe("9 minutes");
  });

  it("never says less than a second, nor a fraction", () => {
    expect(waitInWords(0)).toBe("1 second");
    expect(waitInWords(-5)).toBe("1 second");
    expect(waitInWords(2.2)).toBe("3 seconds");
  });
});

describe("burstRefusal", () => {
  it("says what came too fast and how long to wait", () => {
    expect(burstRefusal("posts", 42)).toBe(
      "Too many posts in a short time: try again in 42 seconds.",
    );
    expect(burstRefusal("reports", 300)).toBe(
      "Too many reports in a short time: try again in 5 minutes.",
    );
  });
});

describe("waitParts", () => {
  it("gives the wait's unit and count as waitInWords says them, for messages in any language", () => {
    expect(waitParts(1)).toEqual({ unit: "second", count: 1 });
    expect(waitParts(0)).toEqual({ unit: "second", count: 1 });
    expect(waitParts(2.2)).toEqual({ unit: "second", count: 3 });
    expect(waitParts(90)).toEqual({ unit: "second", count: 90 });
    expect(waitParts(91)).toEqual({ unit: "minute", count: 2 });
    expect(waitParts(540)).toEqual({ unit: "minute", count: 9 });
  });
});
