/**
 * Keeps a computed value for a few seconds, per key, and shares one computation between the
 * callers that arrive while it runs, so a crowd opening the same page costs one query. A failed
 * computation is not kept.
 */
export type TtlCache<K, V> = {
  get(key: K, compute: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createTtlCache<K extends object, V>(
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<K, V> {
  let entries = new WeakMap<K, { expires: number; value: Promise<V> }>();
  return {
    get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const value = compute();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries = new WeakMap();
    },
  };
}
