import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { RowButton } from "~/components/admin/RowButton";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { areaOf } from "~/features/challenges/areas";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { CHALLENGE_COLUMNS, columnOf, type ChallengeColumn } from "~/shared/admin";
import { KIND_LABELS } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";
import { ChallengeForm, type AdminChallenge } from "./ChallengeForm";

/** The catalogue: every challenge, drafts included, paged, sorted and searched on the server. */
export function ChallengesAdmin() {
  const table = useTableState<ChallengeColumn, AdminChallenge>(
    { column: "position", direction: "asc" },
    columnOf(CHALLENGE_COLUMNS),
  );
  const list = api.admin.challenges.list.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<AdminChallenge>();
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
        <SearchField label="Search challenges" placeholder="Title or slug" {...table.searchProps} />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          New challenge
        </Button>
      </Group>
      <DataTable<AdminChallenge>
        {...serverTableProps(list, table)}
        noRecordsText="No challenges match"
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
            render: (row) => formatDateTime(row.updatedAt),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <RowButton label="Edit" target={row.title} onClick={() => editor.openEdit(row)} />
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
      <EditorModal
        editor={editor}
        titles={{ new: "New challenge", edit: "Edit challenge" }}
        size="xl"
      >
        {(challenge) => <ChallengeForm challenge={challenge} onDone={editor.close} />}
      </EditorModal>
    </Stack>
  );
}
