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

/** A display name's most characters, as stored (`DISPLAY_NAME_MAX_LENGTH`, ~/shared/display-names). */
export const DISPLAY_NAME_MAX = 60;

/**
 * The words of a display name's checks (~/shared/display-names), the same in the browser and from
 * the server: forms word them from their names (`auth.checks.<name>`, README "Languages").
 */
export const DISPLAY_NAME_CHECKS = {
  nameRequired: "Enter your name",
  nameInvisible: "Use at least one visible letter, number or symbol",
  nameTooLong: `At most ${DISPLAY_NAME_MAX} characters`,
} as const;
