/**
 * Keeps a computed value per key so that a crowd opening the same page costs one query:
 * - one computation is shared between the callers that arrive while it runs;
 * - a value is fresh for `ttlMs`, or for COST_FACTOR times as long as computing it took, whichever
 *   is longer: an aggregate that takes seconds at a million ledger rows then uses at most a tenth
 *   of the database's time, however many people look;
 * - once it is stale, callers get it at once while one refresh runs (stale-while-revalidate):
 *   only a caller with nothing to show yet waits;
 * - a failure is not kept: whoever waited gets the error, stale callers keep the old value, and
 *   the next call tries again.
 */
export type TtlCache<K, V> = {
  get(key: K, compute: () => Promise<V>): Promise<V>;
  clear(): void;
};

/** A value is kept at least this many times as long as it took to compute. */
export const COST_FACTOR = 10;

type Entry<V> = {
  current?: { value: V; freshUntil: number };
  refreshing?: Promise<V>;
};

export function createTtlCache<K extends object, V>(
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<K, V> {
  let entries = new WeakMap<K, Entry<V>>();

  function refresh(entry: Entry<V>, compute: () => Promise<V>): Promise<V> {
    const started = now();
    const refreshing = compute().then(
      (value) => {
        const keepMs = Math.max(ttlMs, (now() - started) * COST_FACTOR);
        entry.current = { value, freshUntil: now() + keepMs };
        entry.refreshing = undefined;
        return value;
      },
      (error: unknown) => {
        entry.refreshing = undefined;
        throw error;
      },
    );
    entry.refreshing = refreshing;
    // Callers served the stale value do not wait for this one: its failure is theirs to ignore.
    refreshing.catch(() => undefined);
    return refreshing;
  }

  return {
    get(key, compute) {
      let entry = entries.get(key);
      if (!entry) {
        entry = {};
        entries.set(key, entry);
      }
      const { current } = entry;
      if (current && current.freshUntil > now()) return Promise.resolve(current.value);
      const refreshing = entry.refreshing ?? refresh(entry, compute);
      return current ? Promise.resolve(current.value) : refreshing;
    },
    clear() {
      entries = new WeakMap();
    },
  };
}
