// The HTTP security headers. Plain ESM so that next.config.mjs can import it (types in
// security-headers.d.mts): next.config.mjs sends `securityHeaders` on every response, and
// src/proxy.ts sends each page its own Content-Security-Policy with a fresh nonce.

/** The request header through which src/proxy.ts hands the page's nonce to _document. */
export const NONCE_HEADER = "x-csp-nonce";

/**
 * The policy of an HTML page. Scripts run only when they carry this response's nonce, or when a
 * nonce'd script loaded them ('strict-dynamic': Next.js's chunks and the code it loads on
 * demand). Next.js puts the nonce on its own scripts, including Turbopack's inline bootstrap, and
 * _document puts it on the colour-scheme script; nothing else inline can run.
 *
 * @param {{ development: boolean; nonce: string }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ development, nonce }) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the camera scanner compile its WebAssembly (served by the app); it
    // allows no JavaScript eval. Development also needs eval for fast refresh.
    development
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval' 'wasm-unsafe-eval'`
      : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    // Mantine sets style attributes and injects its CSS variables in a <style> element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Analytics and error reports leave through the app's own relays (/api/ingest,
    // /api/monitoring), so whatever PostHog or Sentry host is configured, the browser stays on
    // 'self'. The camera scanner's WebAssembly is served by the app too.
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Responses that are not pages (API answers, files) load nothing and are never framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker script's response sets the policy it runs under): it
 * only fetches from the app's origin and loads no other script.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/**
 * The headers of every response (the pages' policy comes from src/proxy.ts).
 *
 * @param {{ production: boolean }} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ production }) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // The camera is for the station and bottle scanners on the app's own pages; nothing else.
    {
      key: "Permissions-Policy",
      value: "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    // Browsers ignore it on plain http (localhost demo); behind TLS it pins HTTPS for two years.
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
