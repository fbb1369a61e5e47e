// The HTTP security headers of every response (next.config.mjs applies them). Plain ESM so that
// next.config.mjs can import it; types in security-headers.d.mts.

/**
 * SHA-256 of the one executable inline script of every page: Mantine's ColorSchemeScript in
 * src/pages/_document.tsx, which sets the colour scheme before the first paint. A hash (not a
 * nonce) because pre-rendered pages are the same bytes for everyone. security-headers.test.ts
 * renders the script and fails when a Mantine update changes it.
 */
export const COLOR_SCHEME_SCRIPT_HASH = "sha256-oDE20jM+cYCL8tv5Y2IhjssvBsyRPtIfclqLaRnQhog=";

/**
 * @param {{ development: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ development }) {
  return [
    "default-src 'self'",
    // Scripts only from the app itself, plus the hashed colour-scheme script. Development also
    // needs eval and inline scripts for fast refresh. 'wasm-unsafe-eval' lets the camera
    // scanner compile its WebAssembly (served by the app); it allows no JavaScript eval.
    development
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'self' 'wasm-unsafe-eval' '${COLOR_SCHEME_SCRIPT_HASH}'`,
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

/**
 * @param {{ development: boolean; production: boolean }} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ development, production }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
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
