import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import {
  Alert,
  Badge,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Switch,
  Tabs,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerText } from "~/lib/server-text";
import { api, type RouterOutputs } from "~/lib/trpc";
import type { ContentKind } from "~/shared/content/rules";
import { isLocale, type Locale } from "~/shared/i18n/locales";
import { TranslationForm } from "./TranslationForm";
import { kindWords, languageWords } from "./words";

export type TranslationList = RouterOutputs["translations"]["list"];
export type TranslationKind = TranslationList["kinds"][number];

/**
 * /admin/translations (README "Languages"): the festival's texts in another language, the
 * "missing translations" list. Admins choose the language, see each item's fields with the base
 * text beside the translation, show only what is missing (the default) and save item by item.
 * Its page gives the heading (`translations.title`); the screen loads in the browser (lazy.tsx).
 */
export function TranslationsScreen() {
  const t = useTranslations("translations");
  const word = useServerText();
  // No language chosen yet: the server picks the first offered one (the page prefetched it so).
  const [chosen, setChosen] = useState<Locale | undefined>(undefined);
  const [missingOnly, setMissingOnly] = useState(true);
  const list = api.translations.list.useQuery(chosen ? { locale: chosen } : {});
  const data = list.data;
  const [tab, setTab] = useState<ContentKind>("challenge");

  return (
    <Stack gap="lg">
      {data && <Text maw={760}>{t("intro", { fallback: languageWords(t, data.fallback) })}</Text>}
      <FormAlert message={list.error ? word(list.error.data?.text, list.error.message) : null} />
      {data ? (
        <>
          <Group gap="lg" align="end" wrap="wrap">
            <NativeSelect
              label={t("language")}
              value={data.locale}
              data={data.choices.map((choice) => ({
                value: choice.locale,
                label: languageWords(t, choice.locale),
              }))}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isLocale(value)) setChosen(value);
              }}
              w={200}
            />
            <Switch
              label={t("missingOnly")}
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.currentTarget.checked)}
              mb={8}
            />
            {list.isFetching && <Loader size="sm" mb={8} aria-label={t("loading")} />}
          </Group>
          {!data.offered && (
            <Alert color="yellow" variant="light">
              {t("notOffered", { language: languageWords(t, data.locale) })}
            </Alert>
          )}
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(value) => {
              const kind = data.kinds.find((entry) => entry.kind === value);
              if (kind) setTab(kind.kind);
            }}
          >
            <Tabs.List>
              {data.kinds.map((entry) => (
                <Tabs.Tab
                  key={entry.kind}
                  value={entry.kind}
                  rightSection={
                    <Badge
                      size="sm"
                      variant={entry.missing > 0 ? "filled" : "light"}
                      color={entry.missing > 0 ? "red" : "gray"}
                      aria-hidden
                    >
                      {entry.missing}
                    </Badge>
                  }
                  aria-label={`${kindWords(t, entry.kind)}, ${t("missingCount", { count: entry.missing })}`}
                >
                  {kindWords(t, entry.kind)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.kinds.map((entry) => (
              <Tabs.Panel key={entry.kind} value={entry.kind} pt="md">
                <KindPanel
                  entry={entry}
                  locale={data.locale}
                  fallback={data.fallback}
                  missingOnly={missingOnly}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      ) : (
        !list.error && <Text c="dimmed">{t("loading")}</Text>
      )}
    </Stack>
  );
}

/** One kind's items: those with something missing, or all of them. */
function KindPanel({
  entry,
  locale,
  fallback,
  missingOnly,
}: {
  entry: TranslationKind;
  locale: Locale;
  fallback: Locale;
  missingOnly: boolean;
}) {
  const t = useTranslations("translations");
  const items = missingOnly ? entry.items.filter((item) => item.missing > 0) : entry.items;
  if (entry.items.length === 0) return <Text c="dimmed">{t("nothing")}</Text>;
  if (items.length === 0) return <Text c="dimmed">{t("nothingMissing")}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("blankHint", { fallback: languageWords(t, fallback) })}
      </Text>
      {items.map((item) => (
        // Keyed by the language too: another language's form starts from its own texts.
        <TranslationForm
          key={`${locale}:${item.id}`}
          kind={entry.kind}
          item={item}
          locale={locale}
          fallback={fallback}
        />
      ))}
    </Stack>
  );
}
