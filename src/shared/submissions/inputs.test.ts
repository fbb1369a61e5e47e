import { describe, expect, it } from "vitest";
import { createSubmissionInput } from "./inputs";

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
