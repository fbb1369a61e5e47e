import { Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { FormAlert } from "~/components/FormAlert";
import { FormActions } from "./FormActions";

/**
 * The frame of an admin editor form: the server's refusal above the fields, and below them a way
 * back and the submit button named for what it does.
 */
export function EditorForm({
  onSubmit,
  error,
  submitLabel,
  pending,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  submitLabel: string;
  pending: boolean;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormAlert message={error} />
        {children}
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
