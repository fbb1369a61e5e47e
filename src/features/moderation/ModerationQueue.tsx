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
import "@mantine/core/styles/Kbd.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Badge, Button, Group, Kbd, Stack, Text, VisuallyHidden } from "@mantine/core";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { ReasonDialog } from "~/components/ReasonDialog";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { PAGE_SIZES } from "~/components/admin/useTableState";
import { MODERATION_REASON_MAX } from "~/shared/moderation/rules";
import {
  useModerationQueue,
  type ModerationQueueState,
  type QueueOptions,
  type QueueRow,
} from "./useModerationQueue";
import { reasonCheckWords } from "./words";

export type ModerationQueueProps<Row extends QueueRow> = Omit<QueueOptions<Row>, "rows"> & {
  /** The queue procedure's query for the page shown. */
  query: { data?: { rows: Row[]; total: number }; isFetching: boolean };
  paging: QueuePaging;
  /** The area's columns; the queue adds the selection and the decision column. */
  columns: DataTableColumn<Row>[];
  /** Who and what a row is, read aloud with its buttons, in the page's language: "the post by Ada". */
  describe(row: Row): string;
  /** Shown when the page is empty (in the page's language). */
  emptyText: string;
};

export type QueuePaging = ReturnType<typeof useQueuePaging>;

/** The page and page size of a queue; a change of filter goes back to page 1 (`filtered`). */
export function useQueuePaging(firstPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => filtered(() => setPageSize(size)),
    filtered,
  };
}

/**
 * A moderation queue on a Mantine data table, the same for care posts and submissions: the
 * keyboard line, bulk actions on the selection, the area's columns, each row's decision (or, on
 * one's own item, who decides), pages, and the reason dialog for rejections. Behaviour:
 * `useModerationQueue`. Its words are the "moderation" messages (and ReasonDialog's
 * "reasonDialog"): the queues' pages load both.
 */
export function ModerationQueue<Row extends QueueRow>(props: ModerationQueueProps<Row>) {
  const t = useTranslations("moderation");
  const queue = useModerationQueue({ ...props, rows: props.query.data?.rows ?? [] });
  const { paging } = props;
  const { noun, describe } = props;
  const table = useRef<HTMLDivElement>(null);
  const currentId = queue.current?.id;

  // J and K walk the page: keep the current row in sight.
  useEffect(() => {
    table.current?.querySelector("tr[aria-current='true']")?.scrollIntoView({ block: "nearest" });
  }, [currentId]);

  const decision: DataTableColumn<Row> = {
    accessor: "decision",
    title: t("queue.decision"),
    render: (row) => (
      <Stack gap={6} align="stretch" maw={160}>
        {row.id === currentId && (
          <Badge size="xs" variant="outline" color="blue">
            {t("queue.current")}
          </Badge>
        )}
        {row.own ? (
          <Text size="xs" fw={500}>
            {t("ownItem", { noun })}
          </Text>
        ) : (
          <DecisionButtons row={row} queue={queue} describe={describe} />
        )}
      </Stack>
    ),
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.rich("queue.keyboard", { key: (chunks) => <Kbd>{chunks}</Kbd> })}
      </Text>
      <Group gap="sm" aria-live="polite">
        <Text size="sm">
          {queue.selected.length > 0
            ? t("queue.selected", { noun, count: queue.selected.length })
            : t("queue.selectForBulk")}
        </Text>
        <Button
          size="xs"
          disabled={queue.selected.length === 0}
          onClick={() => queue.approve(queue.selected)}
        >
          {t("queue.approveSelected")}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="outline"
          disabled={queue.selected.length === 0}
          onClick={() => queue.askReason(queue.selected)}
        >
          {t("queue.rejectSelected")}
        </Button>
      </Group>
      <div ref={table}>
        <DataTable<Row>
          {...ADMIN_TABLE_STYLE}
          records={queue.rows}
          totalRecords={props.query.data?.total ?? 0}
          fetching={props.query.isFetching}
          noRecordsText={props.emptyText}
          page={paging.page}
          onPageChange={paging.setPage}
          recordsPerPage={paging.pageSize}
          recordsPerPageOptions={PAGE_SIZES}
          onRecordsPerPageChange={paging.setPageSize}
          recordsPerPageLabel={t("queue.perPage")}
          paginationText={({ from, to, totalRecords }) =>
            t("queue.pages", { from, to, total: totalRecords })
          }
          getPaginationControlProps={(control) =>
            control === "previous"
              ? { "aria-label": t("queue.previousPage") }
              : control === "next"
                ? { "aria-label": t("queue.nextPage") }
                : {}
          }
          selectedRecords={queue.selected}
          onSelectedRecordsChange={queue.setSelected}
          // One's own items are decided by another moderator: never part of a selection.
          isRecordSelectable={queue.isSelectable}
          allRecordsSelectionCheckboxProps={{ "aria-label": t("queue.selectPage", { noun }) }}
          getRecordSelectionCheckboxProps={(row) => ({
            "aria-label": row.own
              ? t("queue.ownRow", { notice: t("ownItem", { noun }), item: describe(row) })
              : t("queue.selectRow", { item: describe(row) }),
          })}
          rowStyle={(row) =>
            row.id === currentId
              ? { outline: "2px solid var(--mantine-color-blue-7)", outlineOffset: -2 }
              : undefined
          }
          customRowAttributes={(row) => (row.id === currentId ? { "aria-current": "true" } : {})}
          onRowClick={({ record }) => queue.setCurrent(record)}
          columns={[...props.columns, decision]}
        />
      </div>
      <RejectDialog queue={queue} noun={noun} />
    </Stack>
  );
}

/** Approve, reject or (on the wall, in the gallery) unpublish one row. */
function DecisionButtons<Row extends QueueRow>({
  row,
  queue,
  describe,
}: {
  row: Row;
  queue: ModerationQueueState<Row>;
  describe(row: Row): string;
}) {
  const t = useTranslations("moderation");
  // The button's word, then (read aloud only) whose item it decides.
  const words = {
    item: describe(row),
    hidden: (chunks: ReactNode) => <VisuallyHidden>{chunks}</VisuallyHidden>,
  };
  return (
    <>
      {row.status !== "APPROVED" && (
        <Button size="xs" onClick={() => queue.approve([row])}>
          {t.rich("queue.approve", words)}
        </Button>
      )}
      {row.status !== "REJECTED" && (
        <Button size="xs" color="red" variant="outline" onClick={() => queue.askReason([row])}>
          {row.status === "APPROVED"
            ? t.rich("queue.unpublish", words)
            : t.rich("queue.reject", words)}
        </Button>
      )}
    </>
  );
}

/** The reason of a rejection; "unpublish" when every row is approved (on the wall, in the gallery). */
function RejectDialog<Row extends QueueRow>({
  queue,
  noun,
}: {
  queue: ModerationQueueState<Row>;
  noun: QueueOptions<Row>["noun"];
}) {
  const t = useTranslations("moderation");
  const rows = queue.rejecting;
  const unpublish = rows.length > 0 && rows.every((row) => row.status === "APPROVED");
  const count = { noun, count: rows.length };
  const problem = queue.reasonProblem;
  return (
    <ReasonDialog
      opened={queue.asking}
      title={unpublish ? t("dialog.unpublish", count) : t("dialog.reject", count)}
      description={t("dialog.description", { noun })}
      maxLength={MODERATION_REASON_MAX}
      confirmLabel={unpublish ? t("dialog.unpublishButton") : t("dialog.rejectButton")}
      pending={queue.pending}
      error={problem && { ...problem, message: reasonCheckWords(t, problem.message) }}
      onCancel={queue.cancelReject}
      onConfirm={queue.reject}
    />
  );
}
