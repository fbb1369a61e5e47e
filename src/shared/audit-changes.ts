/**
 * What an audit entry changed, field by field, from its before and after snapshots: the admin's
 * audit log shows these rows instead of raw JSON. A creation has no before (every field is new), a
 * deletion no after.
 */

export type FieldChange = { field: string; before: string; after: string };

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
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

/** The fields whose value differs between the two snapshots, in the order they were recorded. */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const from = asSnapshot(before);
  const to = asSnapshot(after);
  const keys = [...new Set([...Object.keys(to ?? {}), ...Object.keys(from ?? {})])];
  return keys.flatMap((key) => {
    const old = from?.[key];
    const now = to?.[key];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [{ field: fieldLabel(key), before: valueText(old), after: valueText(now) }];
  });
}
