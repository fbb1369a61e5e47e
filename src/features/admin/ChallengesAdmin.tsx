import "mantine-datatable/styles.css";
import { Badge, Button, Group, Modal, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { areaOf } from "~/features/challenges/areas";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { KIND_LABELS } from "~/shared/challenges";
import { ChallengeForm, type AdminChallenge } from "./ChallengeForm";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";

const COLUMNS = ["position", "title", "area", "kind", "points", "published", "updatedAt"] as const;
type Column = (typeof COLUMNS)[number];
const isColumn = (value: string): value is Column => COLUMNS.some((column) => column === value);

const UPDATED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The catalogue: every challenge, drafts included, paged, sorted and searched on the server. */
export function ChallengesAdmin() {
  const table = useTableState<Column, AdminChallenge>(
    { column: "position", direction: "asc" },
    isColumn,
  );
  const list = api.admin.challenges.list.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  const utils = api.useUtils();
  const { toast } = useToast();
  const [editing, setEditing] = useState<AdminChallenge | "new" | null>(null);
  const publish = api.admin.challenges.setPublished.useMutation({
    onSuccess: async (result) => {
      toast(
        result.published
          ? "Published: it shows on the home page now."
          : "Unpublished: it no longer shows to participants.",
      );
      await Promise.all([
        utils.admin.challenges.list.invalidate(),
        utils.challenge.list.invalidate(),
      ]);
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search challenges"
          placeholder="Title or slug"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={table.search}
          onChange={(event) => table.setSearch(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing("new")}
        >
          New challenge
        </Button>
      </Group>
      <DataTable<AdminChallenge>
        {...ADMIN_TABLE_STYLE}
        records={list.data?.rows ?? []}
        totalRecords={list.data?.total ?? 0}
        fetching={list.isFetching}
        noRecordsText="No challenges match"
        {...table.tableProps}
        columns={[
          {
            accessor: "title",
            sortable: true,
            render: (row) => (
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.slug}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: "area",
            sortable: true,
            visibleMediaQuery: fromSm,
            render: (row) => areaOf(row.area).name,
          },
          {
            accessor: "kind",
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => KIND_LABELS[row.kind],
          },
          { accessor: "points", sortable: true, textAlign: "right", visibleMediaQuery: fromMd },
          {
            accessor: "participants",
            title: "Taking part",
            textAlign: "right",
            visibleMediaQuery: fromMd,
          },
          {
            accessor: "position",
            title: "Order",
            sortable: true,
            textAlign: "right",
            visibleMediaQuery: fromMd,
          },
          {
            accessor: "published",
            title: "Status",
            sortable: true,
            render: (row) =>
              row.published ? (
                <Badge color="teal.9">Published</Badge>
              ) : (
                <Badge color="gray" variant="outline">
                  Draft
                </Badge>
              ),
          },
          {
            accessor: "updatedAt",
            title: "Updated",
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => UPDATED.format(row.updatedAt),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="default" onClick={() => setEditing(row)}>
                  Edit<VisuallyHidden> {row.title}</VisuallyHidden>
                </Button>
                <Button
                  size="compact-sm"
                  variant={row.published ? "subtle" : "filled"}
                  loading={publish.isPending && publish.variables?.id === row.id}
                  onClick={() => publish.mutate({ id: row.id, published: !row.published })}
                >
                  {row.published ? "Unpublish" : "Publish"}
                  <VisuallyHidden> {row.title}</VisuallyHidden>
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New challenge" : "Edit challenge"}
        size="xl"
      >
        {editing !== null && (
          <ChallengeForm
            challenge={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
