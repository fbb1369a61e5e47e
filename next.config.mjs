import { randomBytes } from "node:crypto";
import { withSentryConfig } from "@sentry/nextjs/config";

// One id per build: the server reports it (system.buildId) and the client compares it with the
// one it was built with, to reload on the next navigation after a deployment.
const buildId =
  process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
const isDev = process.env.NODE_ENV === "development";

const contentSecurityPolicy = [
  "default-src 'self'",
  // Next.js inlines its bootstrap data; development also needs eval for fast refresh.
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // Analytics and error reports leave through the app's own relays (/api/ingest, /api/monitoring),
  // so whatever PostHog or Sentry host is configured at start-up, the browser stays on 'self'.
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let two builds (say, two e2e runs) coexist on one checkout.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { BUILD_ID: buildId },
  // These load WebAssembly, data files or native code from their own folders at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "pino",
  ],
  // Mantine's extensions must share @mantine/core's React context with the app: bundled, not
  // loaded from node_modules on the server (which would bring a second copy of the provider).
  transpilePackages: ["@mantine/notifications", "@mantine/nprogress", "@mantine/modals"],
  experimental: {
    optimizePackageImports: ["@mantine/core", "@mantine/hooks"],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

// Sentry's build integration without anything that needs the network or a Sentry account: no
// source-map upload, no release, no telemetry. The SDK itself starts only when SENTRY_DSN is set
// (src/server/telemetry/sentry.ts, src/lib/error-reporting.ts).
export default withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  release: { create: false },
  useRunAfterProductionCompileHook: false,
  buildTimeInstrumentation: false,
  routeManifestInjection: false,
});
