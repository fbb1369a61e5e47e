import { describe, expect, it } from "vitest";
import { countOf, ownItemNotice, ownItemRefusal } from "./rules";

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

describe("countOf", () => {
  it("counts posts and submissions", () => {
    expect(countOf(1, "post")).toBe("1 post");
    expect(countOf(3, "submission")).toBe("3 submissions");
  });
});
