import { describe, expect, it } from "vitest";
import { qrFileBase } from "./format";

describe("station downloads", () => {
  it("names download files after the station", () => {
    expect(qrFileBase("Repair café (tent 3)")).toBe("station-repair-cafe-tent-3");
    expect(qrFileBase("!!!")).toBe("station-code");
  });
});
