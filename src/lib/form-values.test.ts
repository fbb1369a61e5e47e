import { describe, expect, it } from "vitest";
import { challengeCreateSchema } from "~/server/domain/challenge-input";
import { formErrors, fromLocalInput, slugify, toLocalInput, toNumber } from "~/lib/form-values";

describe("admin form helpers", () => {
  it("turns zod issues into one message per field", () => {
    const errors = formErrors(
      challengeCreateSchema.safeParse({
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

  it("round-trips datetime-local values in local time", () => {
    const date = new Date(2026, 6, 10, 9, 5);
    expect(toLocalInput(date)).toBe("2026-07-10T09:05");
    expect(fromLocalInput("2026-07-10T09:05")).toEqual(date);
    expect(fromLocalInput("")).toBeNull();
    expect(toLocalInput(null)).toBe("");
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
