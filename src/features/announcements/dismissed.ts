/**
 * The announcements closed on this device (localStorage), so a visitor's choice lasts across
 * reloads too; a signed-in person's is also kept with their account (`announcements.dismiss`).
 */
const KEY = "festival-dismissed-announcements";
/** Ids kept: far more than are ever current at once; the oldest go first. */
const MOST = 50;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids closed on this device; an unreadable or foreign value counts as none. */
export function readDismissed(storage: Pick<Storage, "getItem"> | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === "string" && ID.test(id)).slice(-MOST)
      : [];
  } catch {
    return [];
  }
}

/** Remembers `id` as closed on this device; returns the ids now kept. Never throws. */
export function rememberDismissed(
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  id: string,
): string[] {
  const ids = [...readDismissed(storage).filter((kept) => kept !== id), id].slice(-MOST);
  try {
    storage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused (private mode): closed for this page view only.
  }
  return ids;
}

/** localStorage when the browser lets us use it. */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
