import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SESSION_SECRET, secretWeakness } from "./secrets";

describe("secretWeakness", () => {
  it("accepts a random 32-byte secret", () => {
    expect(secretWeakness(randomBytes(32).toString("base64url"))).toBeNull();
  });

  it.each([
    [undefined, "is missing"],
    ["", "is missing"],
    ["abc", "too short"],
    ["change-me-change-me-change-me-change-me", "placeholder"],
    [DEV_SESSION_SECRET, "placeholder"],
    ["abababababababababababababababababab", "too little variety"],
  ])("rejects %j (%s)", (secret, reason) => {
    expect(secretWeakness(secret)).toContain(reason);
  });
});
