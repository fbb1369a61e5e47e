import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import type { ServerTablePaging } from "~/components/admin/useTableState";

/**
 * A server-side list's answer (`{ rows, total }`, one page of it) as mantine-datatable's props:
 * the admin tables' look, the page's rows, how many there are in all, whether a page is on its
 * way, and the table's paging and sorting (`useTableState`).
 */
export function serverTableProps<Row>(
  list: {
    data?: { rows: Row[]; total: number } | undefined;
    isFetching: boolean;
  },
  table: { tableProps: ServerTablePaging<Row> },
) {
  return {
    ...ADMIN_TABLE_STYLE,
    records: list.data?.rows ?? [],
    totalRecords: list.data?.total ?? 0,
    fetching: list.isFetching,
    ...table.tableProps,
  };
}
