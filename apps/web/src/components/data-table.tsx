import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A column whose header is more than text, e.g. a sort button; `sort` becomes the header's aria-sort. */
export interface DataTableColumn {
  id: string;
  header: ReactNode;
  sort?: 'ascending' | 'descending' | 'none';
}

interface DataTableProps {
  /** The table's caption, which also names its scrolling region. */
  caption: string;
  /** When a heading above already says what the table is, the caption is for screen readers only. */
  hideCaption?: boolean;
  columns: readonly (string | DataTableColumn)[];
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth: number;
  /** The body rows. */
  children: ReactNode;
}

export function DataTable({ caption, hideCaption = false, columns, minWidth, children }: DataTableProps) {
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow phone.
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={minWidth} verticalSpacing="sm" withTableBorder>
        {hideCaption ? (
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
        ) : (
          <Table.Caption id={captionId}>{caption}</Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ) : (
                <Table.Th key={column.id} scope="col" aria-sort={column.sort}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}
