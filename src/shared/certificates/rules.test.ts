import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificateEligibility } from "./rules";

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
});
