import { Button, Group, Stack, TextInput } from '@mantine/core';
import { messages, CUSTOMER_LIST_PAGE_SIZE, type CustomerListRecord } from '@portal/domain';
import { IconDownload, IconEye, IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { RowAction } from '@/components/row-actions';
import { shownTextFilter } from '@/components/shown-text-filter';
import { sortableHeader } from '@/components/sort-header';
import { TablePager } from '@/components/table-pager';
import { showErrorToast } from '@/lib/toasts';
import { screenColumns, type CustomerListColumn } from '../customer-list-columns';
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
  /** An admin lists every branch, so the rows name theirs. */
  showBranch: boolean;
  /** The Completed tab's rows have a review status (a draft has none). */
  showReviewStatus: boolean;
}

/** The table's columns, and a search box that matches any shown cell as typed (case does not matter). */
function tableSetup(columns: readonly CustomerListColumn[]) {
  const matchesShownText = shownTextFilter(columns);
  const definitions: ColumnDef<CustomerListRecord, string | number>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.sortValue ?? column.text,
    sortingFn: column.sortValue ? 'basic' : 'text',
    sortDescFirst: column.sortValue !== undefined,
    cell: (context) => column.text(context.row.original),
  }));
  return { columns, definitions, matchesShownText };
}

const SETUPS = {
  staff: tableSetup(screenColumns(false, false)),
  admin: tableSetup(screenColumns(true, false)),
  staffCompleted: tableSetup(screenColumns(false, true)),
  adminCompleted: tableSetup(screenColumns(true, true)),
} as const;

/**
 * One tab of /CustomerList (portal.md §2): a search box that filters as you type, sorting by a click
 * on a column's header, 10 rows a page (newest Last Updated first), Export CSV, and per record view
 * and download of its PDF in the leading Action column.
 */
export function CustomerTable({
  title,
  rows,
  csvFileName,
  onView,
  onDownload,
  viewingId,
  downloadingId,
  showBranch,
  showReviewStatus,
}: CustomerTableProps) {
  const setup = SETUPS[`${showBranch ? 'admin' : 'staff'}${showReviewStatus ? 'Completed' : ''}`];
  const [sorting, setSorting] = useState<SortingState>([{ id: 'lastUpdated', desc: true }]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: CUSTOMER_LIST_PAGE_SIZE });

  // TanStack Table keeps its own state and is not memoizable: the compiler skips this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: setup.definitions,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    globalFilterFn: setup.matchesShownText,
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
  });

  const columns = setup.columns.map<DataTableColumn<CustomerListRecord>>((column) => ({
    id: column.id,
    label: column.header,
    ...sortableHeader(table.getColumn(column.id), column.header),
    // The reference opens the application's page (/CustomerList/:registrationId), on a card too.
    cell:
      column.id === 'referenceNo'
        ? (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />
        : column.text,
    card: 'field',
  }));

  // Every record has its PDF: a Partially Filled one prints marked 'DRAFT - not submitted' on every page.
  function actions(record: CustomerListRecord): RowAction[] {
    return [
      {
        label: 'View PDF',
        name: `View PDF of ${record.referenceNo}`,
        icon: IconEye,
        loading: viewingId === record.id,
        onClick: () => onView(record),
      },
      {
        label: 'Download PDF',
        name: `Download PDF of ${record.referenceNo}`,
        icon: IconDownload,
        color: 'green',
        loading: downloadingId === record.id,
        onClick: () => onDownload(record),
      },
    ];
  }

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
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        records={table.getRowModel().rows.map((row) => row.original)}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        actions={actions}
        emptyText={messages.noRecords}
        cardHeadingOrder={2}
        onSort={(columnId, direction) => setSorting([{ id: columnId, desc: direction === 'descending' }])}
        actionsFirst
        minWidth={960}
      />
      <TablePager table={table} title={title} />
    </Stack>
  );
}
