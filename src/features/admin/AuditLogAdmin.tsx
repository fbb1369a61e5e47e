import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Box, Button, Code, Stack, Table, Text } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AUDIT_COLUMNS, columnOf, type AuditColumn } from "~/shared/admin";
import { auditChanges } from "~/shared/audit-changes";
import { formatDateTime } from "~/shared/format";
import { fieldWords, targetTypeWords } from "./words";

type Entry = RouterOutputs["admin"]["audit"]["list"]["rows"][number];

/** What an entry changed, one row per field: before and after, as a person reads them. */
function Changes({ entry }: { entry: Entry }) {
  const t = useTranslations("admin");
  const changes = auditChanges(entry.before, entry.after, {
    yes: t("audit.yes"),
    no: t("audit.no"),
    empty: t("audit.empty"),
  });
  if (changes.length === 0) return <Text size="sm">{t("audit.nothingChanged")}</Text>;
  return (
    <Table aria-label={t("audit.changesOf", { action: entry.action })} withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("audit.field")}</Table.Th>
          <Table.Th>{t("audit.before")}</Table.Th>
          <Table.Th>{t("audit.after")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.key}>
            <Table.Td fw={600}>{fieldWords(t, change.key, change.field)}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{change.before}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A readable name for the target, from its snapshot (a title, a question, a slug). */
function targetLabel(entry: { before: unknown; after: unknown }): string | null {
  for (const snapshot of [entry.after, entry.before]) {
    if (typeof snapshot !== "object" || snapshot === null || Array.isArray(snapshot)) continue;
    for (const key of ["title", "question", "slug", "email"]) {
      const value: unknown = Reflect.get(snapshot, key);
      if (typeof value === "string" && value) return value;
    }
  }
  return null;
}

/** Every moderator and admin action, newest first; "Changes" shows what changed, field by field. */
export function AuditLogAdmin() {
  const t = useTranslations("admin");
  const locale = useLocale();
  const table = useTableState<AuditColumn, Entry>(
    { column: "createdAt", direction: "desc" },
    columnOf(AUDIT_COLUMNS),
  );
  const list = api.admin.audit.list.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  const [expanded, setExpanded] = useState<string[]>([]);
  const toggle = (id: string) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <Stack gap="sm">
      <SearchField
        label={t("audit.search")}
        placeholder={t("audit.searchHint")}
        {...table.searchProps}
      />
      <DataTable<Entry>
        {...serverTableProps(list, table)}
        noRecordsText={t("audit.none")}
        columns={[
          {
            accessor: "createdAt",
            title: t("audit.columns.when"),
            sortable: true,
            render: (row) => formatDateTime(row.createdAt, locale),
          },
          {
            accessor: "actor",
            title: t("audit.columns.who"),
            visibleMediaQuery: fromSm,
            render: (row) => row.actor?.name ?? t("audit.deletedAccount"),
          },
          {
            accessor: "action",
            title: t("audit.columns.action"),
            render: (row) => <Code>{row.action}</Code>,
          },
          {
            accessor: "target",
            title: t("audit.columns.target"),
            render: (row) => {
              const type = targetTypeWords(t, row.targetType);
              const label = targetLabel(row);
              return (
                <Stack gap={0}>
                  <Text size="sm">{label ? t("audit.target", { type, label }) : type}</Text>
                  <Text size="xs" c="dimmed" visibleFrom="md">
                    {row.targetId}
                  </Text>
                </Stack>
              );
            },
          },
          {
            accessor: "changes",
            title: t("audit.columns.changes"),
            render: (row) => {
              const open = expanded.includes(row.id);
              return (
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-expanded={open}
                  // The action in the name, in the language's order ("Show changes of …").
                  aria-label={t(open ? "audit.hideChangesOf" : "audit.showChangesOf", {
                    action: row.action,
                  })}
                  onClick={() => toggle(row.id)}
                >
                  {t(open ? "audit.hide" : "audit.show")}
                </Button>
              );
            },
          },
        ]}
        rowExpansion={{
          trigger: "never",
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => (
            <Box p="sm">
              <Changes entry={record} />
            </Box>
          ),
        }}
      />
    </Stack>
  );
}
