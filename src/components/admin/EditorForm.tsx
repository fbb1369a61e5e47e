import { Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { FormAlert } from "~/components/FormAlert";
import { FormActions } from "./FormActions";

/** How an editor form sends (what `useRowSubmit` returns): the handler, the refusal, the wait. */
export type EditorSubmit = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  pending: boolean;
};

/**
 * The frame of an admin editor form: the server's refusal above the fields, and below them a way
 * back and the submit button named for what it does.
 */
export function EditorForm({
  submit: { onSubmit, error, pending },
  submitLabel,
  cancelLabel,
  onCancel,
  children,
}: {
  submit: EditorSubmit;
  submitLabel: string;
  /** The way back's name in the page's language; "Cancel" when left out. */
  cancelLabel?: string;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormAlert message={error} />
        {children}
        <FormActions
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
