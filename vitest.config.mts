import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "src") },
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
    setupFiles: ["src/test/dom-setup.ts"],
    pool: "forks",
    // Two cores: one test file per core; each file gets its own fresh database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
