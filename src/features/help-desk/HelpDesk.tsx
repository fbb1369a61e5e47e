import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import dynamic from "next/dynamic";
import { Badge, Button, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useRouter } from "next/router";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { api, type RouterOutputs } from "~/lib/trpc";
import { ROUTE_PARAMS } from "~/shared/route-params";
import { roleWords } from "./words";

// The chosen person's panel (its table, the bottle form's select and number input, the team
// section) loads as a chunk of its own, with its style sheets: the desk opens on the search, and
// its first paint links only the search's CSS (R3: render-blocking CSS <= 15 kB gzip).
const PersonPanel = dynamic(() => import("./PersonPanel").then((module) => module.PersonPanel), {
  loading: Loading,
});

function Loading() {
  const t = useTranslations("helpDesk");
  return <Text>{t("loading")}</Text>;
}

type Person = RouterOutputs["moderation"]["person"]["search"]["rows"][number];

const PAGE_SIZE = 10;

/** Finding the person at the desk: by name or email, ten at a time. */
export function PersonSearch({ onOpen }: { onOpen(person: Person): void }) {
  const t = useTranslations("helpDesk");
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [page, setPage] = useState(1);
  const enabled = debounced.length >= 2;
  const search = api.moderation.person.search.useQuery(
    { query: debounced, page, pageSize: PAGE_SIZE },
    { enabled, placeholderData: (previous) => previous },
  );
  const rows = enabled ? (search.data?.rows ?? []) : [];
  const total = enabled ? (search.data?.total ?? 0) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <TextInput
        label={t("search.label")}
        description={t("search.description")}
        placeholder={t("search.placeholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        maxLength={100}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {enabled && (
        <Text size="sm" aria-live="polite">
          {search.isFetching && !search.data
            ? t("search.searching")
            : t("search.found", { count: total })}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {rows.map((person) => (
            <Paper component="li" key={person.id} withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{person.name}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {person.email}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {person.role !== "PARTICIPANT" && (
                    <Badge variant="light" color="dark">
                      {roleWords(t, person.role)}
                    </Badge>
                  )}
                  <Button size="xs" onClick={() => onOpen(person)}>
                    {t.rich("search.open", {
                      name: person.name,
                      hidden: (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                    })}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={page <= 1}
            onClick={() => setPage((value) => value - 1)}
          >
            {t("search.previous")}
          </Button>
          <Text size="sm">{t("search.page", { page, pages })}</Text>
          <Button
            size="xs"
            variant="default"
            disabled={page >= pages}
            onClick={() => setPage((value) => value + 1)}
          >
            {t("search.next")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * /participation/person: the in-person help desk. Find the person, see everything they take part
 * in, and act for them: approve what waits, mail a sign-in link, record a bottle collection.
 * The desk: the search, or the person chosen from it. The person is in the address
 * (`?person={id}`), so Back, a reload or a shared link keep them open. In the page's language:
 * the desk's words ("helpDesk") and the moderators' ("moderation": statuses, decisions).
 */
export function HelpDesk() {
  const router = useRouter();
  const chosen = router.query.person;
  const personId = typeof chosen === "string" && ROUTE_PARAMS.userid.test(chosen) ? chosen : null;
  const show = (id: string | null) =>
    void router.push({ pathname: router.pathname, query: id ? { person: id } : {} }, undefined, {
      shallow: true,
    });
  return personId ? (
    <PersonPanel userId={personId} onClose={() => show(null)} />
  ) : (
    <PersonSearch onOpen={(person) => show(person.id)} />
  );
}
