import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslations } from "use-intl";
import { NativeSelect } from "~/components/plain/fields";
import { LOCALE_NAMES, type Locale } from "~/shared/i18n/locales";

/** The form's value of the language choice: a language, or "" for none (the browser decides). */
export type LanguageValue = Locale | "";

/**
 * The person's language (README "Languages"), among those the festival offers: the form's
 * `language` field (`form.getInputProps("language")`). Loaded only when there is a choice.
 */
export function LanguageField({
  input,
  offered,
}: {
  input: GetInputPropsReturnType;
  offered: readonly Locale[];
}) {
  const t = useTranslations("account");
  return (
    <NativeSelect
      label={t("language.label")}
      description={t("language.description")}
      data={[
        { value: "", label: t("language.automatic") },
        ...offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
      ]}
      {...input}
    />
  );
}
