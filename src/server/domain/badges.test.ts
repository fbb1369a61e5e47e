import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_CATALOG } from "~/server/domain/achievements";
import { badgeSrc } from "~/shared/badges";

const file = (src: string) => readFileSync(path.join(process.cwd(), "public", src), "utf8");

describe("badge art", () => {
  it("gives every achievement of the catalogue its own drawn badge", () => {
    const drawings = ACHIEVEMENT_CATALOG.map((achievement) => {
      const src = badgeSrc(achievement.key);
      expect(src).toBe(`/badges/${achievement.key}.svg`);
      const svg = file(src);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|on\w+=/i);
      return svg;
    });
    expect(new Set(drawings).size).toBe(ACHIEVEMENT_CATALOG.length);
  });

  it("falls back to a plain badge for a key it has no drawing for", () => {
    expect(badgeSrc("made-up")).toBe("/badges/default.svg");
    expect(file(badgeSrc("made-up"))).toContain("<svg");
  });
});
