import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { impactFigures, safeCsvCell, safeCsvRows } from "./impact";

describe("impact figures", () => {
  it("count one single-use bottle avoided per bottle collected, times the CO2e constant", () => {
    expect(
      impactFigures({ stationsScanned: 40, bottlesRefilled: 12, certificatesIssued: 2 }, 83),
    ).toEqual({
      stationsScanned: 40,
      bottlesRefilled: 12,
      certificatesIssued: 2,
      singleUseBottlesAvoided: 12,
      co2eGramsAvoided: 996,
    });
  });

  it("use the configured grams per bottle, rounded to whole grams", () => {
    const figures = impactFigures(
      { stationsScanned: 0, bottlesRefilled: 3, certificatesIssued: 0 },
      82.5,
    );
    expect(figures.co2eGramsAvoided).toBe(248);
    expect(
      impactFigures({ stationsScanned: 0, bottlesRefilled: 0, certificatesIssued: 0 }, 83)
        .co2eGramsAvoided,
    ).toBe(0);
  });
});

describe("CSV cells", () => {
  it("escape text a spreadsheet would run as a formula", () => {
    for (const dangerous of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x"])
      expect(safeCsvCell(dangerous)).toBe(`'${dangerous}`);
    expect(safeCsvCell('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
  });

  it("leave other cells as they are", () => {
    expect(safeCsvCell("Ana Müller")).toBe("Ana Müller");
    expect(safeCsvCell("a=b")).toBe("a=b");
    expect(safeCsvCell(-3)).toBe(-3);
    expect(safeCsvCell(null)).toBe("");
    expect(safeCsvCell(true)).toBe("yes");
    expect(safeCsvCell(new Date("2026-07-04T12:00:00Z"))).toBe("2026-07-04 14:00:00");
  });

  it("survive a round trip through papaparse with quotes and commas", () => {
    const rows = safeCsvRows(["name", "note"], [{ name: '=evil,"x"', note: "line\nbreak" }]);
    const csv = Papa.unparse({ fields: ["name", "note"], data: rows });
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]).toEqual([`'=evil,"x"`, "line\nbreak"]);
  });
});
