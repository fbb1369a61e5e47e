import { describe, expect, it } from "vitest";
import { createSubmissionInput, decideInput } from "./submissions-input";
import { contentRefusal, moderationEffect, openKeyFor, submissionRefusal } from "./submissions";

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

describe("moderation decisions", () => {
  it("awards on approval and takes back only what an approval gave", () => {
    expect(moderationEffect("PENDING", "APPROVE")).toEqual({ to: "APPROVED", points: "award" });
    expect(moderationEffect("PENDING", "REJECT")).toEqual({ to: "REJECTED", points: null });
    expect(moderationEffect("APPROVED", "REJECT")).toEqual({ to: "REJECTED", points: "reverse" });
    expect(moderationEffect("REJECTED", "APPROVE")).toEqual({ to: "APPROVED", points: "award" });
  });

  it("does nothing when the submission already is where the decision leads", () => {
    expect(moderationEffect("APPROVED", "APPROVE")).toEqual({ to: null, points: null });
    expect(moderationEffect("REJECTED", "REJECT")).toEqual({ to: null, points: null });
  });

  it("needs a reason to reject, and no id twice", () => {
    const missing = decideInput.safeParse({ ids: ["a"], decision: "REJECT", reason: "  " });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["reason"]);
    expect(decideInput.safeParse({ ids: ["a"], decision: "APPROVE" }).success).toBe(true);
    expect(decideInput.safeParse({ ids: ["a", "a"], decision: "APPROVE" }).success).toBe(false);
    expect(decideInput.safeParse({ ids: [], decision: "APPROVE" }).success).toBe(false);
  });
});

describe("the submission form", () => {
  function form(entries: Array<[string, string | File]>) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  it("reads a challenge, a normalised text and an optional image", () => {
    const image = new File([new Uint8Array([1, 2, 3])], "sketch.png", { type: "image/png" });
    const parsed = createSubmissionInput.parse(
      form([
        ["challengeId", "c1"],
        ["text", "  line one\r\nline two  "],
        ["image", image],
      ]),
    );
    expect(parsed).toEqual({ challengeId: "c1", text: "line one\nline two", image });
    expect(createSubmissionInput.parse(form([["challengeId", "c1"]])).image).toBeNull();
  });

  it("refuses a long text, a text sent as a file, two images and unknown fields", () => {
    const file = new File(["x"], "x.png");
    const cases: Array<[Array<[string, string | File]>, string]> = [
      [
        [
          ["challengeId", "c1"],
          ["text", "x".repeat(2001)],
        ],
        "text",
      ],
      [
        [
          ["challengeId", "c1"],
          ["text", file],
        ],
        "text",
      ],
      [
        [
          ["challengeId", "c1"],
          ["image", file],
          ["image", file],
        ],
        "image",
      ],
      [
        [
          ["challengeId", "c1"],
          ["extra", "1"],
        ],
        "image",
      ],
      [
        [
          ["challengeId", "c1"],
          ["image", "not a file"],
        ],
        "image",
      ],
      [[["text", "no challenge"]], "challengeId"],
    ];
    for (const [entries, field] of cases) {
      const result = createSubmissionInput.safeParse(form(entries));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
    }
    expect(createSubmissionInput.safeParse({ challengeId: "c1" }).success).toBe(false);
  });
});
