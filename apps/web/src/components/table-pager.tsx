import { Group, Pagination, Text } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import { useNarrowScreen } from './data-table';

/** Which rows of how many a TanStack Table shows, and its pages (when more than one). */
export function TablePager<Row>({ table, title }: { table: Table<Row>; title: string }) {
  // A finger needs 44 px targets (WCAG 2.5.5); fewer page buttons keep them on one 360 px line.
  const narrow = useNarrowScreen();
  const filteredRows = table.getFilteredRowModel().rows;
  const shown = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.getState().pagination;
  const first = filteredRows.length === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown.length;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {`Showing ${first} to ${last} of ${filteredRows.length} entries`}
      </Text>
      {table.getPageCount() > 1 && (
        <Pagination
          total={table.getPageCount()}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          size={narrow ? 'xl' : 'md'}
          siblings={narrow ? 0 : 1}
          aria-label={`${title} pages`}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          getControlProps={(control) => ({
            'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[
              control
            ],
          })}
        />
      )}
    </Group>
  );
}
