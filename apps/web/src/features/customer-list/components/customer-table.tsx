import { Button, Group, Stack, TextInput } from '@mantine/core';
import { messages, type CustomerListRecord } from '@portal/domain';
import { IconDownload, IconEye, IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { RowAction } from '@/components/row-actions';
import { useRecordTable } from '@/components/record-table';
import { TablePager } from '@/components/table-pager';
import { showErrorToast } from '@/lib/toasts';
import { screenColumns } from '../customer-list-columns';
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

const SCREEN_COLUMNS = {
  staff: screenColumns(false, false),
  admin: screenColumns(true, false),
  staffCompleted: screenColumns(false, true),
  adminCompleted: screenColumns(true, true),
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
  const screen = SCREEN_COLUMNS[`${showBranch ? 'admin' : 'staff'}${showReviewStatus ? 'Completed' : ''}`];
  const records = useRecordTable(rows, screen, [{ id: 'lastUpdated', desc: true }]);

  const columns = screen.map<DataTableColumn<CustomerListRecord>>((column) => {
    const shown = records.dataColumn(column);
    return {
      ...shown,
      // The reference opens the application's page (/CustomerList/:registrationId), on a card too.
      cell:
        column.id === 'referenceNo'
          ? (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />
          : shown.cell,
      card: 'field',
    };
  });

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
    const sorted = records.table.getSortedRowModel().rows.map((row) => row.original);
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
          value={records.globalFilter}
          onChange={(event) => records.table.setGlobalFilter(event.currentTarget.value)}
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
        records={records.pageRows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        actions={actions}
        emptyText={messages.noRecords}
        cardHeadingOrder={2}
        onSort={records.onSort}
        actionsFirst
        minWidth={960}
      />
      <TablePager table={records.table} title={title} />
    </Stack>
  );
}
