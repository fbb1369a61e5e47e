import { describe, expect, it } from "vitest";
import { STATION_TOKEN_PATTERN } from "~/shared/stations/rules";
import {
  isAuthenticScreenCode,
  judgeScreenWindow,
  parseScreenCode,
  SCREEN_CODE_SKEW_MS,
  SCREEN_CODE_WINDOW_MS,
  screenCode,
  screenCodeCaptureMoment,
  screenSecret,
  screenWindowAt,
  screenWindowBounds,
} from "./screen-codes";

const W = SCREEN_CODE_WINDOW_MS;
/** A window in November 2026. */
const window = 59_475_000;
const { startsAt, endsAt } = screenWindowBounds(window);
const at = (ms: number) => new Date(ms);

describe("the screen code window rule", () => {
  it("puts a moment in the window that contains it, starts inclusive, ends exclusive", () => {
    expect(screenWindowAt(at(startsAt))).toBe(window);
    expect(screenWindowAt(at(endsAt - 1))).toBe(window);
    expect(screenWindowAt(at(endsAt))).toBe(window + 1);
    expect(endsAt - startsAt).toBe(30_000);
  });

  it("accepts a code from the very start of its window", () => {
    expect(judgeScreenWindow(window, at(startsAt))).toBe("valid");
  });

  it("accepts the previous window's code until the last millisecond of the current window", () => {
    // At the start of window + 1, window's code is the previous one: still valid …
    expect(judgeScreenWindow(window, at(endsAt))).toBe("valid");
    // … up to the end of window + 1 …
    expect(judgeScreenWindow(window, at(endsAt + W - 1))).toBe("valid");
    // … and not a millisecond longer: two windows back is refused.
    expect(judgeScreenWindow(window, at(endsAt + W))).toBe("expired");
  });

  it("refuses a code two windows back and a photo two minutes old", () => {
    expect(judgeScreenWindow(window - 2, at(startsAt))).toBe("expired");
    expect(judgeScreenWindow(window, at(startsAt + 2 * 60_000))).toBe("expired");
  });

  it("tolerates a few seconds of clock skew between instances, not a window ahead", () => {
    expect(judgeScreenWindow(window + 1, at(endsAt - SCREEN_CODE_SKEW_MS))).toBe("valid");
    expect(judgeScreenWindow(window + 1, at(endsAt - SCREEN_CODE_SKEW_MS - 1))).toBe("future");
    expect(judgeScreenWindow(window + 2, at(startsAt))).toBe("future");
  });
});

describe("screen codes", () => {
  const secret = screenSecret("a server key of at least thirty-two characters", "token-abc");
  const stationId = "cmabcdefghijklmnopqrstuvw";

  it("look like a station token, so they travel like one, and parse back", () => {
    const code = screenCode(secret, stationId, window);
    expect(code).toMatch(STATION_TOKEN_PATTERN);
    const parsed = parseScreenCode(code);
    expect(parsed).toMatchObject({ stationId, window });
    expect(parsed && isAuthenticScreenCode(secret, parsed)).toBe(true);
  });

  it("change every window and differ per station and per secret", () => {
    const code = screenCode(secret, stationId, window);
    expect(screenCode(secret, stationId, window + 1)).not.toBe(code);
    expect(screenCode(secret, "cmzzzzzzzzzzzzzzzzzzzzzzz", window)).not.toBe(code);
    const otherToken = screenSecret("a server key of at least thirty-two characters", "token-xyz");
    expect(screenCode(otherToken, stationId, window)).not.toBe(code);
    const otherKey = screenSecret("another server key, also long enough to count", "token-abc");
    expect(screenCode(otherKey, stationId, window)).not.toBe(code);
  });

  it("refuse a forged MAC, a window moved to another MAC, and printed tokens", () => {
    const code = screenCode(secret, stationId, window);
    const parsed = parseScreenCode(code)!;
    const flipped = `${parsed.mac.slice(0, -1)}${parsed.mac.endsWith("A") ? "B" : "A"}`;
    expect(isAuthenticScreenCode(secret, { ...parsed, mac: flipped })).toBe(false);
    expect(isAuthenticScreenCode(secret, { ...parsed, window: window + 1 })).toBe(false);
    expect(parseScreenCode("Ab3_dEf-GhIjKlMnOpQrStUv")).toBeNull();
    expect(parseScreenCode(`${code}x`)).toBeNull();
    expect(parseScreenCode("")).toBeNull();
  });
});

describe("the capture time of a queued screen code", () => {
  const grace = 6 * 60 * 60 * 1000;
  const now = at(startsAt + 10 * 60_000);

  it("is the recorded time within the grace", () => {
    const recorded = at(startsAt);
    expect(screenCodeCaptureMoment(recorded, now, grace)).toEqual(recorded);
    expect(screenCodeCaptureMoment(at(now.getTime() - grace), now, grace)).toEqual(
      at(now.getTime() - grace),
    );
  });

  it("is refused beyond the grace, in the future beyond the skew, or when not a date", () => {
    expect(screenCodeCaptureMoment(at(now.getTime() - grace - 1), now, grace)).toBeNull();
    expect(
      screenCodeCaptureMoment(at(now.getTime() + SCREEN_CODE_SKEW_MS + 1), now, grace),
    ).toBeNull();
    expect(screenCodeCaptureMoment(new Date(Number.NaN), now, grace)).toBeNull();
  });

  it("counts a moment slightly ahead (a phone's clock a second fast) as now", () => {
    expect(screenCodeCaptureMoment(at(now.getTime() + 1000), now, grace)).toEqual(now);
  });
});
