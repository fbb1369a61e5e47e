import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";
import i18next from "eslint-plugin-i18next";

/**
 * The screens already in two languages (README "Languages"): no words written into their JSX,
 * every text comes from the messages. The list grows area by area until it is all of src/.
 */
const CONVERTED_TO_MESSAGES = [
  "src/features/faq/**",
  "src/pages/faq.tsx",
  "src/features/auth/AuthCard.tsx",
  "src/features/auth/fields.tsx",
  "src/features/auth/LoginForm.tsx",
  "src/features/auth/RegisterForm.tsx",
  "src/features/auth/ForgotPasswordForm.tsx",
  "src/features/auth/ResetPasswordForm.tsx",
  "src/features/auth/SignInLinkForm.tsx",
  "src/features/auth/TapToUseLink.tsx",
  "src/features/account/ConfirmEmailChangeForm.tsx",
  "src/pages/auth/login.tsx",
  "src/pages/auth/register.tsx",
  "src/pages/auth/forgot-password.tsx",
  "src/pages/auth/reset-password/**",
  "src/pages/auth/confirm-email/**",
  "src/pages/authenticated/**",
  "src/features/account/LanguageField.tsx",
  "src/features/bingo/**",
  "src/pages/challenge/fitness/bingo/**",
  "src/features/stations/StationHunt.tsx",
  "src/features/stations/StationScanner.tsx",
  "src/features/stations/StationSignInHint.tsx",
  "src/features/stations/HuntProgress.tsx",
  "src/features/stations/StationHuntSection.tsx",
  "src/features/stations/StationList.tsx",
  "src/features/stations/PublicStationsSection.tsx",
  "src/features/refills/MyBottleSection.tsx",
  "src/features/refills/BottleQr.tsx",
  "src/pages/challenge/sustainability/**",
  "src/features/care/CareOverview.tsx",
  "src/features/care/CarePostForm.tsx",
  "src/features/care/CarePostView.tsx",
  "src/features/care/WallPosts.tsx",
  "src/features/care/ReportPostDialog.tsx",
  "src/features/care/words.ts",
  "src/pages/challenge/care/index.tsx",
  "src/pages/challenge/care/gratitude.tsx",
  "src/pages/challenge/care/joy-of-giving.tsx",
  "src/components/shell/**",
  "src/components/layouts/**",
  "src/features/announcements/AnnouncementBanner.tsx",
  "src/pages/_app.tsx",
  "src/pages/_error.tsx",
  "src/components/errors/**",
  "src/lib/page.ts",
  "src/features/home/**",
  "src/features/challenges/AreaOverview.tsx",
  "src/pages/index.tsx",
  // r8-me: a participant's own pages, the inbox, achievements, participation, people.
  "src/features/inbox/**",
  "src/pages/inbox.tsx",
  "src/features/account/**",
  "src/pages/account/**",
  "src/pages/profile.tsx",
  "src/features/achievements/**",
  "src/pages/achievements.tsx",
  "src/features/participation/**",
  "src/pages/participation/index.tsx",
  "src/features/people/**",
  "src/pages/people/**",
  "src/components/SignInHint.tsx",
  "src/components/SignInButtons.tsx",
  "src/components/WaitNotice.tsx",
  "src/components/FormAlert.tsx",
  "src/components/SectionCard.tsx",
  "src/components/SectionHeading.tsx",
  "src/pages/sentry-example-page.tsx",
  "src/pages/test-modal.tsx",
];

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
    files: CONVERTED_TO_MESSAGES,
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }] },
  },
];

export default config;
