export const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
export const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

export function bottles(count: number): string {
  return `${count} bottle${count === 1 ? "" : "s"}`;
}

/** The server's first message for one field of a refused input, or null. */
export function fieldMessage(
  error: { data?: { fieldErrors?: unknown } | null } | null,
  field: string,
): string | null {
  const fields = error?.data?.fieldErrors;
  if (typeof fields !== "object" || fields === null) return null;
  const value: unknown = Reflect.get(fields, field);
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;
}

/** Alert titles in the body's text colour: the light alert colours are too faint for text. */
export const READABLE_TITLE = { title: { color: "var(--mantine-color-text)" } } as const;
