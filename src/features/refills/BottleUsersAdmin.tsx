import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { PersonCell } from "~/components/admin/PersonCell";
import { SectionCard } from "~/components/SectionCard";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { FormAlert } from "~/components/FormAlert";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { BOTTLE_USER_SORTS, type BottleUserSort } from "~/shared/refills/inputs";
import { PersonFinder, type FoundPerson } from "./PersonFinder";
import { useTableWords } from "./words";

type Row = RouterOutputs["sustainability"]["refill"]["bottleUsers"]["rows"][number];
const isColumn = (value: string): value is BottleUserSort =>
  BOTTLE_USER_SORTS.some((column) => column === value);

/** Register a bottle for a person at the desk: search them, confirm, show their new code. */
function RegisterBottle() {
  const t = useTranslations("refills");
  const word = useServerText();
  const { toast } = useToast();
  const utils = api.useUtils();
  const [person, setPerson] = useState<FoundPerson | null>(null);
  const register = api.sustainability.refill.registerBottle.useMutation({
    onSuccess: async (result) => {
      const bottle = { name: result.name, code: result.code };
      toast(result.created ? t("register.created", bottle) : t("register.already", bottle));
      await utils.sustainability.refill.invalidate();
    },
  });
  return (
    <SectionCard id="register-heading" title={t("register.heading")} compact>
      {register.data ? (
        <Alert
          color="green"
          variant="light"
          title={t("register.codeOf", { name: register.data.name })}
        >
          <Stack gap="xs">
            <Text ff="monospace" fz={28} fw={800}>
              {register.data.code}
            </Text>
            <Text size="sm">{t("register.writeIt")}</Text>
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  register.reset();
                  setPerson(null);
                }}
              >
                {t("register.another")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : person ? (
        <Stack gap="sm">
          <Text>
            {t.rich("register.confirm", {
              name: person.name,
              email: person.email,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
          <FormAlert
            message={
              register.error ? word(register.error.data?.text, register.error.message) : null
            }
          />
          <Group gap="xs">
            <Button
              loading={register.isPending}
              onClick={() => register.mutate({ userId: person.id })}
            >
              {t("register.submit")}
            </Button>
            <Button variant="default" onClick={() => setPerson(null)}>
              {t("cancel")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PersonFinder withCode={false} onSelect={setPerson} />
      )}
    </SectionCard>
  );
}

/** /admin/sustainability-water-bottle-users: who has a bottle, their refills, register one. */
export function BottleUsersAdmin() {
  const t = useTranslations("refills");
  const locale = useLocale();
  const tableWords = useTableWords();
  const table = useTableState<BottleUserSort, Row>(
    { column: "createdAt", direction: "desc" },
    isColumn,
  );
  const list = api.sustainability.refill.bottleUsers.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  return (
    <Stack gap="xl">
      <Text c="dimmed">{t("users.intro")}</Text>
      <RegisterBottle />
      <Stack gap="sm" component="section" aria-labelledby="bottle-users-heading">
        <Title order={2} size="h3" id="bottle-users-heading">
          {t("users.heading")}
        </Title>
        <SearchField
          label={t("users.search")}
          placeholder={t("users.searchHint")}
          {...table.searchProps}
        />
        <DataTable<Row>
          idAccessor="userId"
          {...serverTableProps(list, table)}
          {...tableWords}
          noRecordsText={t("users.none")}
          columns={[
            {
              accessor: "name",
              title: t("users.name"),
              sortable: true,
              render: (row) => (
                <PersonCell name={row.name} email={row.email}>
                  <Text size="xs" ff="monospace" hiddenFrom="sm">
                    {row.code}
                  </Text>
                </PersonCell>
              ),
            },
            {
              accessor: "code",
              title: t("users.code"),
              visibleMediaQuery: fromSm,
              render: (row) => (
                <Text ff="monospace" size="sm">
                  {row.code}
                </Text>
              ),
            },
            { accessor: "refills", title: t("users.refills"), sortable: true, textAlign: "right" },
            {
              accessor: "collections",
              title: t("users.collections"),
              textAlign: "right",
              visibleMediaQuery: fromMd,
            },
            {
              accessor: "lastRefill",
              title: t("users.lastRefill"),
              sortable: true,
              visibleMediaQuery: fromSm,
              render: (row) => (row.lastRefill ? formatDateTime(row.lastRefill, locale) : "—"),
            },
            {
              accessor: "createdAt",
              title: t("users.registered"),
              sortable: true,
              visibleMediaQuery: fromMd,
              render: (row) => formatDateTime(row.registeredAt, locale),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
