import { describe, expect, it } from "vitest";
import {
  countOf,
  MODERATION_BATCH_MAX,
  moderationDecideInput,
  ownItemNotice,
  ownItemRefusal,
} from "./moderation";

describe("ownItemRefusal", () => {
  it("says someone else decides, and for a selection that nothing changed", () => {
    expect(ownItemRefusal("post", 1)).toBe("Someone else has to decide on your own post.");
    expect(ownItemRefusal("submission", 1)).toBe(
      "Someone else has to decide on your own submission.",
    );
    expect(ownItemRefusal("post", 3)).toBe(
      "Your own post is among the 3 selected: someone else has to decide on it. Nothing was changed.",
    );
  });
});

describe("ownItemNotice", () => {
  it("tells the moderator who decides instead", () => {
    expect(ownItemNotice("post")).toBe("Your own post: another moderator decides.");
    expect(ownItemNotice("submission")).toBe("Your own submission: another moderator decides.");
  });
});

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

describe("countOf", () => {
  it("counts posts and submissions", () => {
    expect(countOf(1, "post")).toBe("1 post");
    expect(countOf(3, "submission")).toBe("3 submissions");
  });
});
