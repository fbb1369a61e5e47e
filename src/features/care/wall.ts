/** The wall's timing rules and helpers, free of React so they are unit-tested on their own. */

/** How many of the latest approved posts the wall keeps and rotates through. */
export const WALL_SIZE = 30;
/**
 * The wall's fallback: while its live stream is down, new approvals and unpublished posts show
 * within this (DESIGN.md asks for ≤ 10 s). With the stream up they show within a second.
 */
export const WALL_POLL_MS = 5_000;
/** With the stream up the wall still polls, this seldom, in case an event was lost on the way. */
export const WALL_LIVE_POLL_MS = 60_000;
/**
 * The wall's interludes (its figures and top teams) are asked for this often: the server keeps
 * them 5 s, and they change with every scan, so a push per change would only add noise.
 */
export const WALL_IMPACT_POLL_MS = 15_000;
/** Retries after a failure wait 1 s, 2 s, 4 s, … up to this. */
export const WALL_MAX_RETRY_DELAY_MS = 15_000;

export const wallFeedInput = { limit: WALL_SIZE };

export function retryDelay(attempt: number): number {
  return Math.min(WALL_MAX_RETRY_DELAY_MS, 1000 * 2 ** attempt);
}

/** How long each post is featured before the wall moves on to the next. */
export const ROTATE_MS = 9_000;

/** The id after `current` in `ids` (wrapping), or the first when `current` is gone. */
export function nextFeaturedId(ids: readonly string[], current: string | null): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  return ids[(index + 1) % ids.length] ?? null;
}

/**
 * Between posts the featured area shows an interlude: the festival's figures ("impact", the same
 * as /sustainability-dashboard's, with bingo lines and care posts) or its top teams ("teams").
 */
export type WallInterlude = "impact" | "teams";
export type WallSlide = { kind: "post"; id: string } | { kind: WallInterlude };

/** An interlude after this many posts (after each post once, when the wall has fewer). */
export const POSTS_PER_INTERLUDE = 4;
/** How long an interlude stays: a little longer than a post, to read its figures. */
export const INTERLUDE_MS = 12_000;

/** What there is to show: the posts' ids (newest first) and the interludes that have content. */
export type WallContent = {
  postIds: readonly string[];
  /** In the order they take turns: the figures once loaded, the teams when some are ranked. */
  interludes: readonly WallInterlude[];
};

/** The interludes there is content for: the figures once loaded, the teams when some are ranked. */
export function wallInterludes(figures: boolean, rankedTeams: boolean): WallInterlude[] {
  if (!figures) return [];
  return rankedTeams ? ["impact", "teams"] : ["impact"];
}

/** Where the rotation is: the slide chosen, and what decides the next one. */
export type WallRotation = {
  /** Null before the first turn: the wall starts with its newest post (or an interlude). */
  slide: WallSlide | null;
  /** The post featured last: the rotation goes on after it when an interlude ends. */
  lastPostId: string | null;
  /** Posts whose turn ended since the last interlude. */
  postsSinceInterlude: number;
  /** The interlude shown last: the figures and the teams take turns. */
  lastInterlude: WallInterlude | null;
};

export const WALL_ROTATION_START: WallRotation = {
  slide: null,
  lastPostId: null,
  postsSinceInterlude: 0,
  lastInterlude: null,
};

/**
 * The slide on screen: the one chosen while it still has content; else the newest post (a post
 * unpublished meanwhile, the first turn); else the first interlude; null when there is nothing.
 */
export function shownSlide(rotation: WallRotation, content: WallContent): WallSlide | null {
  const { slide } = rotation;
  if (slide?.kind === "post" && content.postIds.includes(slide.id)) return slide;
  if (slide && slide.kind !== "post" && content.interludes.includes(slide.kind)) return slide;
  const newest = content.postIds[0];
  if (newest !== undefined) return { kind: "post", id: newest };
  const interlude = content.interludes[0];
  return interlude ? { kind: interlude } : null;
}

/** The interlude after `last` in their turn order (the first when `last` has none now). */
function interludeAfter(
  interludes: readonly WallInterlude[],
  last: WallInterlude | null,
): WallInterlude | null {
  if (interludes.length === 0) return null;
  const index = last === null ? -1 : interludes.indexOf(last);
  return interludes[(index + 1) % interludes.length] ?? null;
}

/**
 * The next turn: the next post, or an interlude once POSTS_PER_INTERLUDE posts (or all of them,
 * when there are fewer) had theirs; never two interludes in a row while there are posts; with no
 * post the interludes take turns, so the wall is never empty while it has figures to show.
 */
export function nextSlide(rotation: WallRotation, content: WallContent): WallRotation {
  const current = shownSlide(rotation, content);
  if (!current) return WALL_ROTATION_START;
  const { postIds } = content;
  const lastPostId = current.kind === "post" ? current.id : rotation.lastPostId;
  const postsDone = current.kind === "post" ? rotation.postsSinceInterlude + 1 : 0;
  const due = postsDone >= Math.min(POSTS_PER_INTERLUDE, postIds.length);
  const lastInterlude = current.kind === "post" ? rotation.lastInterlude : current.kind;
  const interlude = due ? interludeAfter(content.interludes, lastInterlude) : null;
  if (interlude)
    return {
      slide: { kind: interlude },
      lastPostId,
      postsSinceInterlude: 0,
      lastInterlude: interlude,
    };
  const id = nextFeaturedId(postIds, lastPostId);
  return {
    slide: id === null ? null : { kind: "post", id },
    lastPostId: id ?? lastPostId,
    postsSinceInterlude: postsDone,
    lastInterlude,
  };
}

/** A new approval, featured at once: the post it cuts short counts as shown. */
export function featurePost(rotation: WallRotation, id: string): WallRotation {
  return {
    ...rotation,
    slide: { kind: "post", id },
    lastPostId: id,
    postsSinceInterlude: rotation.postsSinceInterlude + (rotation.slide?.kind === "post" ? 1 : 0),
  };
}

/** How long a slide stays on screen. */
export function slideDuration(slide: WallSlide): number {
  return slide.kind === "post" ? ROTATE_MS : INTERLUDE_MS;
}

/** A slide as a string ("post:<id>", "impact", "teams"; "" for none), for React's keys and deps. */
export function slideKey(slide: WallSlide | null): string {
  if (!slide) return "";
  return slide.kind === "post" ? `post:${slide.id}` : slide.kind;
}

/**
 * How large the featured post's text starts, by its length: a normal post in the largest type,
 * longer ones a step smaller (line breaks count as a line's worth of characters). The wall then
 * scales it to the largest size that fits its card (largestFitting): a little larger for a short
 * post, smaller for one that would not fit.
 */
export type FeaturedTextStep = "short" | "medium" | "long" | "longest";

/** Characters a line break counts for: it ends a line, as a line full of text would. */
const LINE_BREAK_WEIGHT = 25;

export function featuredTextStep(message: string): FeaturedTextStep {
  const breaks = message.match(/\n/g)?.length ?? 0;
  const weight = message.length + breaks * LINE_BREAK_WEIGHT;
  if (weight <= 90) return "short";
  if (weight <= 140) return "medium";
  if (weight <= 200) return "long";
  return "longest";
}

/** The smallest scale the wall shrinks a post's text to (a 280-character post fits well above it). */
export const FIT_MIN_SCALE = 0.3;
/** The largest it grows a short post's text to, so that the featured card is filled. */
export const FIT_MAX_SCALE = 1.3;

/**
 * The largest scale in [min, max] for which `fits` holds, found by halving the interval `steps`
 * times (fits must hold for every scale below one that fits, as text that shrinks does). `max`
 * when everything fits at it; `min` when nothing fits.
 */
export function largestFitting(
  fits: (scale: number) => boolean,
  {
    min = FIT_MIN_SCALE,
    max = FIT_MAX_SCALE,
    steps = 8,
  }: { min?: number; max?: number; steps?: number } = {},
): number {
  if (fits(max)) return max;
  let low = min;
  let high = max;
  for (let step = 0; step < steps; step++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
