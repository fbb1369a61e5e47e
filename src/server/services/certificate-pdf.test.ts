import { describe, expect, it } from "vitest";
import { certificateText } from "./certificate-pdf";

describe("the certificate's words", () => {
  it("date it in the festival's time zone: late on 4 July UTC is 5 July in Berlin", () => {
    const words = certificateText({
      name: "Sam",
      festival: "Community Festival",
      serial: "SC-2026-ABCD-EFGHJK",
      issuedAt: new Date("2026-07-04T23:30:00Z"),
    });
    expect(words.issued).toBe("Issued 5 July 2026");
    expect(words.serial).toBe("Serial SC-2026-ABCD-EFGHJK");
  });
});
