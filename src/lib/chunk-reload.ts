/** The seed's guard: a failed chunk load reloads the page at most once per 10 s per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_PREFIX = "festival:chunk-reload:";

/** Whether an error (or rejection reason) is the browser failing to load a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const name = "name" in error && typeof error.name === "string" ? error.name : "";
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return (
    name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w/.-]+ failed/i.test(message) ||
    /Failed to load chunk/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message) ||
    /error loading dynamically imported module/i.test(message)
  );
}

type Store = Pick<Storage, "getItem" | "setItem">;

/**
 * Reloads the page unless this path was already reloaded for a failed chunk in the last 10 s
 * (a chunk that is really gone would otherwise reload forever). Returns whether it reloaded.
 */
export function reloadForChunkError(options: {
  path: string;
  storage: Store;
  reload: () => void;
  now?: () => number;
}): boolean {
  const now = (options.now ?? Date.now)();
  const key = `${STORAGE_PREFIX}${options.path}`;
  try {
    const last = Number(options.storage.getItem(key));
    if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    options.storage.setItem(key, String(now));
  } catch {
    // Without storage (blocked in some private modes) the guard could not survive the reload,
    // so reloading might loop: better to show the error view.
    return false;
  }
  options.reload();
  return true;
}
