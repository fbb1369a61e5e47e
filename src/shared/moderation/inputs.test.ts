import { describe, expect, it } from "vitest";
import { moderationDecideInput } from "./inputs";
import { MODERATION_BATCH_MAX } from "./rules";

describe("moderationDecideInput", () => {
  it("approves without a reason and rejects only with one, said next to the reason field", () => {
    expect(moderationDecideInput.parse({ ids: ["a"], decision: "approve" })).toEqual({
      ids: ["a"],
      decision: "approve",
    });
    expect(
      moderationDecideInput.parse({ ids: ["a"], decision: "reject", reason: "  Off topic\r\n " }),
    ).toEqual({ ids: ["a"], decision: "reject", reason: "Off topic" });
    for (const reason of [undefined, "  \n ", "\u200B"]) {
      const missing = moderationDecideInput.safeParse({ ids: ["a"], decision: "reject", reason });
      expect(missing.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["reason"], "Give a reason: the author will read it."],
      ]);
    }
  });

  it(`takes 1 to ${MODERATION_BATCH_MAX} different ids and a known decision`, () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);
    expect(moderationDecideInput.safeParse({ ids: many(100), decision: "approve" }).success).toBe(
      true,
    );
    for (const ids of [[], many(101), ["a", "a"]])
      expect(moderationDecideInput.safeParse({ ids, decision: "approve" }).success).toBe(false);
    expect(moderationDecideInput.safeParse({ ids: ["a"], decision: "APPROVE" }).success).toBe(
      false,
    );
  });
});
