import { describe, expect, it } from "vitest";
import { contentRefusal, openKeyFor, submissionRefusal } from "./submissions";

const open = { kind: "SUBMISSION", published: true, startsAt: null, endsAt: null } as const;

describe("who may submit where", () => {
  it("takes submissions only for published SUBMISSION challenges inside their window", () => {
    const now = new Date("2026-07-11T12:00:00Z");
    expect(submissionRefusal(open, now)).toBeNull();
    expect(submissionRefusal(null, now)).toBe("There is no such challenge.");
    expect(submissionRefusal({ ...open, published: false }, now)).toBe(
      "There is no such challenge.",
    );
    expect(submissionRefusal({ ...open, kind: "BINGO" }, now)).toBe(
      "This challenge does not take submissions.",
    );
    expect(submissionRefusal({ ...open, endsAt: new Date("2026-07-10T00:00:00Z") }, now)).toMatch(
      /^This challenge is closed/,
    );
  });

  it("needs a text or an image", () => {
    expect(contentRefusal("  \n ", false)).toBe("Write something or add an image.");
    expect(contentRefusal("", true)).toBeNull();
    expect(contentRefusal("A poem", false)).toBeNull();
  });
});

describe("one open submission per person and challenge", () => {
  it("holds the key while pending or approved and gives it up when rejected", () => {
    const submission = { userId: "u1", challengeId: "c1" };
    expect(openKeyFor(submission, "PENDING")).toBe("u1:c1");
    expect(openKeyFor(submission, "APPROVED")).toBe("u1:c1");
    expect(openKeyFor(submission, "REJECTED")).toBeNull();
  });
});
