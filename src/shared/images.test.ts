import { describe, expect, it } from "vitest";
import { formatFileSize } from "./images";

const MB = 1024 * 1024;

describe("formatFileSize", () => {
  it("says file sizes in KB or MB", () => {
    expect(formatFileSize(200)).toBe("1 KB");
    expect(formatFileSize(640 * 1024)).toBe("640 KB");
    expect(formatFileSize(3.24 * MB)).toBe("3.2 MB");
    expect(formatFileSize(12 * MB)).toBe("12 MB");
  });
});
