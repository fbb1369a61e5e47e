/**
 * Account input rules, shared by the forms (client-side checks) and the auth and account routers
 * (the checks that count). Messages are written to be shown next to the field.
 */
import { z } from "~/shared/zod";
import { LOCALES } from "~/shared/i18n/locales";
import { ACCOUNT_CHECKS, DISPLAY_NAME_CHECKS } from "~/shared/account-checks";
import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameProblem,
  normalizeDisplayName,
} from "~/shared/display-names";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_CHECKS.emailRequired)
  .max(254, ACCOUNT_CHECKS.emailTooLong)
  .pipe(z.email(ACCOUNT_CHECKS.emailInvalid));

/**
 * A display name as typed: checked by the rules of `~/server/domain/display-names` and stored
 * normalised (NFC, no bidi controls or invisible characters, single spaces).
 */
export const displayNameSchema = z
  // Room for characters normalising removes; the stored name has at most 60.
  .string()
  .max(DISPLAY_NAME_MAX_LENGTH * 4, DISPLAY_NAME_CHECKS.nameTooLong)
  .superRefine((raw, ctx) => {
    const problem = displayNameProblem(raw);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normalizeDisplayName);

export const newPasswordSchema = z
  .string()
  .min(10, ACCOUNT_CHECKS.passwordTooShort)
  .max(128, ACCOUNT_CHECKS.passwordTooLong);

/** Any password typed to sign in: bounded, never judged (old passwords may be shorter). */
export const passwordSchema = z
  .string()
  .min(1, ACCOUNT_CHECKS.passwordRequired)
  .max(128, ACCOUNT_CHECKS.passwordTooLong);

/** Emailed tokens: 32 random bytes in base64url. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid");

const notTheEmail = (value: { email: string; password: string }) =>
  value.password.trim().toLowerCase() !== value.email;
const NOT_THE_EMAIL = {
  path: ["password"],
  message: ACCOUNT_CHECKS.passwordIsEmail,
};

export const registerInput = z
  .object({ name: displayNameSchema, email: emailSchema, password: newPasswordSchema })
  .refine(notTheEmail, NOT_THE_EMAIL);

export const loginInput = z.object({ email: emailSchema, password: passwordSchema });

export const emailInput = z.object({ email: emailSchema });

export const tokenInput = z.object({ token: tokenSchema });

export const resetPasswordInput = z.object({ token: tokenSchema, password: newPasswordSchema });

export const changePasswordInput = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});

/** The email is changed only through `changeEmailInput` (password, then a link to the new one). */
export const updateProfileInput = z.object({
  name: displayNameSchema,
  publicProfile: z.boolean(),
  /** The language of pages and mails (README "Languages"); null forgets it, absent keeps it. */
  locale: z.enum(LOCALES).nullable().optional(),
});

/** The language switch of the header and footer (README "Languages"): stores the choice. */
export const setLocaleInput = z.object({ locale: z.enum(LOCALES) });

export const changeEmailInput = z.object({
  newEmail: emailSchema,
  currentPassword: passwordSchema,
});

// The forms ask for the new password twice; the API takes it once.
const confirmPassword = z.string().max(128, ACCOUNT_CHECKS.passwordTooLong);
const SAME_PASSWORDS = { path: ["confirmPassword"], message: ACCOUNT_CHECKS.passwordsDiffer };

export const registerForm = z
  .object({
    name: displayNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword,
  })
  .refine(notTheEmail, NOT_THE_EMAIL)
  .refine((value) => value.password === value.confirmPassword, SAME_PASSWORDS);

export const resetPasswordForm = z
  .object({ password: newPasswordSchema, confirmPassword })
  .refine((value) => value.password === value.confirmPassword, SAME_PASSWORDS);

export const changePasswordForm = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema, confirmPassword })
  .refine((value) => value.newPassword === value.confirmPassword, SAME_PASSWORDS);

/** Deleting an account asks for its password once more. */
export const deleteAccountInput = z.object({ password: passwordSchema });
