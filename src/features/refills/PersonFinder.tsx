import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerText } from "~/lib/server-text";
import { api, isApiError } from "~/lib/trpc";

export type FoundPerson = { id: string; name: string; email: string; code: string | null };

/**
 * Finds a person at the desk: by the code on their bottle (typed, or "typed" by a USB or phone
 * barcode scanner, which ends with Enter) or by searching their name or email.
 * `scanner` is an optional camera button that fills the code in. Its words are the page's
 * language ("refills"), the server's refusals too.
 */
export function PersonFinder({
  onSelect,
  scanner,
  withCode = true,
}: {
  onSelect: (person: FoundPerson) => void;
  scanner?: (onCode: (code: string) => void) => ReactNode;
  /** Offer the bottle-code field (not when registering a bottle for someone without one). */
  withCode?: boolean;
}) {
  const t = useTranslations("refills");
  const word = useServerText();
  const utils = api.useUtils();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const people = api.sustainability.refill.searchPeople.useQuery(
    { search: debounced },
    { enabled: debounced.length >= 2 },
  );

  const lookUp = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setCodeError(t("finder.codeRequired"));
      return;
    }
    setLooking(true);
    setCodeError(null);
    try {
      const found = await utils.sustainability.refill.lookupCode.fetch({ code: trimmed });
      setCode("");
      onSelect({ ...found.user, code: found.code });
    } catch (error) {
      setCodeError(
        isApiError(error) ? word(error.data?.text, error.message) : t("finder.lookupFailed"),
      );
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap="md">
      {withCode && (
        <form
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp(code);
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t("finder.code")}
              description={t("finder.codeHint")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              style={{ flex: "1 1 200px" }}
            />
            <Button type="submit" loading={looking} variant="light">
              {t("finder.find")}
            </Button>
            {scanner?.((scanned) => {
              setCode(scanned);
              void lookUp(scanned);
            })}
          </Group>
        </form>
      )}
      <Stack gap="xs">
        <TextInput
          label={withCode ? t("finder.orSearch") : t("finder.search")}
          placeholder={t("finder.searchHint")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          autoComplete="off"
        />
        <FormAlert
          message={people.error ? word(people.error.data?.text, people.error.message) : null}
        />
        {debounced.length >= 2 && people.data && (
          <Stack gap={6} aria-live="polite">
            {people.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("finder.nobody", { search: debounced })}
              </Text>
            ) : (
              people.data.map((person) => (
                <Paper key={person.id} withBorder p="xs" radius="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {person.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {person.email} · {person.code ?? t("finder.noBottle")}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t("finder.chooseName", { name: person.name })}
                      onClick={() => {
                        setSearch("");
                        onSelect(person);
                      }}
                    >
                      {t("finder.choose")}
                    </Button>
                  </Group>
                </Paper>
              ))
            )}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
