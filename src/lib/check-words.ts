import type { ReactNode } from "react";

/**
 * The checks of a form's schema (`~/shared/<area>/inputs`, whose field messages are English
 * words, the same in the browser and from the server), each with its message key and values:
 * `{ "Write a message.": { key: "checks.messageRequired" } }`. The keys are literals, so the
 * unused-key guard sees them.
 */
export type CheckKeys<Key extends string> = Record<
  string,
  { key: Key; values?: Record<string, string | number> }
>;

/**
 * A field's error in the page's language: a check of `checks` by its key (worded by the area's
 * `t`), any other message as it came.
 */
export function wordCheck<Key extends string>(
  checks: CheckKeys<Key>,
  t: (key: Key, values?: Record<string, string | number>) => string,
  error: ReactNode,
): ReactNode {
  const check =
    typeof error === "string" && Object.hasOwn(checks, error) ? checks[error] : undefined;
  return check ? t(check.key, check.values) : error;
}
