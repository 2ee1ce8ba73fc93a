import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CUSTOMER_LIST_CSV_FILE_NAMES,
  CUSTOMER_LIST_SEARCH_MAX_LENGTH,
  messages,
  type CustomerListPageSize,
  type CustomerListRecord,
  type CustomerListTab,
} from '@portal/domain';
import { IconDownload, IconEye, IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { RowAction } from '@/components/row-actions';
import { sortableHeader } from '@/components/sort-header';
import { downloadUrl } from '@/lib/download-blob';
import { showErrorToast } from '@/lib/toasts';
import {
  customerListCsvUrl,
  useCustomerListPage,
  type CustomerListCriteria,
  type CustomerListTabView,
} from '../api/customer-list-api';
import { isSortColumn, screenColumns, type CustomerListColumn } from '../customer-list-columns';
import { isPageSize, useListParams } from '../customer-list-params';
import { CustomerListPager } from './customer-list-pager';

interface CustomerTableProps {
  /** The tab's name: the table's caption and part of its controls' names. */
  title: string;
  status: CustomerListTab;
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
/** portal.md §9. */
const FIRST_PAGE_SIZE: CustomerListPageSize = 10;
/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

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

/**
 * One tab of /CustomerList (portal.md §2), paged, sorted and searched on the server (decision 032): a
 * search box, sorting by a click on a sortable column's header, 10 rows a page (25, 50 or 100 on
 * request) newest Last Updated first, Previous and Next, Export CSV of every matching record, and per
 * record view and download of its PDF in the leading Action column.
 */
export function CustomerTable({
  title,
  status,
  criteria,
  onView,
  onDownload,
  viewingId,
  downloadingId,
  showBranch,
  showReviewStatus,
}: CustomerTableProps) {
  const kind = `${showBranch ? 'admin' : 'staff'}${showReviewStatus ? 'Completed' : ''}` as const;
  const screen = SCREEN_COLUMNS[kind];
  // Sort, search text, page size and page are the address's (customer-list-params.ts): kept on return.
  const params = useListParams();
  const sortParam = params.get('sort');
  const sorting: SortingState = [
    { id: sortParam && isSortColumn(sortParam) ? sortParam : 'lastUpdated', desc: params.get('direction') !== 'asc' },
  ];
  const setSorting = (next: SortingState) => {
    const sorted = next[0];
    if (!sorted) return;
    params.update({ sort: sorted.id, direction: sorted.desc ? 'desc' : 'asc', page: null, cursor: null });
  };
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [typed] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Once the typing pauses, the text becomes the search, from the first page.
    if (typed !== search) params.update({ search: typed, page: null, cursor: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing changes the search
  }, [typed]);
  const sizeParam = Number(params.get('size'));
  const pageSize: CustomerListPageSize = isPageSize(sizeParam) ? sizeParam : FIRST_PAGE_SIZE;
  const setPageSize = (size: CustomerListPageSize) =>
    params.update({ size: size === FIRST_PAGE_SIZE ? null : String(size), page: null, cursor: null });
  const sorted = sorting[0];
  const view: CustomerListTabView = {
    status,
    search,
    sortBy: sorted && isSortColumn(sorted.id) ? sorted.id : 'lastUpdated',
    direction: sorted?.desc === false ? 'asc' : 'desc',
  };
  // A page after the first is its index and the server's cursor for it; without a cursor, the first.
  const cursor = params.get('cursor') ?? undefined;
  const pageIndex = cursor === undefined ? 0 : Math.max(1, Number(params.get('page')) || 1);
  const setPaging = (paging: { index: number; cursor: string | undefined }) =>
    params.update({
      page: paging.cursor === undefined ? null : String(paging.index),
      cursor: paging.cursor ?? null,
    });
  const page = useCustomerListPage(criteria, view, { size: pageSize, cursor });
  const answer = page.data;
  const rows = answer?.data ?? EMPTY;

  // TanStack Table keeps its own state and is not memoizable: the compiler skips this hook, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: DEFINITIONS[kind],
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

  const columns = screen.map<DataTableColumn<CustomerListRecord>>((column) => ({
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
    // The search as typed, even while the page still waits for the pause in typing to ask for it.
    const typed = searchText.trim();
    if (typed === search && answer?.total === 0) {
      showErrorToast(messages.noDataToExport);
      return;
    }
    // The browser saves the file as the server streams it: any number of records, in the tab's sort.
    downloadUrl(customerListCsvUrl(criteria, { ...view, search: typed }), CUSTOMER_LIST_CSV_FILE_NAMES[status]);
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={`Search ${title}`}
          description="Reference No., mobile or name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          maxLength={CUSTOMER_LIST_SEARCH_MAX_LENGTH}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Group gap="sm" align="center">
          {page.isFetching && <Loader size="sm" role="status" aria-label={`Loading ${title}`} />}
          <Button variant="outline" leftSection={<IconFileTypeCsv size={18} aria-hidden />} onClick={exportCsv}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        records={rows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        actions={actions}
        emptyText={page.isPending ? 'Loading…' : messages.noRecords}
        cardHeadingOrder={2}
        onSort={(columnId, direction) => setSorting([{ id: columnId, desc: direction === 'descending' }])}
        actionsFirst
        minWidth={960}
      />
      {answer && (
        <CustomerListPager
          title={title}
          pageIndex={pageIndex}
          pageSize={pageSize}
          shown={rows.length}
          total={answer.total}
          totalExact={answer.totalExact}
          hasPrevious={answer.previousCursor !== null && !page.isPlaceholderData}
          hasNext={answer.nextCursor !== null && !page.isPlaceholderData}
          onPrevious={() =>
            setPaging({
              index: pageIndex - 1,
              // Back at the first page, it is asked for as the first (no cursor), as a new search is.
              cursor: pageIndex === 1 ? undefined : (answer.previousCursor ?? undefined),
            })
          }
          onNext={() => setPaging({ index: pageIndex + 1, cursor: answer.nextCursor ?? undefined })}
          onPageSize={setPageSize}
        />
      )}
    </Stack>
  );
}
