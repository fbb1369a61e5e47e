import { describe, expect, it } from "vitest";
import { nextAchievement } from "./next-achievement";

const achievement = (
  key: string,
  earned: boolean,
  progress: { current: number; target: number | null } | null,
) => ({ key, earnedAt: earned ? new Date("2026-07-10T12:00:00Z") : null, progress });

describe("nextAchievement", () => {
  it("is the locked achievement I am closest to, by share of its target", () => {
    const next = nextAchievement([
      achievement("first-challenge", true, { current: 1, target: 1 }),
      achievement("stations-5", false, { current: 2, target: 5 }),
      achievement("refills-10", false, { current: 7, target: 10 }),
      achievement("stations-all", false, { current: 2, target: null }),
    ]);
    expect(next?.key).toBe("refills-10");
  });

  it("keeps the page's order between equals and is null when nothing is left or known", () => {
    expect(
      nextAchievement([
        achievement("gratitude-3", false, { current: 0, target: 3 }),
        achievement("giving-3", false, { current: 0, target: 3 }),
      ])?.key,
    ).toBe("gratitude-3");
    expect(nextAchievement([achievement("a", true, { current: 1, target: 1 })])).toBeNull();
    expect(nextAchievement([achievement("a", false, null)])).toBeNull();
  });
});
