/**
 * Reading a request's Cookie header without trusting it. The browser sends every cookie it holds
 * for the host, including ones a sibling subdomain, another app on the parent domain or an
 * extension set: a value that is not valid percent-encoding (`theme=50%off`), a pair without a
 * name or without "=", or odd names must never turn into an error for this app.
 */

function decoded(value: string): string | null {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The value of cookie `name` in a Cookie header (one string, or several header lines), or
 * undefined. Pairs it cannot read are skipped; of duplicates the first readable one counts
 * (browsers send the most specific cookie first, RFC 6265 §5.4).
 */
export function readCookie(
  header: string | readonly string[] | undefined,
  name: string,
): string | undefined {
  if (header === undefined) return undefined;
  const text = typeof header === "string" ? header : header.join("; ");
  for (const pair of text.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 1 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    const readable = decoded(value);
    if (readable !== null) return readable;
  }
  return undefined;
}
