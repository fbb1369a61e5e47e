import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";
import i18next from "eslint-plugin-i18next";

const config = [
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "data/**",
      "src/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "public/sw.js",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The browser's side of the line: UI, shared UI, client helpers and the client-safe shared
    // module never import server code (only the router's type, for the typed client), and take
    // zod from ~/shared/zod, where it is configured for the browser's Content-Security-Policy.
    files: ["src/features/**", "src/components/**", "src/lib/**", "src/shared/**"],
    ignores: ["src/shared/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/server/api/root",
              allowTypeImports: true,
              message: "The client imports only the type AppRouter: `import type`.",
            },
            { name: "zod", message: 'Import { z } from "~/shared/zod" (configured for the CSP).' },
            {
              name: "next/link",
              message:
                'Import { Link } from "~/components/Link" (no prefetch of every link in view).',
            },
          ],
          patterns: [
            {
              group: ["~/server/*", "!~/server/api/root"],
              message:
                "Server-only code: move what both sides need to src/shared/<area>, or pass it through tRPC.",
            },
          ],
        },
      ],
    },
  },
  {
    // The app never imports what only the tests read: the build's fingerprint leaves those files
    // out, so that editing a test does not rebuild the app (scripts/lib/build.mts).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/*.fixtures.ts", "src/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/test/*", "*.test", "*.fixtures"],
              message: "Test-only code: the app must not import it (scripts/lib/build.mts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Every screen in two languages (README "Languages"): no words written into JSX, every text
    // comes from the messages. Tests write the words they look for.
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }] },
  },
];

export default config;
