import "@mantine/core/styles/Input.layer.css";
import { NativeSelect } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslations } from "use-intl";
import { LOCALE_NAMES, type Locale } from "~/shared/i18n/locales";

/** The form's value of the language choice: a language, or "" for none (the browser decides). */
export type LanguageValue = Locale | "";

/**
 * The person's language (README "Languages"), among those the festival offers. Shown only when
 * there is a choice: with one language offered, nothing is asked.
 */
export function LanguageField<Values extends { language: LanguageValue }>({
  form,
  offered,
}: {
  form: UseFormReturnType<Values>;
  offered: readonly Locale[];
}) {
  const t = useTranslations("account");
  if (offered.length < 2) return null;
  return (
    <NativeSelect
      label={t("language.label")}
      description={t("language.description")}
      data={[
        { value: "", label: t("language.automatic") },
        ...offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
      ]}
      key={form.key("language")}
      {...form.getInputProps("language")}
    />
  );
}
