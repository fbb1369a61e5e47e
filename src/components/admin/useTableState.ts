import { useDebouncedValue } from "@mantine/hooks";
import type { DataTableSortStatus } from "mantine-datatable";
import { useState } from "react";

export const PAGE_SIZES = [10, 20, 50, 100];

/** What the paging and sorting of a server-side table hand to mantine-datatable. */
export type ServerTablePaging<Row> = ReturnType<typeof useTableState<string, Row>>["tableProps"];

/**
 * Page, page size, sort and search of a server-side table. The search is debounced; changing it,
 * the sort or the page size goes back to page 1. `query` is what the list procedure takes.
 */
export function useTableState<Column extends string, Row>(
  defaultSort: { column: Column; direction: "asc" | "desc" },
  isColumn: (accessor: string) => accessor is Column,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearchValue] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState(defaultSort);

  const sortStatus: DataTableSortStatus<Row> = {
    columnAccessor: sort.column,
    direction: sort.direction,
  };

  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };

  return {
    search,
    setSearch,
    /** What the table's SearchField takes: `<SearchField … {...table.searchProps} />`. */
    searchProps: { value: search, onChange: setSearch },
    query: {
      page,
      pageSize,
      search: debouncedSearch,
      sortBy: sort.column,
      sortDirection: sort.direction,
    },
    tableProps: {
      page,
      onPageChange: setPage,
      recordsPerPage: pageSize,
      recordsPerPageOptions: PAGE_SIZES,
      onRecordsPerPageChange(size: number) {
        setPageSize(size);
        setPage(1);
      },
      sortStatus,
      onSortStatusChange(status: DataTableSortStatus<Row>) {
        const accessor = String(status.columnAccessor);
        if (!isColumn(accessor)) return;
        setSort({ column: accessor, direction: status.direction });
        setPage(1);
      },
    },
  };
}
