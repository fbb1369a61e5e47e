import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import { Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useLazyForm } from "~/lib/lazy-form";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import type { TranslationSaveInput } from "~/shared/content/inputs";
import { CONTENT_FIELDS, type ContentBounds, type ContentKind } from "~/shared/content/rules";
import type { Locale } from "~/shared/i18n/locales";
import type { TranslationKind } from "./TranslationsScreen";
import { checkWords, fieldWords, languageWords, type TranslationsT } from "./words";
import userText from "~/components/plain/userText.module.css";

type Item = TranslationKind["items"][number];

/** Texts up to this long get a one-line input; longer ones a growing text area. */
const ONE_LINE_MAX = 120;

/** Where the item is: its slug, card and cell, or whether it is a draft or inactive. */
function ItemContext({ item }: { item: Item }) {
  const t = useTranslations("translations");
  const context = item.context;
  switch (context.kind) {
    case "challenge":
      return (
        <Group gap="xs">
          <Text size="xs" c="dimmed" ff="monospace">
            {context.slug}
          </Text>
          {!context.published && (
            <Badge size="xs" variant="outline" color="gray">
              {t("context.draft")}
            </Badge>
          )}
        </Group>
      );
    case "achievement":
      return (
        <Text size="xs" c="dimmed" ff="monospace">
          {context.key}
        </Text>
      );
    case "bingoTask":
      return (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t("context.cell", { difficulty: context.difficulty, cell: context.cell })}
          </Text>
          {context.free && (
            <Badge size="xs" variant="outline" color="gray">
              {t("context.free")}
            </Badge>
          )}
        </Group>
      );
    case "station":
      return context.active ? null : (
        <Badge size="xs" variant="outline" color="gray">
          {t("context.inactive")}
        </Badge>
      );
    case "faqEntry":
      return null;
  }
}

function boundsOf(kind: ContentKind, field: string): ContentBounds | undefined {
  const fields: Record<string, ContentBounds> = CONTENT_FIELDS[kind];
  return fields[field];
}

/** What a field shows under its label: the base text, and whether the translation is missing. */
function BaseText({
  t,
  fallback,
  base,
  missing,
}: {
  t: TranslationsT;
  fallback: Locale;
  base: string;
  missing: boolean;
}) {
  const language = languageWords(t, fallback);
  return (
    <Text component="span" size="xs" className={userText.userText}>
      {base.trim() === "" ? t("baseEmpty", { language }) : t("base", { language, text: base })}
      {missing && (
        <Badge component="span" size="xs" color="red" variant="outline" ml={6}>
          {t("missing")}
        </Badge>
      )}
    </Text>
  );
}

/** One item's translated fields in one language, saved together. */
export function TranslationForm({
  kind,
  item,
  locale,
  fallback,
}: {
  kind: ContentKind;
  item: Item;
  locale: Locale;
  fallback: Locale;
}) {
  const t = useTranslations("translations");
  const word = useServerText();
  const { toast } = useToast();
  const utils = api.useUtils();
  const name = item.fields[0]?.base ?? item.id;
  const texts = Object.fromEntries(item.fields.map((field) => [field.field, field.translation]));
  const { form, formProps } = useLazyForm({
    initialValues: { kind, id: item.id, locale, ...texts },
    schema: () =>
      import("~/shared/content/inputs").then((module) => module.translationFormSchema(kind)),
  });
  const save = api.translations.save.useMutation({
    onSuccess: async () => {
      toast(t("saved", { name }));
      await utils.translations.list.invalidate();
    },
  });
  const error = useServerErrors(form, save.error, word);
  const language = languageWords(t, locale);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={t("itemLabel", { name })}
        {...formProps((values) =>
          // The values are the kind's fields, as the schema of the kind checked them.
          save.mutate({ ...values, kind, id: item.id, locale } as TranslationSaveInput),
        )}
      >
        <Stack gap="sm">
          <ItemContext item={item} />
          <FormAlert message={error} />
          {item.fields.map((field) => {
            const max = boundsOf(kind, field.field)?.max ?? ONE_LINE_MAX;
            const props = {
              label: t("inLanguage", { field: fieldWords(t, field.field), language }),
              description: (
                <BaseText t={t} fallback={fallback} base={field.base} missing={field.missing} />
              ),
              maxLength: max,
              lang: locale,
              ...form.getInputProps(field.field),
              error: checkWords(t, form.errors[field.field]),
            };
            return max > ONE_LINE_MAX ? (
              <Textarea key={form.key(field.field)} autosize minRows={2} maxRows={12} {...props} />
            ) : (
              <TextInput key={form.key(field.field)} {...props} />
            );
          })}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
