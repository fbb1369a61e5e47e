/**
 * Pure parts of the same-origin relays: /api/ingest forwards analytics to the PostHog host and
 * /api/monitoring forwards error envelopes to the Sentry host. Keeping the browser on its own
 * origin lets the CSP stay `connect-src 'self'` whatever is configured at start-up.
 */

export type ParsedDsn = {
  origin: string;
  pathPrefix: string;
  publicKey: string;
  projectId: string;
};

/** https://KEY@HOST[/PREFIX]/PROJECT_ID → its parts; null when it is not a DSN. */
export function parseDsn(dsn: string): ParsedDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
  return {
    origin: url.origin,
    pathPrefix: segments.length ? `/${segments.join("/")}` : "",
    publicKey: url.username,
    projectId,
  };
}

/** Sentry's envelope endpoint for a DSN. */
export function envelopeUrl(dsn: ParsedDsn): string {
  return `${dsn.origin}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/**
 * Checks that an envelope from the browser is addressed to the configured project (so the
 * tunnel cannot be used to send anything anywhere else). Returns the URL to forward it to.
 */
export function tunnelTarget(envelope: Uint8Array, configuredDsn: string): string | null {
  const configured = parseDsn(configuredDsn);
  if (!configured) return null;
  const newline = envelope.indexOf(10);
  const headerText = new TextDecoder().decode(
    newline === -1 ? envelope : envelope.subarray(0, newline),
  );
  let header: unknown;
  try {
    header = JSON.parse(headerText);
  } catch {
    return null;
  }
  if (typeof header !== "object" || header === null || !("dsn" in header)) return null;
  if (typeof header.dsn !== "string") return null;
  const sent = parseDsn(header.dsn);
  if (
    !sent ||
    sent.origin !== configured.origin ||
    sent.projectId !== configured.projectId ||
    sent.publicKey !== configured.publicKey
  ) {
    return null;
  }
  return envelopeUrl(configured);
}

/** Paths posthog-js calls on its api_host that the relay forwards (events and config only). */
const POSTHOG_PATHS = /^(e|i\/v0\/e|batch|capture|engage|track|s|flags|decide)\/?$/;

/** The PostHog URL for a relayed request; null for a path the relay does not forward. */
export function posthogTarget(host: string, path: string, search: string): string | null {
  if (!POSTHOG_PATHS.test(path)) return null;
  const base = host.replace(/\/+$/, "");
  return `${base}/${path.replace(/\/?$/, "/")}${search}`;
}
