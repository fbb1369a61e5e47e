import { PasswordInput, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** The form fields every account screen shares, so they look and autofill the same everywhere. */

type Field<Values> = { form: UseFormReturnType<Values>; field: keyof Values & string };

export function EmailField<Values>({ form, field }: Field<Values>) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

/** A new password and its confirmation (the form's `confirmPassword`), e.g. "New password". */
export function NewPasswordFields<Values extends { confirmPassword: string }>({
  form,
  field,
  label,
}: Field<Values> & { label: string }) {
  return (
    <>
      <PasswordInput
        label={label}
        description="At least 10 characters"
        autoComplete="new-password"
        required
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        key={form.key("confirmPassword")}
        {...form.getInputProps("confirmPassword")}
      />
    </>
  );
}
