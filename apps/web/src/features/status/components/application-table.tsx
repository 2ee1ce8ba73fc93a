import { ActionIcon, Box, Group, Table, Text } from '@mantine/core';
import type { ApplicationListItem } from '@portal/domain';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatTimestampForDisplay } from '../../../lib/format-date';

interface ApplicationTableProps {
  rows: ApplicationListItem[];
  downloadingId: number | null;
  onDownload: (row: ApplicationListItem) => void;
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

export function ApplicationTable({ rows, downloadingId, onDownload, onEdit, onDelete }: ApplicationTableProps) {
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow phone.
    <Box role="region" aria-labelledby="applications-caption" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={960} verticalSpacing="sm" withTableBorder>
        <Table.Caption id="applications-caption">Your applications</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon size="lg" aria-label={`Edit ${row.referenceNo}`} onClick={() => onEdit(row)}>
                        <IconPencil size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        color="red"
                        size="lg"
                        aria-label={`Delete ${row.referenceNo}`}
                        onClick={() => onDelete(row)}
                      >
                        <IconTrash size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
