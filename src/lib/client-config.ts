/**
 * What the browser needs to know about analytics and error reporting. The server reads it from
 * its environment at run time (not at build time), so one build can run with or without them:
 * server-rendered pages carry it in a JSON script tag (see _document); pages pre-rendered at
 * build time carry `{ "resolved": false }` and ask GET /api/client-config instead.
 */
export type ClientConfig = {
  /** PostHog project key; null = analytics off. */
  posthogKey: string | null;
  /** The PostHog host events end up at (the browser sends them via /api/ingest). */
  posthogHost: string | null;
  /** Whether a Sentry DSN is configured (the browser sends error reports via /api/monitoring). */
  sentryDsn: string | null;
  /** Environment name for error reports. */
  environment: string;
};

export const CLIENT_CONFIG_ELEMENT_ID = "festival-client-config";
export const CLIENT_CONFIG_ENDPOINT = "/api/client-config";
/** Where the browser sends analytics and error reports: same origin, forwarded by the server. */
export const ANALYTICS_RELAY_PATH = "/api/ingest";
export const ERROR_TUNNEL_PATH = "/api/monitoring";

export const DISABLED_CLIENT_CONFIG: ClientConfig = {
  posthogKey: null,
  posthogHost: null,
  sentryDsn: null,
  environment: "production",
};

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Reads a config object from untrusted JSON; anything malformed means "off". */
export function parseClientConfig(value: unknown): ClientConfig | null {
  if (typeof value !== "object" || value === null) return null;
  if ("resolved" in value && value.resolved === false) return null;
  const record: Record<string, unknown> = { ...value };
  return {
    posthogKey: stringOrNull(record.posthogKey),
    posthogHost: stringOrNull(record.posthogHost),
    sentryDsn: stringOrNull(record.sentryDsn),
    environment: stringOrNull(record.environment) ?? "production",
  };
}

let pending: Promise<ClientConfig> | null = null;

/** The config of this page load: from the page itself, else from the server, else off. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= (async () => {
    const element = document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
    try {
      const embedded = parseClientConfig(JSON.parse(element?.textContent ?? "null"));
      if (embedded) return embedded;
    } catch {
      // Fall through to asking the server.
    }
    try {
      const response = await fetch(CLIENT_CONFIG_ENDPOINT, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) return DISABLED_CLIENT_CONFIG;
      return parseClientConfig(await response.json()) ?? DISABLED_CLIENT_CONFIG;
    } catch {
      return DISABLED_CLIENT_CONFIG;
    }
  })();
  return pending;
}
