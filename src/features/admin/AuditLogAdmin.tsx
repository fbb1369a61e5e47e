import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
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
import { Box, Button, Code, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { useState } from "react";
import { fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AUDIT_COLUMNS, columnOf, type AuditColumn } from "~/shared/admin";
import { auditChanges } from "~/shared/audit-changes";
import { formatDateTime } from "~/shared/format";

type Entry = RouterOutputs["admin"]["audit"]["list"]["rows"][number];

/** What an entry changed, one row per field: before and after, as a person reads them. */
function Changes({ entry }: { entry: Entry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Text size="sm">Nothing changed.</Text>;
  return (
    <Table aria-label={`Changes of ${entry.action}`} withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td fw={600}>{change.field}</Table.Td>
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
        label="Search the audit log"
        placeholder="Action, target or person"
        {...table.searchProps}
      />
      <DataTable<Entry>
        {...serverTableProps(list, table)}
        noRecordsText="Nothing recorded yet"
        columns={[
          {
            accessor: "createdAt",
            title: "When",
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            accessor: "actor",
            title: "Who",
            visibleMediaQuery: fromSm,
            render: (row) => row.actor?.name ?? "Deleted account",
          },
          { accessor: "action", render: (row) => <Code>{row.action}</Code> },
          {
            accessor: "target",
            title: "Target",
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">
                  {row.targetType}
                  {targetLabel(row) ? `: ${targetLabel(row)}` : ""}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="md">
                  {row.targetId}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: "changes",
            title: "Changes",
            render: (row) => (
              <Button
                size="compact-sm"
                variant="default"
                aria-expanded={expanded.includes(row.id)}
                onClick={() => toggle(row.id)}
              >
                {expanded.includes(row.id) ? "Hide" : "Show"}
                <VisuallyHidden> changes of {row.action}</VisuallyHidden>
              </Button>
            ),
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
