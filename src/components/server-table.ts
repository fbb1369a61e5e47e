/**
 * A server-side list's answer (`{ rows, total }`, one page of it) as mantine-datatable's props:
 * the page's rows, how many there are in all, and whether a page is on its way.
 */
export function serverTableProps<Row>(list: {
  data?: { rows: Row[]; total: number } | undefined;
  isFetching: boolean;
}) {
  return {
    records: list.data?.rows ?? [],
    totalRecords: list.data?.total ?? 0,
    fetching: list.isFetching,
  };
}
