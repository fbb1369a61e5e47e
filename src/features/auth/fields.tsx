import type { UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { PasswordInput, TextInput } from "~/components/plain/fields";
import { ACCOUNT_CHECK_NAMES, ACCOUNT_CHECKS, type AccountCheck } from "~/shared/account-checks";

/**
 * The form fields every account screen shares, so they look and autofill the same everywhere.
 * Their words are the `auth` namespace's (README "Languages"): a page showing them declares it.
 */

export type Field<Values> = {
  form: UseFormReturnType<Values>;
  field: keyof Values & string;
  label?: string;
  description?: string;
};

/** The message key of each check of ~/shared/account (its English words are the schemas'). */
const CHECK_KEYS = {
  emailRequired: "checks.emailRequired",
  emailTooLong: "checks.emailTooLong",
  emailInvalid: "checks.emailInvalid",
  passwordTooShort: "checks.passwordTooShort",
  passwordTooLong: "checks.passwordTooLong",
  passwordRequired: "checks.passwordRequired",
  passwordIsEmail: "checks.passwordIsEmail",
  passwordsDiffer: "checks.passwordsDiffer",
} as const satisfies Record<AccountCheck, string>;

const CHECK_BY_WORDS = new Map<string, (typeof CHECK_KEYS)[AccountCheck]>(
  ACCOUNT_CHECK_NAMES.map((check) => [ACCOUNT_CHECKS[check], CHECK_KEYS[check]]),
);

/**
 * A field's error in the page's language: the checks of ~/shared/account (the browser's own and
 * the same ones refused by the server) are worded from their keys; `other` words the rest (the
 * name field's checks: ./name-field); any other message is shown as it came (a refusal by key is
 * worded before it gets here).
 */
export function useFieldError(other?: (error: ReactNode) => ReactNode) {
  const t = useTranslations("auth");
  return (error: ReactNode): ReactNode => {
    const key = typeof error === "string" ? CHECK_BY_WORDS.get(error) : undefined;
    return key ? t(key) : other ? other(error) : error;
  };
}

export function EmailField<Values>({ form, field, label }: Field<Values>) {
  const t = useTranslations("auth");
  const word = useFieldError();
  const input = form.getInputProps(field);
  return (
    <TextInput
      label={label ?? t("fields.email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      key={form.key(field)}
      {...input}
      error={word(input.error)}
    />
  );
}

/** The password someone has now: to sign in, or to confirm a change ("Current password"). */
export function PasswordField<Values>({ form, field, label }: Field<Values>) {
  const t = useTranslations("auth");
  const word = useFieldError();
  const input = form.getInputProps(field);
  return (
    <PasswordInput
      label={label ?? t("fields.password")}
      autoComplete="current-password"
      required
      key={form.key(field)}
      {...input}
      error={word(input.error)}
    />
  );
}

/** A new password and its confirmation (the form's `confirmPassword`), e.g. "New password". */
export function NewPasswordFields<Values extends { confirmPassword: string }>({
  form,
  field,
  label,
  confirmLabel,
}: Field<Values> & { confirmLabel?: string }) {
  const t = useTranslations("auth");
  const word = useFieldError();
  const input = form.getInputProps(field);
  const confirmation = form.getInputProps("confirmPassword");
  return (
    <>
      <PasswordInput
        label={label ?? t("fields.password")}
        description={t("fields.newPasswordHelp")}
        autoComplete="new-password"
        required
        key={form.key(field)}
        {...input}
        error={word(input.error)}
      />
      <PasswordInput
        label={confirmLabel ?? t("fields.confirmPassword")}
        autoComplete="new-password"
        required
        key={form.key("confirmPassword")}
        {...confirmation}
        error={word(confirmation.error)}
      />
    </>
  );
}
