import type { MessageKeys, Messages, NestedKeyOf } from "use-intl";

/** Any message key of the app (`"faq.heading"`), checked against the English files. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * A message the server names by key instead of words (README "Languages"): a refusal's
 * `error.data.text` or an answer's `text`, with the values its ICU placeholders need (JSON-safe:
 * it travels). The key is a literal where the server names it, so `tsc` checks it exists and the
 * unused-key guard sees it; the page words it in its language (`useServerText`).
 */
export type ServerText = { key: MessageKey; values?: ServerTextValues };

export type ServerTextValues = Record<string, string | number>;

/** Kept for the server's maps of refusals to keys: any message key. */
export type ServerTextKey = MessageKey;

/** A `ServerText` as it comes from the wire: its shape, before its key is known to be a message. */
export type WireText = { key: string; values?: ServerTextValues };

function isValues(value: unknown): value is ServerTextValues {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string" || typeof v === "number")
  );
}

/** The key and values of a value from the wire shaped like a `ServerText`, else null. */
export function wireText(value: unknown): WireText | null {
  if (typeof value !== "object" || value === null || !("key" in value)) return null;
  const { key } = value;
  if (typeof key !== "string" || key.length === 0 || key.length > 200) return null;
  const values = "values" in value ? value.values : undefined;
  if (values === undefined) return { key };
  return isValues(values) ? { key, values } : null;
}

/**
 * Whether `key` names a message of `messages` (a tree of namespaces, as pages and the server hold
 * them): what lets a key from the wire be worded. A key the messages lack (a namespace the page
 * did not load, a newer server) is not one, and its words stay the server's.
 */
export function isMessageKeyOf(messages: unknown, key: string): key is MessageKey {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return false;
    const entry = Object.entries(node).find(([name]) => name === part);
    if (!entry) return false;
    node = entry[1];
  }
  // A message is a string (source or plain compiled) or a compiled array; a namespace is an object.
  return typeof node === "string" || Array.isArray(node);
}
