import { describe, expect, it } from "vitest";
import { formErrors, slugify, toNumber } from "~/lib/form-values";
import { challengeCreateInput } from "~/shared/challenges/inputs";

describe("admin form helpers", () => {
  it("turns zod issues into one message per field", () => {
    const errors = formErrors(
      challengeCreateInput.safeParse({
        area: "CARE",
        kind: "BINGO",
        slug: "Bad Slug",
        title: "ok title",
        summary: "",
        description: "",
        points: -1,
        goal: null,
        startsAt: null,
        endsAt: null,
        published: false,
        position: 0,
      }),
    );
    expect(errors).toEqual({
      slug: "Lower-case letters and digits, words joined by hyphens.",
      summary: "Write a one-line summary.",
      points: "No negative points.",
      kind: "Bingo does not belong to this area.",
    });
  });

  it("reads number inputs and suggests slugs", () => {
    expect(toNumber("")).toBeNull();
    expect(toNumber("12")).toBe(12);
    expect(toNumber(3)).toBe(3);
    expect(toNumber("x")).toBeNull();
    expect(slugify("  Poem of the Day! ")).toBe("poem-of-the-day");
    expect(slugify("Café crème")).toBe("cafe-creme");
  });
});
