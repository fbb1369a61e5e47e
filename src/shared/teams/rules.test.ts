import { describe, expect, it } from "vitest";
import { createTeamInput, joinTeamInput } from "./inputs";
import { isJoinCode, normalizeJoinCode, teamNameKey, teamNameProblem } from "./rules";

describe("team names", () => {
  it("follow the display-name rules, 3 to 40 visible characters", () => {
    expect(teamNameProblem("   ")).toBe("Enter a team name");
    expect(teamNameProblem("\u200B\u200B\u200B")).toBe(
      "Use at least one visible letter, number or symbol",
    );
    expect(teamNameProblem("ab")).toBe("At least 3 characters");
    expect(teamNameProblem("a".repeat(41))).toBe("At most 40 characters");
    expect(teamNameProblem("Night Owls")).toBeNull();
  });

  it("are stored normalised and compared ignoring case, spacing and look-alike forms", () => {
    expect(createTeamInput.parse({ name: "  Night \u202E  Owls " }).name).toBe("Night Owls");
    expect(teamNameKey("NIGHT   owls")).toBe(teamNameKey("Night Owls"));
    expect(teamNameKey("Ｎｉｇｈｔ Owls")).toBe(teamNameKey("night owls"));
  });
});

describe("join codes", () => {
  it("are read leniently: case, spaces, dashes and O/I/L look-alikes do not count", () => {
    expect(normalizeJoinCode(" ab12-cd34 ef ")).toBe("AB12CD34EF");
    expect(normalizeJoinCode("o1il0ABCDE")).toBe("01110ABCDE");
    expect(joinTeamInput.parse({ code: "ab12-cd34-ef" }).code).toBe("AB12CD34EF");
  });

  it("have 10 characters of Crockford's base32, nothing else", () => {
    expect(isJoinCode("AB12CD34EF")).toBe(true);
    expect(isJoinCode("AB12CD34E")).toBe(false);
    expect(isJoinCode("AB12CD34EU")).toBe(false);
    expect(isJoinCode(12)).toBe(false);
    expect(joinTeamInput.safeParse({ code: "x".repeat(65) }).success).toBe(false);
  });
});
