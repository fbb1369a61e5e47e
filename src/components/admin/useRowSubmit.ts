import type { UseFormReturnType } from "@mantine/form";
import { useServerErrors, type ServerError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";

type Save<Input> = { mutate(input: Input): void; isPending: boolean; error: ServerError };

/**
 * The submit of an admin form that adds a row or edits `row`: the form's values as the
 * procedure's input, to `create` or `update` (with the row's id); field refusals next to their
 * fields, any other as `error`, a refusal by key in the page's language (`useServerText`).
 */
export function useRowSubmit<Values extends Record<string, unknown>, Input>(
  form: UseFormReturnType<Values>,
  row: { id: string } | null,
  save: {
    create: Save<Input>;
    update: Save<Input & { id: string }>;
    toInput(values: Values): Input;
  },
) {
  const mutation = row ? save.update : save.create;
  const error = useServerErrors(form, mutation.error, useServerText());
  const onSubmit = form.onSubmit((values) => {
    if (row) save.update.mutate({ ...save.toInput(values), id: row.id });
    else save.create.mutate(save.toInput(values));
  });
  return { onSubmit, pending: mutation.isPending, error };
}
