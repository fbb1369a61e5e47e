import "mantine-datatable/styles.css";
import { Code, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import type { RouterOutputs } from "~/lib/trpc";
import { api } from "~/lib/trpc";
import { useTableState } from "./useTableState";

type Entry = RouterOutputs["admin"]["audit"]["list"]["rows"][number];
type Column = "createdAt";
const isColumn = (value: string): value is Column => value === "createdAt";

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/** Every moderator and admin action, newest first; a row opens to show before and after. */
export function AuditLogAdmin() {
  const table = useTableState<Column, Entry>({ column: "createdAt", direction: "desc" }, isColumn);
  const list = api.admin.audit.list.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  return (
    <Stack gap="sm">
      <TextInput
        label="Search the audit log"
        placeholder="Action, target or person"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={table.search}
        onChange={(event) => table.setSearch(event.currentTarget.value)}
        maxLength={100}
        maw={360}
      />
      <DataTable<Entry>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={160}
        records={list.data?.rows ?? []}
        totalRecords={list.data?.total ?? 0}
        fetching={list.isFetching}
        noRecordsText="Nothing recorded yet"
        {...table.tableProps}
        columns={[
          {
            accessor: "createdAt",
            title: "When",
            sortable: true,
            render: (row) => WHEN.format(row.createdAt),
          },
          {
            accessor: "actor",
            title: "Who",
            render: (row) => row.actor?.name ?? "Deleted account",
          },
          { accessor: "action", render: (row) => <Code>{row.action}</Code> },
          {
            accessor: "target",
            title: "Target",
            render: (row) => (
              <Text size="sm">
                {row.targetType}{" "}
                <Text span size="xs" c="dimmed">
                  {row.targetId}
                </Text>
              </Text>
            ),
          },
        ]}
        rowExpansion={{
          content: ({ record }) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} p="sm">
              <Snapshot label="Before" value={record.before} />
              <Snapshot label="After" value={record.after} />
            </SimpleGrid>
          ),
        }}
      />
      <Text size="xs" c="dimmed">
        Select a row to see what changed.
      </Text>
    </Stack>
  );
}
