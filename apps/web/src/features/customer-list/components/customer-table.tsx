import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import {
  CUSTOMER_LIST_CSV_FILE_NAMES,
  CUSTOMER_LIST_SEARCH_MAX_LENGTH,
  messages,
  type CustomerListRecord,
  type CustomerListTab,
} from '@portal/domain';
import { IconDownload, IconEye, IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Table } from '@tanstack/react-table';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { RowAction } from '@/components/row-actions';
import { sortableHeader } from '@/components/sort-header';
import { downloadUrl } from '@/lib/download-blob';
import { showErrorToast } from '@/lib/toasts';
import { customerListCsvUrl, useCustomerListPage, type CustomerListCriteria } from '../api/customer-list-api';
import { screenColumns, type CustomerListColumn } from '../customer-list-columns';
import type { ListAddress } from '../customer-list-params';
import { useTabAddress } from '../customer-tab-address';
import { CustomerListPager } from './customer-list-pager';

interface CustomerTableProps {
  /** The tab's name: the table's caption and part of its controls' names. */
  title: string;
  status: CustomerListTab;
  /** The list page's address: sort, search text, page size and page are kept there, so on return too. */
  address: ListAddress;
  criteria: CustomerListCriteria;
  onView: (record: CustomerListRecord) => void;
  onDownload: (record: CustomerListRecord) => void;
  viewingId: number | null;
  downloadingId: number | null;
  /** An admin lists every branch, so the rows name theirs. */
  showBranch: boolean;
  /** The Completed tab's rows have a review status (a draft has none). */
  showReviewStatus: boolean;
}

const SCREEN_COLUMNS = {
  staff: screenColumns(false, false),
  admin: screenColumns(true, false),
  staffCompleted: screenColumns(false, true),
  adminCompleted: screenColumns(true, true),
} as const;

const EMPTY: CustomerListRecord[] = [];

function definitionsOf(columns: readonly CustomerListColumn[]): ColumnDef<CustomerListRecord>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    // TanStack sorts only a column with a value; the server does the sorting (manualSorting).
    accessorFn: column.text,
    enableSorting: column.sortable,
    sortDescFirst: column.descFirst,
  }));
}

const DEFINITIONS = {
  staff: definitionsOf(SCREEN_COLUMNS.staff),
  admin: definitionsOf(SCREEN_COLUMNS.admin),
  staffCompleted: definitionsOf(SCREEN_COLUMNS.staffCompleted),
  adminCompleted: definitionsOf(SCREEN_COLUMNS.adminCompleted),
} as const;

/** A TanStack Table of the server's page: it sorts, filters and pages nothing itself, and its sort is `sorting`. */
function useServerSortedTable(
  rows: CustomerListRecord[],
  definitions: ColumnDef<CustomerListRecord>[],
  sorting: SortingState,
  setSorting: (next: SortingState) => void,
) {
  // TanStack Table keeps its own state and is not memoizable: the compiler skips this hook, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns: definitions,
    state: { sorting },
    onSortingChange: (updater) => setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
}

/** The tab's columns as DataTable shows them, a sortable one's header a sort button. */
function screenColumnsOf(
  screen: readonly CustomerListColumn[],
  table: Table<CustomerListRecord>,
): DataTableColumn<CustomerListRecord>[] {
  return screen.map((column) => ({
    id: column.id,
    label: column.header,
    ...(column.sortable ? sortableHeader(table.getColumn(column.id), column.header) : {}),
    // The reference opens the application's page (/CustomerList/:registrationId), on a card too.
    cell:
      column.id === 'referenceNo'
        ? (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />
        : column.text,
    card: 'field',
  }));
}

/** Every record has its PDF: a Partially Filled one prints marked 'DRAFT - not submitted' on every page. */
function pdfActions(
  record: CustomerListRecord,
  {
    onView,
    onDownload,
    viewingId,
    downloadingId,
  }: Pick<CustomerTableProps, 'onView' | 'onDownload' | 'viewingId' | 'downloadingId'>,
): RowAction[] {
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

/** The tab's search box, a spinner while a page is on its way, and Export CSV. */
function TabToolbar({
  title,
  searchText,
  onSearchText,
  loading,
  onExportCsv,
}: {
  title: string;
  searchText: string;
  onSearchText: (text: string) => void;
  loading: boolean;
  onExportCsv: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <TextInput
        label={`Search ${title}`}
        description="Reference No., mobile or name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        maxLength={CUSTOMER_LIST_SEARCH_MAX_LENGTH}
        onChange={(event) => onSearchText(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <Group gap="sm" align="center">
        {loading && <Loader size="sm" role="status" aria-label={`Loading ${title}`} />}
        <Button variant="outline" leftSection={<IconFileTypeCsv size={18} aria-hidden />} onClick={onExportCsv}>
          Export CSV
        </Button>
      </Group>
    </Group>
  );
}

/**
 * One tab of /CustomerList (portal.md §2), paged, sorted and searched on the server (decision 032): a
 * search box, sorting by a click on a sortable column's header, 10 rows a page (25, 50 or 100 on
 * request) newest Last Updated first, Previous and Next, Export CSV of every matching record, and per
 * record view and download of its PDF in the leading Action column.
 */
export function CustomerTable({
  title,
  status,
  address,
  criteria,
  onView,
  onDownload,
  viewingId,
  downloadingId,
  showBranch,
  showReviewStatus,
}: CustomerTableProps) {
  const kind = `${showBranch ? 'admin' : 'staff'}${showReviewStatus ? 'Completed' : ''}` as const;
  const tab = useTabAddress(address, status);
  const page = useCustomerListPage(criteria, tab.view, { size: tab.pageSize, cursor: tab.cursor });
  const answer = page.data;
  const rows = answer?.data ?? EMPTY;

  const table = useServerSortedTable(rows, DEFINITIONS[kind], tab.sorting, tab.setSorting);
  const columns = screenColumnsOf(SCREEN_COLUMNS[kind], table);

  function exportCsv() {
    // The search as typed, even while the page still waits for the pause in typing to ask for it.
    const typed = tab.searchText.trim();
    if (typed === tab.search && answer?.total === 0) {
      showErrorToast(messages.noDataToExport);
      return;
    }
    // The browser saves the file as the server streams it: any number of records, in the tab's sort.
    downloadUrl(customerListCsvUrl(criteria, { ...tab.view, search: typed }), CUSTOMER_LIST_CSV_FILE_NAMES[status]);
  }

  return (
    <Stack gap="sm">
      <TabToolbar
        title={title}
        searchText={tab.searchText}
        onSearchText={tab.setSearchText}
        loading={page.isFetching}
        onExportCsv={exportCsv}
      />
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        records={rows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        actions={(record) => pdfActions(record, { onView, onDownload, viewingId, downloadingId })}
        emptyText={page.isPending ? 'Loading…' : messages.noRecords}
        cardHeadingOrder={2}
        onSort={(columnId, direction) => tab.setSorting([{ id: columnId, desc: direction === 'descending' }])}
        actionsFirst
        minWidth={960}
      />
      {answer && (
        <CustomerListPager
          title={title}
          pageIndex={tab.pageIndex}
          pageSize={tab.pageSize}
          shown={rows.length}
          total={answer.total}
          totalExact={answer.totalExact}
          hasPrevious={answer.previousCursor !== null && !page.isPlaceholderData}
          hasNext={answer.nextCursor !== null && !page.isPlaceholderData}
          onPrevious={() =>
            tab.setPaging({
              index: tab.pageIndex - 1,
              // Back at the first page, it is asked for as the first (no cursor), as a new search is.
              cursor: tab.pageIndex === 1 ? undefined : (answer.previousCursor ?? undefined),
            })
          }
          onNext={() => tab.setPaging({ index: tab.pageIndex + 1, cursor: answer.nextCursor ?? undefined })}
          onPageSize={tab.setPageSize}
        />
      )}
    </Stack>
  );
}
