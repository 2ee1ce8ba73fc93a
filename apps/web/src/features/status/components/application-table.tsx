import { REVIEW_STATUS_WORDS, type ApplicationListItem } from '@portal/domain';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { STATUS_STYLE, StatusBadge, StatusText } from '@/components/application-status';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { editDeleteActions, type RowAction } from '@/components/row-actions';
import { formatTimestampForDisplay } from '@/lib/format-date';

interface ApplicationTableProps {
  rows: ApplicationListItem[];
  downloadingId: number | null;
  onDownload: (row: ApplicationListItem) => void;
  viewingId: number | null;
  /** Opens the PDF in a new tab: it must open the tab within the click. */
  onView: (row: ApplicationListItem) => void;
  onEdit: (row: ApplicationListItem) => void;
  onDelete: (row: ApplicationListItem) => void;
}

const COLUMNS: readonly DataTableColumn<ApplicationListItem>[] = [
  { id: 'lastUpdated', label: 'Last updated', cell: (row) => formatTimestampForDisplay(row.lastUpdated) },
  // The reference names each card: its heading.
  { id: 'referenceNo', label: 'Reference No.', cell: (row) => row.referenceNo, card: 'hidden' },
  { id: 'customerName', label: 'Customer Name', cell: (row) => row.customerName },
  { id: 'accountTypeName', label: 'Account Type', cell: (row) => row.accountTypeName },
  { id: 'entityTypeName', label: 'Entity Type', cell: (row) => row.entityTypeName },
  { id: 'holdersCount', label: 'Number of Holder', cell: (row) => row.holdersCount },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => <StatusText status={row.status} />,
    card: 'status',
    cardCell: (row) => <StatusBadge status={row.status} />,
  },
  { id: 'formFillBy', label: 'Form Filled By', cell: (row) => row.formFillBy },
  // How far a draft is: its hub sections and holder steps saved of those needed before submit; once
  // submitted, where the branch's review is, in words (docs/decisions/028).
  {
    id: 'progress',
    label: 'Progress',
    cell: (row) =>
      row.status === 'Completed'
        ? REVIEW_STATUS_WORDS[row.reviewStatus ?? 'Submitted']
        : `${row.progress.done} of ${row.progress.needed} parts saved`,
  },
];

export function ApplicationTable({
  rows,
  downloadingId,
  onDownload,
  viewingId,
  onView,
  onEdit,
  onDelete,
}: ApplicationTableProps) {
  function actions(row: ApplicationListItem): RowAction[] {
    if (row.status !== 'Completed') {
      return editDeleteActions({
        recordName: row.referenceNo,
        onEdit: () => onEdit(row),
        onDelete: () => onDelete(row),
      });
    }
    // A Returned application is the customer's to change again: its first action opens it.
    const makeChanges: RowAction[] =
      row.reviewStatus === 'Returned'
        ? [
            {
              label: 'Make changes',
              name: `Make changes to ${row.referenceNo}`,
              icon: IconPencil,
              onClick: () => onEdit(row),
            },
          ]
        : [];
    return [
      ...makeChanges,
      {
        label: 'View PDF',
        name: `View PDF of ${row.referenceNo}`,
        icon: IconEye,
        color: 'green',
        disabled: !row.pdfAvailable,
        loading: viewingId === row.id,
        onClick: () => onView(row),
      },
      {
        label: 'Download PDF',
        name: `Download PDF of ${row.referenceNo}`,
        icon: IconDownload,
        color: 'green',
        disabled: !row.pdfAvailable,
        loading: downloadingId === row.id,
        onClick: () => onDownload(row),
      },
    ];
  }

  return (
    <DataTable
      caption="Your applications"
      columns={COLUMNS}
      records={rows}
      recordKey={(row) => row.id}
      recordName={(row) => `Reference No. ${row.referenceNo}`}
      actions={actions}
      rowBackground={(row) => STATUS_STYLE[row.status].bg}
      cardHeadingOrder={2}
      minWidth={960}
    />
  );
}
