import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Box, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useLocale, useTranslations } from "use-intl";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { RowActions } from "~/components/admin/RowActions";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { RowButton } from "~/components/admin/RowButton";
import { StateBadge } from "~/components/admin/StateBadge";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { CHALLENGE_COLUMNS, columnOf, type ChallengeColumn } from "~/shared/admin";
import { formatDateTime } from "~/shared/format";
import { ChallengeForm, type AdminChallenge } from "./ChallengeForm";
import { kindWords } from "~/features/challenges/words";
import { areaWords } from "./words";

/** The catalogue: every challenge, drafts included, paged, sorted and searched on the server. */
export function ChallengesAdmin() {
  const t = useTranslations("admin");
  const tAll = useTranslations();
  const tKinds = useTranslations("challenges");
  const locale = useLocale();
  const statusWords: [string, string] = [t("challenges.published"), t("challenges.draft")];
  const word = useServerText();
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
      toast(t(result.published ? "challenges.publishedToast" : "challenges.unpublishedToast"));
      await Promise.all([
        utils.admin.challenges.list.invalidate(),
        utils.challenge.list.invalidate(),
      ]);
    },
    onError: (error) => toast(word(error.data?.text, error.message), { color: "error" }),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <SearchField
          label={t("challenges.search")}
          placeholder={t("challenges.searchHint")}
          {...table.searchProps}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          {t("challenges.new")}
        </Button>
      </Group>
      <DataTable<AdminChallenge>
        {...serverTableProps(list, table)}
        noRecordsText={t("challenges.none")}
        columns={[
          {
            accessor: "title",
            title: t("challenges.columns.title"),
            sortable: true,
            render: (row) => (
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.slug}
                </Text>
                {/* On a phone the status sits here instead of in a column of its own. */}
                <Box hiddenFrom="sm" mt={4}>
                  <StateBadge on={row.published} labels={statusWords} />
                </Box>
              </Stack>
            ),
          },
          {
            accessor: "area",
            title: t("challenges.columns.area"),
            sortable: true,
            visibleMediaQuery: fromSm,
            render: (row) => areaWords(tAll, row.area),
          },
          {
            accessor: "kind",
            title: t("challenges.columns.kind"),
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => kindWords(tKinds, row.kind),
          },
          {
            accessor: "points",
            title: t("challenges.columns.points"),
            sortable: true,
            textAlign: "right",
            visibleMediaQuery: fromMd,
          },
          {
            accessor: "participants",
            title: t("challenges.columns.participants"),
            textAlign: "right",
            visibleMediaQuery: fromMd,
          },
          {
            accessor: "position",
            title: t("challenges.columns.order"),
            sortable: true,
            textAlign: "right",
            visibleMediaQuery: fromMd,
          },
          {
            accessor: "published",
            title: t("challenges.columns.status"),
            sortable: true,
            visibleMediaQuery: fromSm,
            render: (row) => <StateBadge on={row.published} labels={statusWords} />,
          },
          {
            accessor: "updatedAt",
            title: t("challenges.columns.updated"),
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => formatDateTime(row.updatedAt, locale),
          },
          {
            accessor: "actions",
            title: t("actions"),
            render: (row) => (
              <RowActions>
                <RowButton
                  label={t("edit")}
                  target={row.title}
                  onClick={() => editor.openEdit(row)}
                />
                <Button
                  size="compact-sm"
                  variant={row.published ? "subtle" : "filled"}
                  loading={publish.isPending && publish.variables?.id === row.id}
                  onClick={() => publish.mutate({ id: row.id, published: !row.published })}
                >
                  {t(row.published ? "challenges.unpublish" : "challenges.publish")}
                  <VisuallyHidden> {row.title}</VisuallyHidden>
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <EditorModal
        editor={editor}
        titles={{ new: t("challenges.newTitle"), edit: t("challenges.editTitle") }}
        size="xl"
      >
        {(challenge) => <ChallengeForm challenge={challenge} onDone={editor.close} />}
      </EditorModal>
    </Stack>
  );
}
