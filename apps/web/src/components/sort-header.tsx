import { UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Column } from '@tanstack/react-table';
import type { DataTableColumn } from './data-table';

const SORT_ICON = { asc: IconSortAscending, desc: IconSortDescending, none: IconArrowsSort } as const;

/**
 * A TanStack Table column's sorting as the DataTable shows it: the header's aria-sort (and the cards'
 * Sort by), and a header button that sorts on a click with an icon of the direction.
 */
export function sortableHeader<Row>(
  column: Column<Row, unknown> | undefined,
  label: string,
): Pick<DataTableColumn<Row>, 'sort' | 'header'> {
  const direction = column?.getIsSorted() ?? false;
  const Icon = SORT_ICON[direction || 'none'];
  return {
    sort: direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none',
    header: (
      <UnstyledButton
        onClick={column?.getToggleSortingHandler()}
        fw={700}
        fz="sm"
        // A long header wraps between its words (the icon stays beside the last), so a table fits 1366 px.
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, textAlign: 'left' }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    ),
  };
}
