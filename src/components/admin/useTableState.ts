import { useDebouncedValue } from "@mantine/hooks";
import type { DataTableSortStatus } from "mantine-datatable";
import { useState } from "react";
import { useTranslations } from "use-intl";

export const PAGE_SIZES = [10, 20, 50, 100];

/** The rows a page of the table shows, for its "1 - 20 / 45" line. */
type PaginationRange = { from: number; to: number; totalRecords: number };

/** What the paging and sorting of a server-side table hand to mantine-datatable. */
export type ServerTablePaging<Row> = ReturnType<typeof useTableState<string, Row>>["tableProps"];

/**
 * Page, page size, sort and search of a server-side table. The search is debounced; changing it,
 * the sort or the page size goes back to page 1. `query` is what the list procedure takes. The
 * table's own words (pagination, page size, "No records") are the staff pages' shared ones: the
 * page loads the `adminShared` namespace.
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
  const t = useTranslations("adminShared");

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
      noRecordsText: t("table.noRecords"),
      recordsPerPageLabel: t("table.recordsPerPage"),
      paginationText: ({ from, to, totalRecords }: PaginationRange) =>
        t("table.pagination", { from, to, total: totalRecords }),
      getPaginationControlProps: (control: string) =>
        control === "previous"
          ? { "aria-label": t("table.previousPage") }
          : control === "next"
            ? { "aria-label": t("table.nextPage") }
            : {},
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
