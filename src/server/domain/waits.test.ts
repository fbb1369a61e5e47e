import { describe, expect, it } from "vitest";
import { burstRefusal, waitInWords } from "./waits";

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
