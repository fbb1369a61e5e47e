import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { TextInput } from "~/components/plain/fields";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { DISPLAY_NAME_CHECKS, DISPLAY_NAME_MAX } from "~/shared/account-checks";
import { useFieldError, type Field } from "./fields";

/** The display name's checks (~/shared/display-names), by their English words. */
const NAME_CHECKS: CheckKeys<
  "checks.nameRequired" | "checks.nameInvisible" | "checks.nameTooLong"
> = {
  [DISPLAY_NAME_CHECKS.nameRequired]: { key: "checks.nameRequired" },
  [DISPLAY_NAME_CHECKS.nameInvisible]: { key: "checks.nameInvisible" },
  [DISPLAY_NAME_CHECKS.nameTooLong]: {
    key: "checks.nameTooLong",
    values: { max: DISPLAY_NAME_MAX },
  },
};

/**
 * The display name (at most 60 characters, as the server stores it), with its checks in the
 * page's language (the browser's and the server's alike). Apart from ./fields, so the sign-in
 * screens, which have no name, do not carry the name's rules.
 */
export function NameField<Values>({ form, field, label, description }: Field<Values>) {
  const t = useTranslations("auth");
  const word = useFieldError((error: ReactNode) => wordCheck(NAME_CHECKS, t, error));
  const input = form.getInputProps(field);
  return (
    <TextInput
      label={label ?? t("fields.name")}
      description={description}
      autoComplete="name"
      required
      maxLength={DISPLAY_NAME_MAX}
      key={form.key(field)}
      {...input}
      error={word(input.error)}
    />
  );
}
