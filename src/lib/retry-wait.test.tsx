// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRetryWait, type ServerError } from "./forms";

afterEach(cleanup);

const limited: ServerError = {
  message: "Too many posts in a short time: try again in 42 seconds.",
  data: {
    code: "TOO_MANY_REQUESTS",
    retryAfterSeconds: 42,
    text: { key: "care.server.tooManyPosts", values: { unit: "second", count: 42 } },
  },
};

describe("useRetryWait", () => {
  it("shows the server's words while the wait lasts, and nothing for other refusals", () => {
    expect(renderHook(() => useRetryWait(limited)).result.current).toBe(limited?.message);
    const other: ServerError = { message: "Nope", data: { code: "BAD_REQUEST" } };
    expect(renderHook(() => useRetryWait(other)).result.current).toBeNull();
    expect(renderHook(() => useRetryWait(null)).result.current).toBeNull();
  });

  it("words the wait by its key when the page passes its wording (useServerText)", () => {
    const word = (text: unknown, words: string) =>
      typeof text === "object" && text !== null && "key" in text
        ? `key:${String(text.key)}`
        : words;
    expect(renderHook(() => useRetryWait(limited, word)).result.current).toBe(
      "key:care.server.tooManyPosts",
    );
  });
});
