import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src"),
      // As in next.config.mjs: messages are precompiled, the formatter is use-intl's format-only.
      "use-intl/format-message": path.resolve(
        import.meta.dirname,
        "node_modules/use-intl/dist/esm/production/format-message/format-only.js",
      ),
    },
  },
  test: {
    environment: "node",
    // Component tests (.test.tsx) run in happy-dom: `// @vitest-environment happy-dom` on top.
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "prisma/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["src/test/global-setup.ts"],
    // Through Vite, not Node: use-intl's own import of its formatter must take the alias above.
    server: { deps: { inline: ["use-intl"] } },
    setupFiles: ["src/test/dom-setup.ts"],
    pool: "forks",
    // Two cores: one test file per core; each file gets its own fresh database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // German offered, as in the e2e runs (README "Languages"): the machinery is tested switched on.
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", FESTIVAL_LOCALES: "en,de" },
  },
});
