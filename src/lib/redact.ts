/**
 * Secrets that travel in the app's own URLs, kept out of analytics (PostHog) and error reports
 * (Sentry), in the browser and on the server: the emailed tokens in the paths
 * `/authenticated/{token}`, `/auth/reset-password/{token}` and `/auth/confirm-email/{token}`, and query values that carry one
 * (`?qr=` station codes, `?scan=` sealed scan outcomes, any `?token=`). Each is replaced with
 * REDACTED wherever it appears in a text: a full URL, a path, a referrer, a breadcrumb, an error
 * message, also when percent-encoded inside another URL.
 */

export const REDACTED = "[redacted]";

/** `/` or its percent-encoding, as it appears inside another URL's query. */
const SLASH = "(?:/|%2F)";
/** Where a path segment or a query value ends: a separator, also percent-encoded. */
const END = "(?=$|[/?#&\\s\"'<>]|%2F|%3F|%23|%26)";
const TOKEN_PATH = new RegExp(
  `(${SLASH}(?:authenticated|auth${SLASH}(?:reset-password|confirm-email))${SLASH})[^/?#&\\s"'<>]+?${END}`,
  "gi",
);
/** Query parameters whose value is a secret; `?`, `&` and `=` possibly percent-encoded. */
const TOKEN_PARAM = new RegExp(
  `((?:[?&]|%3F|%26)(?:qr|scan|token)(?:=|%3D))[^&#\\s"'<>]+?(?=$|[&#\\s"'<>]|%26|%23)`,
  "gi",
);

/** `text` with every token of a URL in it replaced by REDACTED. */
export function redactUrl(text: string): string {
  return text.replace(TOKEN_PATH, `$1${REDACTED}`).replace(TOKEN_PARAM, `$1${REDACTED}`);
}

/**
 * Redacts every string inside `value` (an analytics event, an error report, a breadcrumb) in
 * place: object properties and array items at any depth, each object once (cycles are fine).
 */
export function redactUrlsIn(value: unknown): void {
  const seen = new WeakSet<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    if (Array.isArray(next)) {
      next.forEach((item: unknown, index) => {
        if (typeof item === "string") next[index] = redactUrl(item);
        else pending.push(item);
      });
      continue;
    }
    for (const [key, item] of Object.entries(next)) {
      if (typeof item === "string") Reflect.set(next, key, redactUrl(item));
      else pending.push(item);
    }
  }
}
