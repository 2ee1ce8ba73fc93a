import { Alert, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from './data-table';
import { useRecordTable, type RecordColumn } from './record-table';
import { TablePager } from './table-pager';

interface SearchableRecordListProps<Row extends { id: number; referenceNo: string }> {
  /** The list's name: the table's caption (the page's heading already shows it) and its pager's. */
  title: string;
  rows: Row[];
  /** Should keep its identity between renders (a module constant or a memo), as useRecordTable asks. */
  columns: readonly RecordColumn<Row>[];
  /** The order the server answers in; a header's click sorts by another column. */
  initialSort: SortingState;
  /** Cells shown otherwise than as their text (a link, a warning), by column id. */
  cells?: Partial<Record<string, DataTableColumn<Row>['cell']>>;
  /** The last column: what a row offers. */
  actionColumn: DataTableColumn<Row>;
  search: { label: string; description?: string };
  /** Said when the server sent only the first of more rows. */
  truncated?: { title: string; text: string };
  emptyText: string;
  minWidth: number;
  /** A message above the search box, e.g. that a row's action failed. */
  notice?: ReactNode;
}

/**
 * A staff work list sorted, searched and paged in the browser: a search box, a warning when the server
 * sent only part of the list, the records (a table, or cards on a phone) and the pager.
 */
export function SearchableRecordList<Row extends { id: number; referenceNo: string }>({
  title,
  rows,
  columns,
  initialSort,
  cells = {},
  actionColumn,
  search,
  truncated,
  emptyText,
  minWidth,
  notice,
}: SearchableRecordListProps<Row>) {
  const records = useRecordTable(rows, columns, initialSort);
  const shownColumns: DataTableColumn<Row>[] = [
    ...columns.map((column) => {
      const shown = records.dataColumn(column);
      return { ...shown, cell: cells[column.id] ?? shown.cell };
    }),
    actionColumn,
  ];

  return (
    <Stack gap="sm">
      {notice}
      <TextInput
        label={search.label}
        description={search.description}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={records.globalFilter}
        onChange={(event) => records.table.setGlobalFilter(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      {truncated && (
        <Alert color="yellow" title={truncated.title}>
          {truncated.text}
        </Alert>
      )}
      <DataTable
        caption={title}
        hideCaption
        columns={shownColumns}
        records={records.pageRows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        emptyText={emptyText}
        cardHeadingOrder={2}
        onSort={records.onSort}
        minWidth={minWidth}
      />
      <TablePager table={records.table} title={title} />
    </Stack>
  );
}
