import { afterEach, describe, expect, it, vi } from "vitest";
import {
  featurePost,
  featuredTextStep,
  INTERLUDE_MS,
  largestFitting,
  nextFeaturedId,
  nextSlide,
  retryDelay,
  ROTATE_MS,
  shownSlide,
  slideDuration,
  slideKey,
  WALL_MAX_RETRY_DELAY_MS,
  WALL_POLL_MS,
  WALL_ROTATION_START,
  type WallContent,
  type WallRotation,
} from "./wall";

afterEach(() => {
  vi.useRealTimers();
});

describe("the wall's polling rules", () => {
  it("polls well within the 10 s the wall promises", () => {
    expect(WALL_POLL_MS).toBeLessThanOrEqual(10_000);
  });

  it("backs off exponentially after failures, up to a cap", () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(WALL_MAX_RETRY_DELAY_MS);
    expect(retryDelay(1000)).toBe(WALL_MAX_RETRY_DELAY_MS);
  });
});

describe("nextFeaturedId", () => {
  it("walks the list and wraps around", () => {
    expect(nextFeaturedId(["a", "b", "c"], "a")).toBe("b");
    expect(nextFeaturedId(["a", "b", "c"], "c")).toBe("a");
  });

  it("starts over when the featured post left the wall, and handles an empty wall", () => {
    expect(nextFeaturedId(["a", "b"], "gone")).toBe("a");
    expect(nextFeaturedId(["a", "b"], null)).toBe("a");
    expect(nextFeaturedId([], "a")).toBeNull();
  });
});

describe("featuredTextStep", () => {
  it("keeps normal posts in the largest type and steps down for longer ones", () => {
    expect(featuredTextStep("Thanks for the tea!")).toBe("short");
    expect(featuredTextStep("x".repeat(90))).toBe("short");
    expect(featuredTextStep("x".repeat(91))).toBe("medium");
    expect(featuredTextStep("x".repeat(140))).toBe("medium");
    expect(featuredTextStep("x".repeat(200))).toBe("long");
    expect(featuredTextStep("x".repeat(280))).toBe("longest");
  });

  it("counts a line break as a line's worth of text", () => {
    expect(featuredTextStep("x".repeat(60))).toBe("short");
    expect(featuredTextStep(`${"x".repeat(30)}\n${"x".repeat(30)}\n`)).toBe("medium");
    expect(featuredTextStep("a\n".repeat(40))).toBe("longest");
  });
});

describe("largestFitting", () => {
  it("takes the largest size when the text fits at it", () => {
    const tried: number[] = [];
    const everything = (scale: number) => {
      tried.push(scale);
      return true;
    };
    expect(largestFitting(everything, { max: 1.3 })).toBe(1.3);
    expect(tried).toEqual([1.3]);
  });

  it("finds the largest scale that fits, from below", () => {
    // Text whose height is proportional to its scale, in a box 0.55 of its full height.
    const scale = largestFitting((candidate) => candidate <= 0.55, {
      min: 0.3,
      max: 1,
      steps: 10,
    });
    expect(scale).toBeLessThanOrEqual(0.55);
    expect(scale).toBeGreaterThan(0.55 - 0.7 / 2 ** 10);
    // A short post grows a little, up to where it still fits.
    const grown = largestFitting((candidate) => candidate <= 1.2, { min: 0.3, max: 1.3 });
    expect(grown).toBeLessThanOrEqual(1.2);
    expect(grown).toBeGreaterThan(1.19);
  });

  it("returns the smallest scale when nothing fits", () => {
    expect(largestFitting(() => false, { min: 0.3, max: 1.3, steps: 6 })).toBe(0.3);
  });
});

describe("the wall's rotation between posts and interludes", () => {
  const posts = (...ids: string[]) => ids;
  /** The slides the wall shows one after the other from the start, `count` of them. */
  function run(content: WallContent, count: number, start: WallRotation = WALL_ROTATION_START) {
    const shown: string[] = [];
    let rotation = start;
    for (let turn = 0; turn < count; turn++) {
      shown.push(slideKey(shownSlide(rotation, content)));
      rotation = nextSlide(rotation, content);
    }
    return shown;
  }

  it("shows the figures after every four posts, then the top teams after the next four", () => {
    const content: WallContent = {
      postIds: posts("a", "b", "c", "d", "e"),
      interludes: ["impact", "teams"],
    };
    expect(run(content, 12)).toEqual([
      "post:a",
      "post:b",
      "post:c",
      "post:d",
      "impact",
      "post:e",
      "post:a",
      "post:b",
      "post:c",
      "teams",
      "post:d",
      "post:e",
    ]);
  });

  it("with fewer posts than that, shows each post once between interludes", () => {
    expect(run({ postIds: posts("a"), interludes: ["impact", "teams"] }, 6)).toEqual([
      "post:a",
      "impact",
      "post:a",
      "teams",
      "post:a",
      "impact",
    ]);
    expect(run({ postIds: posts("a", "b"), interludes: ["impact"] }, 6)).toEqual([
      "post:a",
      "post:b",
      "impact",
      "post:a",
      "post:b",
      "impact",
    ]);
  });

  it("without ranked teams shows only the figures; without figures only posts", () => {
    expect(run({ postIds: posts("a", "b", "c", "d"), interludes: ["impact"] }, 10)).toEqual([
      "post:a",
      "post:b",
      "post:c",
      "post:d",
      "impact",
      "post:a",
      "post:b",
      "post:c",
      "post:d",
      "impact",
    ]);
    expect(run({ postIds: posts("a", "b"), interludes: [] }, 4)).toEqual([
      "post:a",
      "post:b",
      "post:a",
      "post:b",
    ]);
  });

  it("with no approved post shows the figures (and the teams) rather than an empty screen", () => {
    expect(run({ postIds: [], interludes: ["impact", "teams"] }, 4)).toEqual([
      "impact",
      "teams",
      "impact",
      "teams",
    ]);
    expect(run({ postIds: [], interludes: ["impact"] }, 2)).toEqual(["impact", "impact"]);
    expect(run({ postIds: [], interludes: [] }, 1)).toEqual([""]);
  });

  it("features a new approval at once, counting the post it cut short, and goes on after it", () => {
    const before: WallContent = {
      postIds: posts("a", "b", "c", "d"),
      interludes: ["impact", "teams"],
    };
    const onB = nextSlide(WALL_ROTATION_START, before);
    expect(slideKey(shownSlide(onB, before))).toBe("post:b");
    const after: WallContent = {
      postIds: posts("new", "a", "b", "c", "d"),
      interludes: ["impact", "teams"],
    };
    const rotation = featurePost(onB, "new");
    expect(run(after, 5, rotation)).toEqual(["post:new", "post:a", "impact", "post:b", "post:c"]);
  });

  it("moves on from a post that was unpublished or an interlude that is gone", () => {
    const before: WallContent = { postIds: posts("a", "b", "c"), interludes: ["impact", "teams"] };
    const rotation = nextSlide(WALL_ROTATION_START, before);
    expect(slideKey(shownSlide(rotation, before))).toBe("post:b");
    const after: WallContent = { postIds: posts("a", "c"), interludes: ["impact", "teams"] };
    expect(slideKey(shownSlide(rotation, after))).toBe("post:a");

    const teams: WallRotation = {
      slide: { kind: "teams" },
      lastPostId: "c",
      postsSinceInterlude: 0,
      lastInterlude: "teams",
    };
    expect(slideKey(shownSlide(teams, { postIds: posts("a", "c"), interludes: ["impact"] }))).toBe(
      "post:a",
    );
    expect(slideKey(shownSlide(teams, { postIds: [], interludes: ["impact"] }))).toBe("impact");
  });

  it("shows an interlude a little longer than a post, to read its figures", () => {
    expect(slideDuration({ kind: "post", id: "a" })).toBe(ROTATE_MS);
    expect(slideDuration({ kind: "impact" })).toBe(INTERLUDE_MS);
    expect(slideDuration({ kind: "teams" })).toBe(INTERLUDE_MS);
    expect(INTERLUDE_MS).toBeGreaterThan(ROTATE_MS);
  });
});
