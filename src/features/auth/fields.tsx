import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import { PasswordInput, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** The form fields every account screen shares, so they look and autofill the same everywhere. */

type Field<Values> = {
  form: UseFormReturnType<Values>;
  field: keyof Values & string;
  label?: string;
  description?: string;
};

/** The display name (at most 60 characters, as the server stores it). */
export function NameField<Values>({ form, field, label = "Name", description }: Field<Values>) {
  return (
    <TextInput
      label={label}
      description={description}
      autoComplete="name"
      required
      maxLength={60}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

export function EmailField<Values>({ form, field, label = "Email" }: Field<Values>) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

/** The password someone has now: to sign in, or to confirm a change ("Current password"). */
export function PasswordField<Values>({ form, field, label = "Password" }: Field<Values>) {
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
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
  label = "Password",
}: Field<Values>) {
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
