import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/shared/format";
import { noticeText, qrFileBase } from "./format";

describe("what the station page says", () => {
  it("announces a credit with the points and the station", () => {
    expect(noticeText({ kind: "credited", label: "Recycling station", points: 10 })).toEqual({
      title: "Station scanned",
      text: "+10 points: Recycling station",
      color: "teal",
    });
  });

  it("dates a repeat scan and passes refusals on as they are", () => {
    const scannedAt = "2026-07-03T12:05:00.000Z";
    const repeat = noticeText({ kind: "already", label: "Compost corner", scannedAt });
    expect(repeat.title).toBe("Compost corner");
    expect(repeat.text).toBe(`You scanned this station on ${formatDateTime(new Date(scannedAt))}.`);
    expect(formatDateTime(new Date(scannedAt))).toMatch(/^3 Jul 2026, \d{2}:\d{2}$/);
    expect(noticeText({ kind: "refused", message: "Closed." })).toMatchObject({
      text: "Closed.",
      color: "red",
    });
  });

  it("names download files after the station", () => {
    expect(qrFileBase("Repair café (tent 3)")).toBe("station-repair-cafe-tent-3");
    expect(qrFileBase("!!!")).toBe("station-code");
  });
});
