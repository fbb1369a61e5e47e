/**
 * What an audit entry changed, field by field, from its before and after snapshots: the admin's
 * audit log shows these rows instead of raw JSON. A creation has no before (every field is new), a
 * deletion no after.
 */

/** `key`: the snapshot's own name of the field; `field`: that name in words. */
export type FieldChange = { key: string; field: string; before: string; after: string };

/** How values without words of their own read: yes/no, an empty text (a page passes its language's). */
export type ValueWords = { yes: string; no: string; empty: string };

const ENGLISH: ValueWords = { yes: "yes", no: "no", empty: "(empty)" };

type Snapshot = Record<string, unknown>;

function asSnapshot(value: unknown): Snapshot | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !Array.isArray(value)) return { ...value };
  return { value };
}

/** "publicProfile" → "Public profile", "startsAt" → "Starts at". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A snapshot's value as a person reads it: "—" for none, yes/no, text as it is. */
export function valueText(value: unknown, words: ValueWords = ENGLISH): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return value === "" ? words.empty : value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

/** The fields whose value differs between the two snapshots, in the order they were recorded. */
export function auditChanges(
  before: unknown,
  after: unknown,
  words: ValueWords = ENGLISH,
): FieldChange[] {
  const from = asSnapshot(before);
  const to = asSnapshot(after);
  const keys = [...new Set([...Object.keys(to ?? {}), ...Object.keys(from ?? {})])];
  return keys.flatMap((key) => {
    const old = from?.[key];
    const now = to?.[key];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [
      { key, field: fieldLabel(key), before: valueText(old, words), after: valueText(now, words) },
    ];
  });
}
