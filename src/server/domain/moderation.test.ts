import { describe, expect, it } from "vitest";
import { decisionEffect } from "./moderation";

describe("decisionEffect", () => {
  it("awards on approval and takes back only what an approval gave", () => {
    expect(decisionEffect("PENDING", "approve")).toEqual({ to: "APPROVED", points: "award" });
    expect(decisionEffect("PENDING", "reject")).toEqual({ to: "REJECTED", points: null });
    expect(decisionEffect("APPROVED", "reject")).toEqual({ to: "REJECTED", points: "reverse" });
    expect(decisionEffect("REJECTED", "approve")).toEqual({ to: "APPROVED", points: "award" });
  });

  it("changes nothing when the item already is where the decision leads", () => {
    expect(decisionEffect("APPROVED", "approve")).toBeNull();
    expect(decisionEffect("REJECTED", "reject")).toBeNull();
  });
});
