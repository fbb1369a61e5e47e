import { describe, expect, it } from "vitest";
import { formatCo2e } from "./rules";

describe("impact words", () => {
  it("show CO2e in a readable unit", () => {
    expect(formatCo2e(996)).toBe("996 g");
    expect(formatCo2e(12_450)).toBe("12.5 kg");
    expect(formatCo2e(2_500_000)).toBe("2.5 t");
  });
});
