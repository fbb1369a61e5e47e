import { randomBytes } from "node:crypto";
import { withSentryConfig } from "@sentry/nextjs/config";
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  securityHeaders,
} from "./src/server/http/security-headers.mjs";

// One id per build: the server reports it (system.buildId) and the client compares it with the
// one it was built with, to reload on the next navigation after a deployment.
const buildId =
  process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

/** use-intl's formatter of precompiled messages; the same alias is in vitest.config.mts. */
const USE_INTL_FORMAT_ONLY =
  "./node_modules/use-intl/dist/esm/production/format-message/format-only.js";

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
  // use-intl too: its formatter must be the alias below on the server as well (loaded from
  // node_modules, the server's would be the ICU parser's, which takes a precompiled message with a
  // value for invalid and rendered its key, README "Languages").
  transpilePackages: ["@mantine/notifications", "@mantine/nprogress", "use-intl"],
  // Messages reach pages precompiled (src/server/i18n/messages.ts, README "Languages"): the
  // client needs only use-intl's 650-byte formatter, not the ICU parser (as next-intl's plugin).
  turbopack: { resolveAlias: { "use-intl/format-message": USE_INTL_FORMAT_ONLY } },
  experimental: {
    optimizePackageImports: ["@mantine/core", "@mantine/hooks"],
    // Mantine's CSS comes per component (README "Styles"): Turbopack's graph chunking groups the
    // many small sheets better than the default (0.6–1.4 kB less render-blocking CSS on most
    // participant pages, bench/README.md §1, step 8).
    cssChunking: { type: "graph", requestCost: 4000 },
    // Fewer, larger first-load chunks (bench/README.md §1, stop 41): a chunk under 200 kB of
    // source is merged (default 50 kB). Every page's first load is 2.8-5.1 kB lighter in gzip
    // (many small chunks compress worse) and needs 4 fewer requests; the price is duplication:
    // a four-page visit downloads 10-20 kB more in all. The first load is what a phone opening a
    // QR link waits for.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  async headers() {
    const everywhere = securityHeaders({ production: process.env.NODE_ENV === "production" });
    return [
      { source: "/:path*", headers: everywhere },
      // Pages get their policy, with a fresh nonce, from src/proxy.ts; API answers load nothing.
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }],
      },
      // The service worker (README "Offline"): its own policy, and always checked for a new one.
      {
        source: "/sw.js",
        headers: [
          { key: "Content-Security-Policy", value: SERVICE_WORKER_CONTENT_SECURITY_POLICY },
          { key: "Cache-Control", value: "no-cache" },
        ],
      },
    ];
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
