import { describe, expect, it } from "vitest";
import { huntRule, huntRuleText, huntTarget } from "./hunt-rule";

describe("the station hunt's rule", () => {
  it("completes the hunt at its goal, never at more stations than exist, or at all of them", () => {
    expect(huntTarget(8, 10)).toBe(8);
    expect(huntTarget(8, 11)).toBe(8);
    expect(huntTarget(8, 5)).toBe(5);
    expect(huntTarget(null, 10)).toBe(10);
    expect(huntTarget(8, 0)).toBeNull();
  });

  it("says how many exist, what completes the hunt and what the certificate needs, in one sentence", () => {
    const rule = huntRule({ activeStations: 10, goal: 8, certificateStations: 5 });
    expect(rule).toEqual({ stations: 10, toComplete: 8, forCertificate: 5 });
    expect(huntRuleText(rule)).toBe(
      "10 stations to find: scan 8 to complete the hunt, 5 for the certificate.",
    );
    expect(huntRuleText(huntRule({ activeStations: 1, goal: null, certificateStations: 1 }))).toBe(
      "1 station to find: scan 1 to complete the hunt, 1 for the certificate.",
    );
    expect(huntRuleText(huntRule({ activeStations: 0, goal: 8, certificateStations: 5 }))).toBe(
      "There are no stations to find yet.",
    );
  });
});
