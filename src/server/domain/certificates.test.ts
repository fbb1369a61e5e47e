import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificateEligibility } from "~/shared/certificates/rules";
import { certificateSerialFrom, ineligibilityReason, SERIAL_PATTERN } from "./certificates";

const rule = { minStations: 5, minRefills: 3 };

describe("certificate eligibility", () => {
  it("explains what is missing", () => {
    expect(ineligibilityReason(certificateEligibility({ stations: 3, refills: 2 }, rule))).toBe(
      "Needs 2 more stations and 1 more refill.",
    );
    expect(
      ineligibilityReason(certificateEligibility({ stations: 5, refills: 3 }, rule)),
    ).toBeNull();
  });
});

describe("serials", () => {
  it("carry the year and 10 random characters", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const serial = certificateSerialFrom(bytes, new Date("2026-07-04T12:00:00Z"));
        expect(serial).toMatch(SERIAL_PATTERN);
        expect(serial.startsWith("SC-2026-")).toBe(true);
      }),
    );
  });
});
