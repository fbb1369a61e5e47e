/**
 * The words of the account checks (~/shared/account), apart from zod so forms can word them
 * without loading it. Forms word them in the page's language from their names
 * (`auth.checks.<name>`, src/features/auth/fields.tsx, README "Languages").
 */
export const ACCOUNT_CHECKS = {
  emailRequired: "Enter your email address",
  emailTooLong: "An email address has at most 254 characters",
  emailInvalid: "Enter a valid email address",
  passwordTooShort: "Use at least 10 characters",
  passwordTooLong: "Use at most 128 characters",
  passwordRequired: "Enter your password",
  passwordIsEmail: "Choose a password that is not your email address",
  passwordsDiffer: "The two passwords are not the same",
} as const;

export type AccountCheck = keyof typeof ACCOUNT_CHECKS;

export const ACCOUNT_CHECK_NAMES = [
  "emailRequired",
  "emailTooLong",
  "emailInvalid",
  "passwordTooShort",
  "passwordTooLong",
  "passwordRequired",
  "passwordIsEmail",
  "passwordsDiffer",
] as const satisfies readonly AccountCheck[];
