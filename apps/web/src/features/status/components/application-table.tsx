import { REVIEW_STATUS_WORDS, type ApplicationListItem } from '@portal/domain';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATUS_STYLE, StatusBadge, StatusText } from '@/components/application-status';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { editDeleteActions, type RowAction } from '@/components/row-actions';
import { formatTimestampForDisplay } from '@/lib/format-date';
import { currentLanguage, translateMessage, translateValue } from '@/lib/i18n';

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

function useColumns(): readonly DataTableColumn<ApplicationListItem>[] {
  const { t } = useTranslation();
  const language = currentLanguage();
  return [
    {
      id: 'lastUpdated',
      label: t('status.columns.lastUpdated'),
      cell: (row) => formatTimestampForDisplay(row.lastUpdated, language),
    },
    // The reference names each card: its heading.
    { id: 'referenceNo', label: t('status.columns.referenceNo'), cell: (row) => row.referenceNo, card: 'hidden' },
    { id: 'customerName', label: t('status.columns.customerName'), cell: (row) => row.customerName },
    {
      id: 'accountTypeName',
      label: t('status.columns.accountType'),
      cell: (row) => translateValue(row.accountTypeName),
    },
    { id: 'entityTypeName', label: t('status.columns.entityType'), cell: (row) => translateValue(row.entityTypeName) },
    { id: 'holdersCount', label: t('status.columns.holders'), cell: (row) => row.holdersCount },
    {
      id: 'status',
      label: t('status.columns.status'),
      cell: (row) => <StatusText status={row.status} />,
      card: 'status',
      cardCell: (row) => <StatusBadge status={row.status} />,
    },
    // The server's word for the customer themself; a branch user's name stays as it is.
    {
      id: 'formFillBy',
      label: t('status.columns.formFilledBy'),
      cell: (row) => (row.formFillBy === 'Customer' ? t('status.filledByCustomer') : row.formFillBy),
    },
    // How far a draft is: its hub sections and holder steps saved of those needed before submit; once
    // submitted, where the branch's review is, in words (docs/decisions/028).
    {
      id: 'progress',
      label: t('status.columns.progress'),
      cell: (row) =>
        row.status === 'Completed'
          ? translateMessage(REVIEW_STATUS_WORDS[row.reviewStatus ?? 'Submitted'])
          : t('status.partsSaved', { done: row.progress.done, needed: row.progress.needed }),
    },
  ];
}

export function ApplicationTable({
  rows,
  downloadingId,
  onDownload,
  viewingId,
  onView,
  onEdit,
  onDelete,
}: ApplicationTableProps) {
  const { t } = useTranslation();
  const columns = useColumns();

  function actions(row: ApplicationListItem): RowAction[] {
    if (row.status !== 'Completed') {
      return editDeleteActions({
        recordName: row.referenceNo,
        onEdit: () => onEdit(row),
        onDelete: () => onDelete(row),
      });
    }
    const record = { record: row.referenceNo };
    // A Returned application is the customer's to change again: its first action opens it.
    const makeChanges: RowAction[] =
      row.reviewStatus === 'Returned'
        ? [
            {
              label: t('actions.makeChanges'),
              name: t('actions.makeChangesTo', record),
              icon: IconPencil,
              onClick: () => onEdit(row),
            },
          ]
        : [];
    return [
      ...makeChanges,
      {
        label: t('actions.viewPdf'),
        name: t('actions.viewPdfOf', record),
        icon: IconEye,
        color: 'green',
        disabled: !row.pdfAvailable,
        loading: viewingId === row.id,
        onClick: () => onView(row),
      },
      {
        label: t('actions.downloadPdf'),
        name: t('actions.downloadPdfOf', record),
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
      caption={t('status.caption')}
      columns={columns}
      records={rows}
      recordKey={(row) => row.id}
      recordName={(row) => t('common.referenceNo', { referenceNo: row.referenceNo })}
      actions={actions}
      rowBackground={(row) => STATUS_STYLE[row.status].bg}
      cardHeadingOrder={2}
      minWidth={960}
    />
  );
}
