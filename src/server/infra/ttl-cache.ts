/**
 * Keeps a computed value per key so that a crowd opening the same page costs one query:
 * - one computation is shared between the callers that arrive while it runs;
 * - a value is fresh for `ttlMs`, or for COST_FACTOR times as long as computing it took, whichever
 *   is longer: an aggregate that takes seconds at a million ledger rows then uses at most a tenth
 *   of the database's time, however many people look;
 * - once it is stale, callers get it at once while one refresh runs (stale-while-revalidate):
 *   only a caller with nothing to show yet waits;
 * - a failure is not kept: whoever waited gets the error, stale callers keep the old value, and
 *   the next call tries again;
 * - a caller may name the `version` of the data it wants (for example the id of the latest live
 *   event that says the data changed): a value computed for another version is never served, the
 *   caller waits for one computation of the new version, shared as above.
 */
export type TtlCache<K, V> = {
  get(key: K, compute: () => Promise<V>, version?: string): Promise<V>;
  clear(): void;
};

/** A value is kept at least this many times as long as it took to compute. */
export const COST_FACTOR = 10;

type Entry<V> = {
  current?: { value: V; freshUntil: number; version: string; order: number };
  refreshing?: { promise: Promise<V>; version: string };
};

export function createTtlCache<K extends object, V>(
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<K, V> {
  let entries = new WeakMap<K, Entry<V>>();

  /** Orders computations, so that a slow older one never replaces a newer value. */
  let computations = 0;

  function refresh(entry: Entry<V>, compute: () => Promise<V>, version: string): Promise<V> {
    const started = now();
    const order = ++computations;
    const promise = compute().then(
      (value) => {
        const keepMs = Math.max(ttlMs, (now() - started) * COST_FACTOR);
        if (!entry.current || entry.current.order < order)
          entry.current = { value, freshUntil: now() + keepMs, version, order };
        if (entry.refreshing?.promise === promise) entry.refreshing = undefined;
        return value;
      },
      (error: unknown) => {
        if (entry.refreshing?.promise === promise) entry.refreshing = undefined;
        throw error;
      },
    );
    entry.refreshing = { promise, version };
    // Callers served the stale value do not wait for this one: its failure is theirs to ignore.
    promise.catch(() => undefined);
    return promise;
  }

  return {
    get(key, compute, version = "") {
      let entry = entries.get(key);
      if (!entry) {
        entry = {};
        entries.set(key, entry);
      }
      const { current, refreshing } = entry;
      const pending = refreshing?.version === version ? refreshing.promise : undefined;
      if (current?.version !== version) return pending ?? refresh(entry, compute, version);
      if (current.freshUntil > now()) return Promise.resolve(current.value);
      if (!pending) void refresh(entry, compute, version);
      return Promise.resolve(current.value);
    },
    clear() {
      entries = new WeakMap();
    },
  };
}
