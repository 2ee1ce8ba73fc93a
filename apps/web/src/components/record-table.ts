import { CUSTOMER_LIST_PAGE_SIZE } from '@portal/domain';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataTableColumn, SortDirection } from './data-table';
import { shownTextFilter } from './shown-text-filter';
import { sortableHeader } from './sort-header';

/** A column of a list of records: what it shows (and the search matches) and what sorting compares. */
export interface RecordColumn<Row> {
  id: string;
  header: string;
  text: (row: Row) => string;
  /** What sorting compares, when not the shown text (dates, counts). */
  sortValue?: (row: Row) => string | number;
}

export interface RecordTable<Row> {
  table: Table<Row>;
  /** The rows of the page shown, sorted and filtered. */
  pageRows: Row[];
  globalFilter: string;
  /** The cards' Sort by (DataTable's onSort). */
  onSort: (columnId: string, direction: SortDirection) => void;
  /** A column's DataTable header, sortable by a click, with its cell as the shown text. */
  dataColumn: (column: RecordColumn<Row>) => DataTableColumn<Row>;
}

/**
 * A list of records sorted, searched and paged in the browser, as the staff's lists are (a page of
 * CUSTOMER_LIST_PAGE_SIZE rows): a header's click sorts by its column, the search box matches any
 * cell as shown. `columns` should keep its identity between renders (a module constant).
 */
export function useRecordTable<Row extends { id: number }>(
  rows: Row[],
  columns: readonly RecordColumn<Row>[],
  initialSort: SortingState,
): RecordTable<Row> {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: CUSTOMER_LIST_PAGE_SIZE });
  const { definitions, matchesShownText } = useMemo(
    () => ({
      definitions: columns.map<ColumnDef<Row, string | number>>((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? column.text,
        sortingFn: column.sortValue ? 'basic' : 'text',
        sortDescFirst: column.sortValue !== undefined,
      })),
      matchesShownText: shownTextFilter(columns),
    }),
    [columns],
  );

  // TanStack Table keeps its own state and is not memoizable: the compiler skips this hook, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: definitions,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    globalFilterFn: matchesShownText,
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
  });

  return {
    table,
    pageRows: table.getRowModel().rows.map((row) => row.original),
    globalFilter,
    onSort: (columnId, direction) => setSorting([{ id: columnId, desc: direction === 'descending' }]),
    dataColumn: (column) => ({
      id: column.id,
      label: column.header,
      ...sortableHeader(table.getColumn(column.id), column.header),
      cell: column.text,
    }),
  };
}
