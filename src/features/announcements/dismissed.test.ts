import { describe, expect, it } from "vitest";
import { readDismissed, rememberDismissed } from "./dismissed";

/** A Storage-like map: the functions only use getItem and setItem. */
function memoryStorage(initial: string | null = null) {
  let value = initial;
  return {
    getItem: () => value,
    setItem: (_key: string, next: string) => {
      value = next;
    },
  };
}

describe("announcements closed on this device", () => {
  it("remembers ids once each, newest last, and at most 50", () => {
    const storage = memoryStorage();
    rememberDismissed(storage, "a");
    rememberDismissed(storage, "b");
    expect(rememberDismissed(storage, "a")).toEqual(["b", "a"]);
    for (let index = 0; index < 60; index++) rememberDismissed(storage, `id${index}`);
    const kept = readDismissed(storage);
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe("id59");
  });

  it("reads a broken or foreign value as nothing closed", () => {
    for (const raw of ["{", '{"a":1}', "[1, null]", '["<script>", "ok-id"]'])
      expect(readDismissed(memoryStorage(raw))).toEqual(raw.includes("ok-id") ? ["ok-id"] : []);
    expect(readDismissed(null)).toEqual([]);
  });

  it("never throws when the browser refuses to store", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(rememberDismissed(refusing, "x")).toEqual(["x"]);
  });
});
