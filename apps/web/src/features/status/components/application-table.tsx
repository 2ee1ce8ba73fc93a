import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { ApplicationListItem } from '@portal/domain';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { formatTimestampForDisplay } from '../../../lib/format-date';

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

const COLUMNS = [
  'Last updated',
  'Reference No.',
  'Customer Name',
  'Account Type',
  'Entity Type',
  'Number of Holder',
  'Status',
  'Form Filled By',
  'Action',
];

// Dark text on the palest tint of each colour keeps both statuses above the 4.5:1 WCAG AA contrast.
const STATUS_STYLE = {
  Completed: { bg: 'green.0', c: 'green.9' },
  'Partially Filled': { bg: 'red.0', c: 'red.9' },
} as const;

export function ApplicationTable({
  rows,
  downloadingId,
  onDownload,
  viewingId,
  onView,
  onEdit,
  onDelete,
}: ApplicationTableProps) {
  return (
    <DataTable caption="Your applications" columns={COLUMNS} minWidth={960}>
      {rows.map((row) => {
        const style = STATUS_STYLE[row.status];
        return (
          <Table.Tr key={row.id} bg={style.bg}>
            <Table.Td>{formatTimestampForDisplay(row.lastUpdated)}</Table.Td>
            <Table.Td>{row.referenceNo}</Table.Td>
            <Table.Td>{row.customerName}</Table.Td>
            <Table.Td>{row.accountTypeName}</Table.Td>
            <Table.Td>{row.entityTypeName}</Table.Td>
            <Table.Td>{row.holdersCount}</Table.Td>
            <Table.Td>
              <Text span fw={700} c={style.c}>
                {row.status}
              </Text>
            </Table.Td>
            <Table.Td>{row.formFillBy}</Table.Td>
            <Table.Td>
              {row.status === 'Completed' ? (
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    color="green"
                    size="lg"
                    aria-label={`View PDF of ${row.referenceNo}`}
                    disabled={!row.pdfAvailable}
                    loading={viewingId === row.id}
                    onClick={() => onView(row)}
                  >
                    <IconEye size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    color="green"
                    size="lg"
                    aria-label={`Download PDF of ${row.referenceNo}`}
                    disabled={!row.pdfAvailable}
                    loading={downloadingId === row.id}
                    onClick={() => onDownload(row)}
                  >
                    <IconDownload size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : (
                <RowActions
                  editLabel={`Edit ${row.referenceNo}`}
                  onEdit={() => onEdit(row)}
                  deleteLabel={`Delete ${row.referenceNo}`}
                  onDelete={() => onDelete(row)}
                />
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
