import { describe, expect, it } from "vitest";
import { dimensionRefusal, fitInside, quotaRefusal, sniffImageType } from "./images";

const MB = 1024 * 1024;

describe("image rules", () => {
  it("refuses unreadable and oversized dimensions", () => {
    expect(dimensionRefusal(4000, 3000)).toBeNull();
    expect(dimensionRefusal(8000, 6000)).toBeNull();
    expect(dimensionRefusal(0, 10)).toBe("This image has no readable size.");
    expect(dimensionRefusal(20_000, 20_000)).toMatch(/too large \(20000×20000 pixels\)/);
  });

  it("fits a size inside a square without enlarging", () => {
    expect(fitInside(3000, 2000, 1600)).toEqual({ width: 1600, height: 1067 });
    expect(fitInside(100, 50, 1600)).toEqual({ width: 100, height: 50 });
    expect(fitInside(10_000, 1, 480)).toEqual({ width: 480, height: 1 });
  });

  it("counts the quota over stored bytes", () => {
    expect(quotaRefusal(40 * MB, 10 * MB, 50 * MB)).toBeNull();
    expect(quotaRefusal(40 * MB, 10 * MB + 1, 50 * MB)).toBe(
      "Your uploads would take more than your 50 MB of space (40 MB used). Ask the help desk if you need more.",
    );
  });

  it("recognises an AVIF by a compatible brand too", () => {
    const box = Buffer.alloc(32);
    box.writeUInt32BE(28, 0);
    box.write("ftypmif1\0\0\0\0mif1avifmiaf", 4, "latin1");
    expect(sniffImageType(box)).toBe("avif");
    box.write("heic", 20, "latin1");
    expect(sniffImageType(box)).toBeNull();
  });
});
