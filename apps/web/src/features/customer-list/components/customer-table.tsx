import { ActionIcon, Button, Group, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { messages, CUSTOMER_LIST_PAGE_SIZE, type CustomerListRecord } from '@portal/domain';
import {
  IconArrowsSort,
  IconDownload,
  IconEye,
  IconFileTypeCsv,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { showErrorToast } from '../../../lib/toasts';
import { CUSTOMER_LIST_COLUMNS } from '../customer-list-columns';
import { downloadCustomerListCsv } from '../customer-list-csv';

interface CustomerTableProps {
  /** The tab's name: the table's caption and part of its controls' names. */
  title: string;
  rows: CustomerListRecord[];
  csvFileName: string;
  onView: (record: CustomerListRecord) => void;
  onDownload: (record: CustomerListRecord) => void;
  viewingId: number | null;
  downloadingId: number | null;
}

// The search box matches any shown cell, as typed (case does not matter).
const matchesShownText: FilterFn<CustomerListRecord> = (row, _columnId, filter: string) => {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return true;
  return CUSTOMER_LIST_COLUMNS.some((column) => column.text(row.original).toLowerCase().includes(wanted));
};

const COLUMN_DEFS: ColumnDef<CustomerListRecord, string | number>[] = CUSTOMER_LIST_COLUMNS.map((column) => ({
  id: column.id,
  header: column.header,
  accessorFn: column.sortValue ?? column.text,
  sortingFn: column.sortValue ? 'basic' : 'text',
  sortDescFirst: column.sortValue !== undefined,
  cell: (context) => column.text(context.row.original),
}));

const SORT_ICON = { asc: IconSortAscending, desc: IconSortDescending, none: IconArrowsSort } as const;

/**
 * One tab of /CustomerList (portal.md §2): a search box that filters as you type, sorting by a click
 * on a column's header, 10 rows a page (newest Last Updated first), Export CSV, and per Completed
 * record view and download of its PDF.
 */
export function CustomerTable({
  title,
  rows,
  csvFileName,
  onView,
  onDownload,
  viewingId,
  downloadingId,
}: CustomerTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'lastUpdated', desc: true }]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: CUSTOMER_LIST_PAGE_SIZE });

  // TanStack Table keeps its own state and is not memoizable: the compiler skips this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: COLUMN_DEFS,
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

  const headerColumns = (table.getHeaderGroups()[0]?.headers ?? []).map<DataTableColumn>((header) => {
    const direction = header.column.getIsSorted();
    const Icon = SORT_ICON[direction || 'none'];
    return {
      id: header.id,
      sort: direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none',
      header: (
        <UnstyledButton
          onClick={header.column.getToggleSortingHandler()}
          fw={700}
          fz="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
        >
          {String(header.column.columnDef.header)}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      ),
    };
  });

  const filteredRows = table.getFilteredRowModel().rows;
  const shown = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.getState().pagination;
  const first = filteredRows.length === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown.length;

  function exportCsv() {
    const sorted = table.getSortedRowModel().rows.map((row) => row.original);
    if (sorted.length === 0) {
      showErrorToast(messages.noDataToExport);
      return;
    }
    downloadCustomerListCsv(sorted, csvFileName);
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={`Search ${title}`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={globalFilter}
          onChange={(event) => table.setGlobalFilter(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Button variant="outline" leftSection={<IconFileTypeCsv size={18} aria-hidden />} onClick={exportCsv}>
          Export CSV
        </Button>
      </Group>
      <DataTable caption={title} hideCaption columns={[...headerColumns, 'Action']} minWidth={1280}>
        {shown.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={CUSTOMER_LIST_COLUMNS.length + 1}>{messages.noRecords}</Table.Td>
          </Table.Tr>
        ) : (
          shown.map((row) => {
            const record = row.original;
            return (
              <Table.Tr key={row.id}>
                {CUSTOMER_LIST_COLUMNS.map((column) => (
                  <Table.Td key={column.id}>{column.text(record)}</Table.Td>
                ))}
                <Table.Td>
                  {record.pdfAvailable ? (
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon
                        size="lg"
                        aria-label={`View PDF of ${record.referenceNo}`}
                        loading={viewingId === record.id}
                        onClick={() => onView(record)}
                      >
                        <IconEye size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        color="green"
                        size="lg"
                        aria-label={`Download PDF of ${record.referenceNo}`}
                        loading={downloadingId === record.id}
                        onClick={() => onDownload(record)}
                      >
                        <IconDownload size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ) : (
                    <Text size="sm">No PDF</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </DataTable>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {`Showing ${first} to ${last} of ${filteredRows.length} entries`}
        </Text>
        {table.getPageCount() > 1 && (
          <Pagination
            total={table.getPageCount()}
            value={pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            aria-label={`${title} pages`}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({
              'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[
                control
              ],
            })}
          />
        )}
      </Group>
    </Stack>
  );
}
