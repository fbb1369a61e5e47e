import { describe, expect, it } from "vitest";
import { formatCo2e } from "./rules";

describe("impact words", () => {
  it("show CO2e in a readable unit", () => {
    expect(formatCo2e(996)).toBe("996 g");
    expect(formatCo2e(12_450)).toBe("12.5 kg");
    expect(formatCo2e(2_500_000)).toBe("2.5 t");
  });

  it("write CO2e with a German decimal comma in German", () => {
    expect(formatCo2e(996, "de")).toBe("996 g");
    expect(formatCo2e(12_450, "de")).toBe("12,5 kg");
    expect(formatCo2e(2_500_000, "de")).toBe("2,5 t");
    expect(formatCo2e(1_234_567_000, "de")).toBe("1.234,57 t");
  });
});
