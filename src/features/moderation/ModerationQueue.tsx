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
import { useEffect, useRef, useState } from "react";
import { ReasonDialog } from "~/components/ReasonDialog";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { PAGE_SIZES } from "~/components/admin/useTableState";
import { countOf, MODERATION_REASON_MAX, ownItemNotice } from "~/shared/moderation/rules";
import {
  useModerationQueue,
  type ModerationQueueState,
  type QueueOptions,
  type QueueRow,
} from "./useModerationQueue";

export type ModerationQueueProps<Row extends QueueRow> = Omit<QueueOptions<Row>, "rows"> & {
  /** The queue procedure's query for the page shown. */
  query: { data?: { rows: Row[]; total: number }; isFetching: boolean };
  paging: QueuePaging;
  /** The area's columns; the queue adds the selection and the decision column. */
  columns: DataTableColumn<Row>[];
  /** Who and what a row is, read aloud with its buttons: "the post by Ada". */
  describe(row: Row): string;
  /** Shown when the page is empty. */
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
 * `useModerationQueue`.
 */
export function ModerationQueue<Row extends QueueRow>(props: ModerationQueueProps<Row>) {
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
    title: "Decision",
    render: (row) => (
      <Stack gap={6} align="stretch" maw={160}>
        {row.id === currentId && (
          <Badge size="xs" variant="outline" color="blue">
            Current
          </Badge>
        )}
        {row.own ? (
          <Text size="xs" fw={500}>
            {ownItemNotice(noun)}
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
        Keyboard: <Kbd>A</Kbd> approve · <Kbd>R</Kbd> reject · <Kbd>J</Kbd> next · <Kbd>K</Kbd>{" "}
        previous · <Kbd>X</Kbd> select
      </Text>
      <Group gap="sm" aria-live="polite">
        <Text size="sm">
          {queue.selected.length > 0
            ? `${countOf(queue.selected.length, noun)} selected`
            : "Select rows for bulk actions"}
        </Text>
        <Button
          size="xs"
          disabled={queue.selected.length === 0}
          onClick={() => queue.approve(queue.selected)}
        >
          Approve selected
        </Button>
        <Button
          size="xs"
          color="red"
          variant="outline"
          disabled={queue.selected.length === 0}
          onClick={() => queue.askReason(queue.selected)}
        >
          Reject selected
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
          selectedRecords={queue.selected}
          onSelectedRecordsChange={queue.setSelected}
          // One's own items are decided by another moderator: never part of a selection.
          isRecordSelectable={queue.isSelectable}
          allRecordsSelectionCheckboxProps={{ "aria-label": `Select every ${noun} on this page` }}
          getRecordSelectionCheckboxProps={(row) => ({
            "aria-label": row.own
              ? `${ownItemNotice(noun)} (${describe(row)})`
              : `Select ${describe(row)}`,
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
  const who = <VisuallyHidden> {describe(row)}</VisuallyHidden>;
  return (
    <>
      {row.status !== "APPROVED" && (
        <Button size="xs" onClick={() => queue.approve([row])}>
          Approve{who}
        </Button>
      )}
      {row.status !== "REJECTED" && (
        <Button size="xs" color="red" variant="outline" onClick={() => queue.askReason([row])}>
          {row.status === "APPROVED" ? "Unpublish" : "Reject"}
          {who}
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
  const rows = queue.rejecting;
  const verb =
    rows.length > 0 && rows.every((row) => row.status === "APPROVED") ? "Unpublish" : "Reject";
  return (
    <ReasonDialog
      opened={queue.asking}
      title={`${verb} ${countOf(rows.length, noun)}`}
      description={`The author sees this next to their ${noun}.`}
      maxLength={MODERATION_REASON_MAX}
      confirmLabel={verb}
      pending={queue.pending}
      error={queue.reasonProblem}
      onCancel={queue.cancelReject}
      onConfirm={queue.reject}
    />
  );
}
