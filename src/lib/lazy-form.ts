import { schemaResolver, useForm, type FormErrors } from "@mantine/form";
import { useRef, type FormEvent } from "react";

/** A zod schema from src/shared (zod implements the Standard Schema that Mantine reads). */
type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form whose checks load on first use: when a field gets focus, or at the latest on submit. Its
 * zod schema comes from a dynamic import, `() => import("~/shared/account").then((m) => m.loginInput)`,
 * so a page with a form carries no zod in its first load (issue R3: about 45 kB gzip). The checks
 * and their messages are the same as the server's. If they cannot load (no signal), the form is
 * sent unchecked and the server's field messages show next to the fields instead.
 *
 * Spread `formProps(onValid)` on the `<form>`; `checks()` gives the loaded schema to a button that
 * checks one field by itself (null when it could not load).
 */
export function useLazyForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  mode = "uncontrolled",
}: {
  initialValues: Values;
  schema: () => Promise<Schema>;
  /** "controlled" for a form that shows its values as they are typed (a counter, a preview). */
  mode?: "controlled" | "uncontrolled";
}) {
  const resolver = useRef<((values: Values) => FormErrors) | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const load = () =>
    (loading.current ??= schema().then(
      (loaded) => {
        resolver.current = schemaResolver(loaded, { sync: true });
      },
      () => {
        // Try again at the next focus or submit.
        loading.current = null;
      },
    ));
  const form = useForm<Values>({
    mode,
    initialValues,
    validate: (values) => resolver.current?.(values) ?? {},
  });
  const formProps = (onValid: (values: Values) => void) => ({
    // Sent before the page's JavaScript has run (a quick tap on a slow network), the form reloads
    // the page by POST: its fields never go into the address, history or logs.
    method: "post",
    noValidate: true,
    onFocus: () => void load(),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void load().then(() => form.onSubmit(onValid)());
    },
  });
  return { form, formProps };
}
