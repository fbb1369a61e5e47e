import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  certificateDate,
  certificateEligibility,
  certificateSerialFrom,
  ineligibilityReason,
  SERIAL_PATTERN,
} from "./certificates";

const rule = { minStations: 5, minRefills: 3 };

describe("certificate eligibility", () => {
  it("needs both at least N stations and at least M refills", () => {
    expect(certificateEligibility({ stations: 5, refills: 3 }, rule).eligible).toBe(true);
    expect(certificateEligibility({ stations: 12, refills: 40 }, rule).eligible).toBe(true);
    expect(certificateEligibility({ stations: 4, refills: 3 }, rule)).toEqual({
      eligible: false,
      missingStations: 1,
      missingRefills: 0,
    });
    expect(certificateEligibility({ stations: 5, refills: 0 }, rule)).toEqual({
      eligible: false,
      missingStations: 0,
      missingRefills: 3,
    });
  });

  it("follows the configured rule", () => {
    expect(
      certificateEligibility({ stations: 0, refills: 0 }, { minStations: 0, minRefills: 0 })
        .eligible,
    ).toBe(true);
    expect(
      certificateEligibility({ stations: 9, refills: 9 }, { minStations: 10, minRefills: 1 })
        .eligible,
    ).toBe(false);
  });

  it("is eligible exactly when nothing is missing", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50), (stations, refills, n, m) => {
        const result = certificateEligibility(
          { stations, refills },
          { minStations: n, minRefills: m },
        );
        expect(result.eligible).toBe(stations >= n && refills >= m);
        expect(result.eligible).toBe(result.missingStations === 0 && result.missingRefills === 0);
      }),
    );
  });

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

  it("print their date in words (UTC)", () => {
    expect(certificateDate(new Date("2026-07-04T23:30:00Z"))).toBe("4 July 2026");
  });
});
